import type { DeliveryZoneView } from '@crust/contract/console-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dayIn } from '@/lib/zoned-time';
import { setUpConsoleEditorTests } from '@/testing/console-test-setup';
import { jsonResponse, renderWithQuery, stubFetch } from '@/testing/test-utils';
import { deliveryZone, outletRules } from '../testing/rules-fixture';
import { RulesEditor } from './rules-editor';

// Issue 10: an outlet's ordering rules, hours, closed dates and delivery zones, read by crew and
// changed by managers.

const OUTLET_ID = 2;
const BASE = `/api/console/outlets/${OUTLET_ID}`;

type Call = { method: string; path: string; body: unknown };

/** The rules and zones API; `answer` may take over a call (a 400) before the defaults. */
function serveRules(answer: (call: Call) => Response | undefined = () => undefined) {
  const calls: Call[] = [];
  let zones: DeliveryZoneView[] = [deliveryZone()];
  stubFetch((url, init) => {
    const call = { method: init.method ?? 'GET', path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const taken = answer(call);
    if (taken) return taken;
    if (call.path === `${BASE}/zones` && call.method === 'GET') return jsonResponse(200, { data: zones });
    if (call.path === `${BASE}/zones` && call.method === 'POST') {
      const zone = { id: 9, ...(call.body as Omit<DeliveryZoneView, 'id'>) };
      zones = [...zones, zone];
      return jsonResponse(201, { data: zone });
    }
    if (call.path.startsWith(`${BASE}/rules`)) return jsonResponse(200, { data: outletRules() });
    throw new Error(`Unexpected call: ${call.method} ${call.path}`);
  });
  return calls;
}

const region = (name: string) => screen.getByRole('region', { name });
const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

setUpConsoleEditorTests();

describe('the ordering rules page', () => {
  it('shows the rules, hours, closed dates and zones from the API', async () => {
    serveRules();
    renderWithQuery(<RulesEditor outletId={OUTLET_ID} canChange />);

    expect(await screen.findByLabelText('Pickup lead time (minutes)')).toHaveValue('20');
    expect(screen.getByLabelText('Slot length (minutes)')).toHaveValue('15');
    expect(screen.getByRole('switch', { name: 'Accept cash' })).toBeChecked();
    const hours = region('Opening hours');
    expect(within(hours).getByLabelText('Pickup Monday shift 1 opens')).toHaveValue('11:00');
    // Friday 17:00–01:00 runs past midnight.
    expect(within(hours).getByLabelText('Pickup Friday shift 1 closes')).toHaveValue('01:00');
    expect(within(hours).getByText('(next day)')).toBeInTheDocument();
    expect(within(region('Closed dates')).getByText('Christmas Day')).toBeInTheDocument();
    expect(await within(region('Delivery zones')).findByText('Fee $5.00 · minimum $20.00')).toBeInTheDocument();
  });

  it('adds and removes shifts and sends the week whole', async () => {
    const calls = serveRules();
    const user = userEvent.setup();
    renderWithQuery(<RulesEditor outletId={OUTLET_ID} canChange />);
    const hours = await screen.findByRole('form', { name: 'Opening hours' });

    await user.click(within(hours).getByRole('button', { name: 'Add pickup hours on Tuesday' }));
    const opens = within(hours).getByLabelText('Pickup Tuesday shift 1 opens');
    await user.clear(opens);
    await user.type(opens, '10:30');
    await user.click(within(hours).getByRole('button', { name: 'Remove Pickup Monday shift 1' }));
    expect(within(hours).queryByLabelText('Pickup Monday shift 1 opens')).not.toBeInTheDocument();
    await user.click(within(hours).getByRole('button', { name: 'Save opening hours' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toEqual({
      method: 'PUT',
      path: `${BASE}/rules/hours`,
      body: {
        pickup: [
          { weekday: 5, opens: '17:00', closes: '01:00' },
          { weekday: 2, opens: '10:30', closes: '21:00' },
        ],
        delivery: [{ weekday: 5, opens: '17:00', closes: '22:00' }],
      },
    });
  });

  it('shows the server’s 400 at the hours form', async () => {
    const overlap = 'Pickup shifts overlap on Friday: 17:00–01:00 and 18:00–20:00';
    serveRules((call) => (call.method === 'PUT' ? jsonResponse(400, { error: { code: 'bad_request', message: overlap } }) : undefined));
    const user = userEvent.setup();
    renderWithQuery(<RulesEditor outletId={OUTLET_ID} canChange />);
    const hours = await screen.findByRole('form', { name: 'Opening hours' });

    await user.click(within(hours).getByRole('button', { name: 'Add pickup hours on Friday' }));
    await user.click(within(hours).getByRole('button', { name: 'Save opening hours' }));

    expect(await within(hours).findByRole('alert')).toHaveTextContent(overlap);
    // The week stays as edited, to be corrected.
    expect(within(hours).getByLabelText('Pickup Friday shift 2 opens')).toBeInTheDocument();
  });

  it('sends only the settings that changed, and refuses a slot outside 5–120 minutes before calling', async () => {
    const calls = serveRules();
    const user = userEvent.setup();
    renderWithQuery(<RulesEditor outletId={OUTLET_ID} canChange />);
    const slot = await screen.findByLabelText('Slot length (minutes)');

    await user.clear(slot);
    await user.type(slot, '3');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByText('A slot is 5 to 120 minutes.')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);

    await user.clear(slot);
    await user.type(slot, '20');
    await user.click(screen.getByRole('switch', { name: 'Accept cash' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(writes(calls)).toEqual([{ method: 'PATCH', path: `${BASE}/rules`, body: { slot_minutes: 20, accepts_cash: false } }]));
  });

  it('takes the largest online order in dollars, sends cents, and refuses one under $10 before calling', async () => {
    const calls = serveRules();
    const user = userEvent.setup();
    renderWithQuery(<RulesEditor outletId={OUTLET_ID} canChange />);
    const largest = await screen.findByLabelText('Largest order online ($)');
    expect(largest).toHaveValue('1000.00');

    await user.clear(largest);
    await user.type(largest, '5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByText('At least $10.00.')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);

    await user.clear(largest);
    await user.type(largest, '2,500.50');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(writes(calls)).toEqual([{ method: 'PATCH', path: `${BASE}/rules`, body: { max_order_total: 250_050 } }]));
  });

  it('adds a delivery zone with its money typed in dollars and sent in whole cents', async () => {
    const calls = serveRules();
    const user = userEvent.setup();
    renderWithQuery(<RulesEditor outletId={OUTLET_ID} canChange />);

    await user.click(await screen.findByRole('button', { name: 'Add a delivery zone' }));
    const form = screen.getByRole('form', { name: 'New delivery zone' });
    await user.type(within(form).getByLabelText('Zone name'), 'Eastern suburbs');
    await user.type(within(form).getByLabelText('Postcodes'), '2021 2022,2023');
    await user.type(within(form).getByLabelText('Suburbs'), 'Paddington, Bondi Junction');
    await user.type(within(form).getByLabelText('Delivery fee ($)'), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Save zone' }));
    expect(within(form).getByText('Enter an amount in dollars, e.g. 5 or 4.50.')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Delivery fee ($)'));
    await user.type(within(form).getByLabelText('Delivery fee ($)'), '4.35');
    await user.clear(within(form).getByLabelText('Minimum order ($)'));
    await user.type(within(form).getByLabelText('Minimum order ($)'), '19.99');
    await user.type(within(form).getByLabelText('Free delivery over ($)'), '60');
    await user.click(within(form).getByRole('button', { name: 'Save zone' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toEqual({
      method: 'POST',
      path: `${BASE}/zones`,
      body: {
        name: 'Eastern suburbs',
        postcodes: ['2021', '2022', '2023'],
        // As the contract's schema keeps them, which the form checks and sends (issue 17).
        suburbs: ['paddington', 'bondi junction'],
        fee: 435,
        minimum_order: 1999,
        free_delivery_over: 6000,
        sort_order: 1,
      },
    });
    expect(await screen.findByText('Fee $4.35 · minimum $19.99 · free over $60.00')).toBeInTheDocument();
  });

  it('closes a date from the outlet’s today, checked as the contract checks it', async () => {
    const calls = serveRules();
    const user = userEvent.setup();
    renderWithQuery(<RulesEditor outletId={OUTLET_ID} canChange />);

    const form = await screen.findByRole('form', { name: 'Close a date' });
    // Issue 17: the outlet's today (Sydney's), whatever the device's.
    expect(within(form).getByLabelText('Date')).toHaveAttribute('min', dayIn('Australia/Sydney'));
    await user.click(within(form).getByRole('button', { name: 'Close this date' }));
    expect(within(form).getByText('Choose a date.')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);

    await user.type(within(form).getByLabelText('Date'), '2026-12-26');
    await user.type(within(form).getByLabelText('Reason (optional)'), ' Boxing Day ');
    await user.click(within(form).getByRole('button', { name: 'Close this date' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([{ method: 'POST', path: `${BASE}/rules/closures`, body: { date: '2026-12-26', reason: 'Boxing Day' } }]),
    );
  });

  it('lets crew read the rules but offers them no change', async () => {
    serveRules();
    renderWithQuery(<RulesEditor outletId={OUTLET_ID} canChange={false} />);

    expect(await screen.findByLabelText('Pickup lead time (minutes)')).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Take pickup orders' })).toBeDisabled();
    expect(screen.getByLabelText('Pickup Monday shift 1 opens')).toBeDisabled();
    await screen.findByText('Inner city');
    expect(screen.queryByRole('button', { name: /Save|Add|Remove|Reopen|Edit|Delete/ })).not.toBeInTheDocument();
  });
});
