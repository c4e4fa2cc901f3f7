import type { OutletMenuItem, SaveOutletMenuItemRequest } from '@crust/contract/console-outlet-menu';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUpConsoleEditorTests } from '@/testing/console-test-setup';
import { jsonResponse, renderWithQuery, stubFetch } from '@/testing/test-utils';
import { STALE_MESSAGE } from '@/components/ui/stale-notice';
import { OutletMenuItems } from './outlet-menu-items';

// Issue 19: an outlet's products by category, each row saved on its own over its version: prices
// typed in dollars go as cents, blank prices are the house's, a 409 offers a reload and a 400 shows
// its message under the field it names.

type Call = { method: string; path: string; body: unknown };

const item = (overrides: Partial<OutletMenuItem> = {}): OutletMenuItem => ({
  product_id: 7,
  restaurant_product_id: 70,
  name: 'Margherita',
  category_id: 2,
  category: 'Pizzas',
  sold: true,
  on_main_menu: true,
  on_instore_menu: true,
  on_dinein_menu: false,
  house_prices: { price: 1800, online_price: 1700, instore_price: null, dinein_price: null },
  price_override: null,
  in_stock: true,
  version: 3,
  ...overrides,
});

const ITEMS = [
  item(),
  item({
    product_id: 8,
    restaurant_product_id: null,
    name: 'Garlic bread',
    category_id: 5,
    category: 'Sides',
    sold: false,
    on_main_menu: false,
    on_instore_menu: false,
    version: 0,
  }),
];

function serve(answer: (call: Call) => Response | undefined = () => undefined) {
  const calls: Call[] = [];
  let items = ITEMS;
  stubFetch((url, init) => {
    const call = { method: init.method ?? 'GET', path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const taken = answer(call);
    if (taken) return taken;
    if (call.path === '/api/console/outlets/3/menu-items') return jsonResponse(200, { data: items });
    const saved = /^\/api\/console\/outlets\/3\/menu-items\/(\d+)$/.exec(call.path);
    if (saved && call.method === 'PUT') {
      const { version, ...fields } = call.body as SaveOutletMenuItemRequest;
      const before = items.find((candidate) => candidate.product_id === Number(saved[1]))!;
      const after = { ...before, ...fields, version: version + 1 };
      items = items.map((candidate) => (candidate === before ? after : candidate));
      return jsonResponse(200, { data: after });
    }
    throw new Error(`Unexpected call: ${call.method} ${call.path}`);
  });
  return calls;
}

const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');

setUpConsoleEditorTests();

describe('an outlet’s menu', () => {
  it('lists the products by category with their house prices', async () => {
    serve();
    renderWithQuery(<OutletMenuItems outletId={3} canEdit />);
    const pizzas = await screen.findByRole('region', { name: 'Pizzas' });
    const margherita = within(pizzas).getByRole('form', { name: 'Margherita' });
    expect(margherita).toHaveTextContent('House price $18.00 (online $17.00)');
    expect(within(margherita).getByLabelText('Sold here')).toBeChecked();
    expect(within(margherita).getByLabelText('Dine-in')).not.toBeChecked();
    const garlic = within(screen.getByRole('region', { name: 'Sides' })).getByRole('form', { name: 'Garlic bread' });
    expect(within(garlic).getByLabelText('Sold here')).not.toBeChecked();
    // Menus mean nothing for a product not sold here.
    expect(within(garlic).getByLabelText('Main')).toBeDisabled();
  });

  it('saves the outlet’s own prices typed in dollars as cents, over the version read', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderWithQuery(<OutletMenuItems outletId={3} canEdit />);
    const row = await screen.findByRole('form', { name: 'Margherita' });
    await user.type(within(row).getByLabelText('Outlet price'), '19.5');
    await user.type(within(row).getByLabelText('Outlet online price'), '$18.95');
    await user.click(within(row).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toEqual({
      method: 'PUT',
      path: '/api/console/outlets/3/menu-items/7',
      body: { sold: true, on_main_menu: true, on_instore_menu: true, on_dinein_menu: false, price_override: { price: 1950, online_price: 1895 }, version: 3 },
    });
    // The row starts again from what was saved (its new version).
    const saved = await screen.findByRole('form', { name: 'Margherita' });
    await waitFor(() => expect(within(saved).getByLabelText('Outlet price')).toHaveValue('19.50'));
  });

  it('goes back to the house prices with "Use house prices"', async () => {
    const calls = serve((call) =>
      call.method === 'GET' ? jsonResponse(200, { data: [item({ price_override: { price: 1950, online_price: null } })] }) : undefined,
    );
    const user = userEvent.setup();
    renderWithQuery(<OutletMenuItems outletId={3} canEdit />);
    const row = await screen.findByRole('form', { name: 'Margherita' });
    expect(within(row).getByLabelText('Outlet price')).toHaveValue('19.50');
    await user.click(within(row).getByRole('button', { name: 'Use house prices' }));
    expect(within(row).getByLabelText('Outlet price')).toHaveValue('');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toMatchObject({ price_override: null });
  });

  it('names a price that is not an amount beside it and sends nothing', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderWithQuery(<OutletMenuItems outletId={3} canEdit />);
    const row = await screen.findByRole('form', { name: 'Margherita' });
    await user.type(within(row).getByLabelText('Outlet online price'), '12.345');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(within(row).getByLabelText('Outlet online price')).toHaveAttribute('aria-invalid', 'true');
    expect(within(row).getByText('Enter an amount in dollars, e.g. 11.90.')).toBeInTheDocument();
    // An online price alone needs the outlet's price too.
    expect(within(row).getByLabelText('Outlet price')).toHaveAttribute('aria-invalid', 'true');
    expect(puts(calls)).toHaveLength(0);
  });

  it('shows the server’s 400 under the field it names', async () => {
    serve((call) =>
      call.method === 'PUT'
        ? jsonResponse(400, { error: { code: 'bad_request', message: 'body.price_override.online_price: Too big: expected number to be <=1000000' } })
        : undefined,
    );
    const user = userEvent.setup();
    renderWithQuery(<OutletMenuItems outletId={3} canEdit />);
    const row = await screen.findByRole('form', { name: 'Margherita' });
    await user.type(within(row).getByLabelText('Outlet price'), '20');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('Too big: expected number to be <=1000000')).toBeInTheDocument();
    expect(within(row).getByLabelText('Outlet online price')).toHaveAttribute('aria-invalid', 'true');
  });

  it('on a 409 says someone else saved and reloads their version', async () => {
    let conflicted = false;
    const calls = serve((call) => {
      if (call.method === 'PUT' && !conflicted) {
        conflicted = true;
        return jsonResponse(409, { error: { code: 'stale_version', message: 'Someone saved Margherita at this outlet a moment ago' } });
      }
      if (call.method === 'GET' && conflicted) return jsonResponse(200, { data: [item({ version: 4, price_override: { price: 2100, online_price: null } })] });
      return undefined;
    });
    const user = userEvent.setup();
    renderWithQuery(<OutletMenuItems outletId={3} canEdit />);
    const row = await screen.findByRole('form', { name: 'Margherita' });
    await user.type(within(row).getByLabelText('Outlet price'), '20');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText(STALE_MESSAGE)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Reload' }));
    const reloaded = await screen.findByRole('form', { name: 'Margherita' });
    await waitFor(() => expect(within(reloaded).getByLabelText('Outlet price')).toHaveValue('21.00'));
    expect(screen.queryByText(STALE_MESSAGE)).not.toBeInTheDocument();
    expect(puts(calls)).toHaveLength(1);
  });

  it('lets crew read the rows without changing them', async () => {
    serve();
    renderWithQuery(<OutletMenuItems outletId={3} canEdit={false} />);
    const row = await screen.findByRole('form', { name: 'Margherita' });
    expect(within(row).getByLabelText('Sold here')).toBeDisabled();
    expect(within(row).getByLabelText('Outlet price')).toBeDisabled();
    expect(within(row).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
