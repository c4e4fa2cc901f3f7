import type { OutletStock } from '@crust/contract/console-outlets';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/ui/toast';
import { useStaffSessionStore } from '@/lib/staff-session-store';
import { jsonResponse, renderWithQuery, stubFetch } from '@/testing/test-utils';
import { StockEditor } from './stock-editor';

// Issue 10: a manager finds an item by name and marks it sold out; the switch moves at once and goes
// back, with a toast, when the server refuses.

const OUTLET_ID = 3;
const STOCK_PATH = `/api/console/outlets/${OUTLET_ID}/stock`;

const stock: OutletStock = {
  products: [
    { id: 11, name: 'Margherita', category: 'Pizzas', in_stock: true },
    { id: 12, name: 'Garlic bread', category: 'Sides', in_stock: false },
  ],
  modifiers: [{ id: 21, name: 'Smoky BBQ', group: 'Dipping sauce', in_stock: true }],
};

/** A response the test sends when it chooses, to look at the screen while the call is in flight. */
function deferred() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((settle) => (resolve = settle));
  return { promise, resolve };
}

beforeEach(() => useStaffSessionStore.setState({ token: 'staff-token', staff: null, expiresAt: null }));
afterEach(() => vi.unstubAllGlobals());

const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('the stock page', () => {
  it('lists products and modifiers from the API and searches once typing settles', async () => {
    const searches: (string | null)[] = [];
    stubFetch((url) => {
      expect(url.pathname).toBe(STOCK_PATH);
      searches.push(url.searchParams.get('search'));
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      return jsonResponse(200, {
        data: { products: stock.products.filter((product) => product.name.toLowerCase().includes(search)), modifiers: search ? [] : stock.modifiers },
      });
    });
    const user = userEvent.setup();
    renderWithQuery(<StockEditor outletId={OUTLET_ID} />);

    expect(await screen.findByRole('switch', { name: /Margherita/ })).toBeChecked();
    expect(within(section('Products')).getByRole('switch', { name: /Garlic bread/ })).not.toBeChecked();
    expect(within(section('Modifiers')).getByRole('switch', { name: /Smoky BBQ/ })).toHaveAccessibleName(/Dipping sauce · In stock/);

    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'marg');
    await waitFor(() => expect(within(section('Products')).queryByRole('switch', { name: /Garlic bread/ })).not.toBeInTheDocument());
    // One call for the first list, one for the settled search: not one per key.
    expect(searches).toEqual([null, 'marg']);
    expect(within(section('Modifiers')).getByText('Nothing matches.')).toBeInTheDocument();
  });

  it('marks a product sold out before the server answers, and keeps it so when the server agrees', async () => {
    const answer = deferred();
    const bodies: unknown[] = [];
    stubFetch((url, init) => {
      if (init.method === 'PUT') {
        expect(url.pathname).toBe(`${STOCK_PATH}/products/11`);
        bodies.push(JSON.parse(String(init.body)));
        return answer.promise;
      }
      return jsonResponse(200, { data: stock });
    });
    const user = userEvent.setup();
    renderWithQuery(<StockEditor outletId={OUTLET_ID} />);

    const margherita = await screen.findByRole('switch', { name: /Margherita/ });
    await user.click(margherita);
    expect(margherita).not.toBeChecked();
    expect(margherita).toHaveAccessibleName(/Sold out/);
    expect(bodies).toEqual([{ in_stock: false }]);

    answer.resolve(jsonResponse(200, { data: { ...stock.products[0], in_stock: false } }));
    await waitFor(() => expect(screen.getByRole('switch', { name: /Margherita/ })).not.toBeChecked());
  });

  it('puts a modifier back and says so when the server refuses the change', async () => {
    const answer = deferred();
    stubFetch((url, init) => {
      if (init.method === 'PUT') {
        expect(url.pathname).toBe(`${STOCK_PATH}/modifiers/21`);
        return answer.promise;
      }
      return jsonResponse(200, { data: stock });
    });
    const user = userEvent.setup();
    renderWithQuery(
      <>
        <StockEditor outletId={OUTLET_ID} />
        <AppToaster />
      </>,
    );

    const sauce = await screen.findByRole('switch', { name: /Smoky BBQ/ });
    await user.click(sauce);
    expect(sauce).not.toBeChecked();

    answer.resolve(jsonResponse(403, { error: { code: 'forbidden', message: 'Only managers of this outlet may do that' } }));
    expect(await screen.findByText('Smoky BBQ was not changed')).toBeInTheDocument();
    expect(screen.getByText('Only managers of this outlet may do that')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Smoky BBQ/ })).toBeChecked();
  });
});
