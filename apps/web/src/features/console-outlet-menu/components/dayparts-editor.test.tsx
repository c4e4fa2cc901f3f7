import type { Daypart, OutletMenuItem } from '@crust/contract/console-outlet-menu';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STALE_MESSAGE } from '@/components/ui/stale-notice';
import { setUpConsoleEditorTests } from '@/testing/console-test-setup';
import { jsonResponse, renderWithQuery, stubFetch } from '@/testing/test-utils';
import { DaypartsEditor } from './dayparts-editor';

// Issue 19: an outlet's daypart schedules: a category or a product, weekdays, from and to "HH:MM";
// checked by the contract before sending, a 400 under its field, a stale save offers a reload.

type Call = { method: string; path: string; body: unknown };

const MARGHERITA = { product_id: 7, name: 'Margherita', category_id: 2, category: 'Pizzas' } as OutletMenuItem;
const LUNCH: Daypart = { id: 9, name: 'Lunch', target: { category_id: 2 }, weekdays: [1, 2, 3, 4, 5], starts: '11:00', ends: '15:00', version: 1 };

function serve(answer: (call: Call) => Response | undefined = () => undefined) {
  const calls: Call[] = [];
  stubFetch((url, init) => {
    const call = { method: init.method ?? 'GET', path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const taken = answer(call);
    if (taken) return taken;
    if (call.path === '/api/console/outlets/3/menu-items') return jsonResponse(200, { data: [MARGHERITA] });
    if (call.path === '/api/console/outlets/3/dayparts' && call.method === 'GET') return jsonResponse(200, { data: [LUNCH] });
    if (call.path === '/api/console/outlets/3/dayparts' && call.method === 'POST') return jsonResponse(201, { data: { ...LUNCH, id: 10 } });
    if (call.path === '/api/console/outlets/3/dayparts/9' && call.method === 'DELETE') return new Response(null, { status: 204 });
    throw new Error(`Unexpected call: ${call.method} ${call.path}`);
  });
  return calls;
}

const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

setUpConsoleEditorTests();

describe('an outlet’s dayparts', () => {
  it('lists each schedule with what it applies to, its days and hours', async () => {
    serve();
    renderWithQuery(<DaypartsEditor outletId={3} canEdit />);
    const row = within(await screen.findByRole('list', { name: 'Schedules' })).getByRole('listitem');
    expect(row).toHaveTextContent('Category: Pizzas · Mon, Tue, Wed, Thu, Fri · 11:00–15:00');
  });

  it('creates a schedule for a product on the weekdays ticked', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderWithQuery(<DaypartsEditor outletId={3} canEdit />);
    await user.click(await screen.findByRole('button', { name: 'New schedule' }));
    const form = screen.getByRole('form', { name: 'New schedule' });
    await user.click(within(form).getByRole('button', { name: 'Save schedule' }));
    expect(within(form).getByText('Choose a category or a product.')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);

    await user.type(within(form).getByLabelText('Schedule name'), 'Weekend special');
    await user.selectOptions(within(form).getByLabelText('Applies to'), 'Product: Margherita');
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']) await user.click(within(form).getByLabelText(day));
    await user.clear(within(form).getByLabelText('From'));
    await user.type(within(form).getByLabelText('From'), '17:30');
    await user.clear(within(form).getByLabelText('To'));
    await user.type(within(form).getByLabelText('To'), '22:00');
    await user.click(within(form).getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toEqual({ name: 'Weekend special', target: { product_id: 7 }, weekdays: [6, 7], starts: '17:30', ends: '22:00' });
  });

  it('shows a 400 under the field it names, and a stale save’s reload', async () => {
    serve((call) => {
      if (call.method === 'POST') return jsonResponse(400, { error: { code: 'bad_request', message: 'body.weekdays: Choose at least one weekday' } });
      if (call.method === 'PUT') return jsonResponse(409, { error: { code: 'stale_version', message: 'stale' } });
      return undefined;
    });
    const user = userEvent.setup();
    renderWithQuery(<DaypartsEditor outletId={3} canEdit />);
    await user.click(await screen.findByRole('button', { name: 'New schedule' }));
    const form = screen.getByRole('form', { name: 'New schedule' });
    await user.type(within(form).getByLabelText('Schedule name'), 'Lunch');
    await user.selectOptions(within(form).getByLabelText('Applies to'), 'Category: Pizzas');
    await user.click(within(form).getByRole('button', { name: 'Save schedule' }));
    expect(await within(form).findByText('Choose at least one weekday')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Edit Lunch' }));
    await user.click(within(screen.getByRole('form', { name: 'Edit Lunch' })).getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText(STALE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('deletes a schedule', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderWithQuery(<DaypartsEditor outletId={3} canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Delete Lunch' }));
    await waitFor(() => expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/api/console/outlets/3/dayparts/9', body: undefined }]));
  });
});
