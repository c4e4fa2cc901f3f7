import type { ConsoleDeal } from '@crust/contract/console-deals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STALE_MESSAGE } from '@/components/ui/stale-notice';
import { setUpConsoleEditorTests } from '@/testing/console-test-setup';
import { jsonResponse, renderWithQuery, stubFetch } from '@/testing/test-utils';
import { DealsManager } from './deals-manager';

// Issue 19: an outlet's deals: price and upcharges typed in dollars go as cents, slots name sizes and
// allow the outlet's products, a 400 shows under the field it names, a stale save offers a reload,
// and a deal is archived rather than deleted.

type Call = { method: string; path: string; body: unknown };

const PRODUCTS = [
  { id: 70, name: 'Margherita' },
  { id: 71, name: 'Pepperoni' },
];
const SIZES = [{ id: 22, label: 'Size: Large' }];

const PAIR: ConsoleDeal = {
  id: 5,
  kind: 'deal',
  name: 'Pizza pair',
  description: '',
  image_id: null,
  price: 3490,
  on_main_menu: true,
  on_instore_menu: false,
  on_dinein_menu: false,
  components: [{ id: 50, name: 'Large pizzas', quantity: 2, attribute_value_ids: [22], choices: [{ restaurant_product_id: 70, upcharge: 0 }] }],
  version: 2,
  archived_at: null,
};

function serve(answer: (call: Call) => Response | undefined = () => undefined) {
  const calls: Call[] = [];
  stubFetch((url, init) => {
    const call = { method: init.method ?? 'GET', path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const taken = answer(call);
    if (taken) return taken;
    if (call.path === '/api/console/outlets/3/deals' && call.method === 'GET') return jsonResponse(200, { data: [PAIR] });
    if (call.path === '/api/console/outlets/3/deals' && call.method === 'POST') return jsonResponse(201, { data: { ...PAIR, id: 6 } });
    if (call.path === '/api/console/outlets/3/deals/5/archive') return jsonResponse(200, { data: { ...PAIR, archived_at: '2026-11-27T00:00:00.000Z' } });
    throw new Error(`Unexpected call: ${call.method} ${call.path}`);
  });
  return calls;
}

const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');
const photo = () => <p>Photo field</p>;

function renderManager() {
  return renderWithQuery(<DealsManager outletId={3} canEdit products={PRODUCTS} sizes={SIZES} photo={photo} />);
}

setUpConsoleEditorTests();

describe('an outlet’s deals', () => {
  it('creates a deal with its price and upcharges in cents, a slot’s size and products', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByRole('button', { name: 'New deal' }));
    const form = screen.getByRole('form', { name: 'New deal' });
    await user.type(within(form).getByLabelText('Deal name'), 'Family feast');
    await user.type(within(form).getByLabelText('Deal price'), '29.9');
    await user.click(within(form).getByLabelText('Dine-in'));
    await user.type(within(form).getByLabelText('Slot 1 name'), 'Large pizzas');
    await user.clear(within(form).getByLabelText('Slot 1 quantity'));
    await user.type(within(form).getByLabelText('Slot 1 quantity'), '2');
    await user.click(within(form).getByLabelText('Size: Large'));
    await user.click(within(form).getByLabelText('Margherita'));
    await user.click(within(form).getByLabelText('Pepperoni'));
    await user.clear(within(form).getByLabelText('Pepperoni upcharge'));
    await user.type(within(form).getByLabelText('Pepperoni upcharge'), '2');
    await user.click(within(form).getByRole('button', { name: 'Save deal' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toEqual({
      kind: 'deal',
      name: 'Family feast',
      description: '',
      image_id: null,
      price: 2990,
      on_main_menu: true,
      on_instore_menu: false,
      on_dinein_menu: true,
      components: [
        {
          name: 'Large pizzas',
          quantity: 2,
          attribute_value_ids: [22],
          choices: [
            { restaurant_product_id: 70, upcharge: 0 },
            { restaurant_product_id: 71, upcharge: 200 },
          ],
        },
      ],
    });
  });

  it('names what is not right beside its field and sends nothing', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByRole('button', { name: 'New deal' }));
    const form = screen.getByRole('form', { name: 'New deal' });
    await user.type(within(form).getByLabelText('Deal price'), 'ten');
    await user.click(within(form).getByRole('button', { name: 'Save deal' }));
    expect(within(form).getByText('Enter the deal’s name.')).toBeInTheDocument();
    expect(within(form).getByText('Enter an amount in dollars, e.g. 29.90.')).toBeInTheDocument();
    expect(within(form).getByText('Allow at least one product in each slot.')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
  });

  it('shows a 400 under the product it names, and a stale save’s reload', async () => {
    serve((call) => {
      if (call.method === 'PUT')
        return jsonResponse(400, {
          error: { code: 'bad_request', message: 'body.components.0.choices.0.restaurant_product_id: the outlet does not sell that product' },
        });
      return undefined;
    });
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByRole('button', { name: 'Edit Pizza pair' }));
    const form = screen.getByRole('form', { name: 'Edit Pizza pair' });
    expect(within(form).getByLabelText('Deal price')).toHaveValue('34.90');
    await user.click(within(form).getByRole('button', { name: 'Save deal' }));
    expect(await within(form).findByText('the outlet does not sell that product')).toBeInTheDocument();
    expect(within(form).getByLabelText('Margherita upcharge')).toHaveAttribute('aria-invalid', 'true');
  });

  it('on a 409 says someone else saved and offers a reload', async () => {
    serve((call) => (call.method === 'PUT' ? jsonResponse(409, { error: { code: 'stale_version', message: 'stale' } }) : undefined));
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByRole('button', { name: 'Edit Pizza pair' }));
    await user.click(within(screen.getByRole('form', { name: 'Edit Pizza pair' })).getByRole('button', { name: 'Save deal' }));
    expect(await screen.findByText(STALE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('archives a deal', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByRole('button', { name: 'Archive Pizza pair' }));
    await waitFor(() => expect(writes(calls)).toEqual([{ method: 'POST', path: '/api/console/outlets/3/deals/5/archive', body: undefined }]));
  });
});
