import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/components/ui/notify';
import { jsonResponse } from '@/testing/test-utils';
import { useCartStore } from '../cart-store';
import { EMPTY_CART } from '@crust/contract/empty-cart';
import { cartFixture, cartWithWithdrawnLine } from '../testing/cart-fixture';
import { callsOf, cartReads, serveCart } from '../testing/cart-server';
import { renderCart, resetCartState, signInAsGuest } from '../testing/render-cart';
import { CartDrawer } from './cart-drawer';

vi.mock('@/components/ui/notify', () => ({ notify: vi.fn() }));

const line = (name: string) => screen.getByRole('article', { name });
const row = (term: string) => screen.getByText(term, { selector: 'dt' }).parentElement;

async function openDrawer() {
  useCartStore.getState().openDrawer();
  renderCart(<CartDrawer />);
  await screen.findByRole('list', { name: 'Items in your cart' });
  return screen.getByRole('dialog', { name: 'Your cart' });
}

beforeEach(() => {
  resetCartState();
  signInAsGuest();
  vi.mocked(notify).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cart drawer', () => {
  it('shows each line with its choices: size and crust, extras, notes, halves and deal parts', async () => {
    serveCart();
    await openDrawer();

    const margherita = line('Margherita');
    expect(within(margherita).getByText('Large · Thin crust')).toBeInTheDocument();
    expect(within(margherita).getByText('Extra cheese × 2')).toBeInTheDocument();
    expect(within(margherita).getByText('“Well done, please”')).toHaveClass('italic');

    const halves = within(line('Half & Half')).getAllByRole('listitem');
    expect(halves.map((half) => half.textContent)).toEqual(['Left: Margherita + Extra cheese', 'Right: Supreme']);

    const parts = within(line('Family Feast')).getAllByRole('listitem');
    expect(parts.map((part) => part.textContent)).toEqual(['Pizza: Pepperoni × 2', 'Side: Garlic Bread × 1', 'Drink: Lemonade 1.25L × 1 (+$1.50)']);
  });

  it('shows discounts: the struck original price, the coupon and automatic badges, and a free line without controls', async () => {
    serveCart();
    await openDrawer();

    const half = line('Half & Half');
    expect(within(half).getByText('$24.00').tagName).toBe('DEL');
    expect(within(half).getByText('$21.60')).toBeInTheDocument();
    expect(within(half).getByText('Coupon SAVE10')).toBeInTheDocument();
    // Issue 18 point 12: an automatic discount names the offer that gave it.
    expect(within(line('Family Feast')).getByText('Weekend deal: $2 off any feast')).toBeInTheDocument();
    expect(within(line('Margherita')).queryByRole('deletion')).not.toBeInTheDocument();

    const free = line('Garlic Bread');
    expect(within(free).getByText('Free')).toBeInTheDocument();
    expect(within(free).getByText('Free garlic bread with any 2 pizzas')).toBeInTheDocument();
    expect(within(free).getByText('Quantity: 1')).toBeInTheDocument();
    expect(within(free).queryByRole('button')).not.toBeInTheDocument();
  });

  // Issue 17: a dish served only at a table (a licensed drink) says so, so a diner ordering to take away knows what to remove.
  it('marks a line served only at a table', async () => {
    const margherita = cartFixture.items.find((item) => item.name === 'Margherita')!;
    serveCart({}, { ...cartFixture, items: cartFixture.items.map((item) => (item === margherita ? { ...item, menu: 'dinein', dine_in_only: true } : item)) });
    await openDrawer();
    expect(within(line('Margherita')).getByText('Served at your table only')).toBeInTheDocument();
    expect(within(line('Family Feast')).queryByText('Served at your table only')).not.toBeInTheDocument();
  });

  // Issue 19: the diner sees a dish that left the menu, why, and removes it; it is never charged.
  it('shows a line no longer on the menu with its reason and Remove alone: no price, quantity or Edit, and the totals without it', async () => {
    const fetchMock = serveCart({}, cartWithWithdrawnLine);
    useCartStore.getState().openDrawer();
    renderCart(<CartDrawer onEditItem={vi.fn()} />);
    await screen.findByRole('list', { name: 'Items in your cart' });

    const knots = line('Garlic Knots');
    expect(knots).toHaveAccessibleDescription('No longer on the menu');
    expect(within(knots).queryByText(/\$/)).not.toBeInTheDocument();
    expect(within(knots).queryByRole('group')).not.toBeInTheDocument();
    expect(
      within(knots)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Remove Garlic Knots']);
    // Greyed: its picture faded, like a dish out of reach.
    expect(knots.querySelector('img')).toHaveClass('grayscale');
    expect(row('Total before delivery (incl. GST)')).toHaveTextContent('$112.50');

    await userEvent.click(within(knots).getByRole('button', { name: 'Remove Garlic Knots' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Garlic Knots' })).not.toBeInTheDocument());
    expect(
      callsOf(fetchMock)
        .filter((call) => call.method === 'DELETE')
        .map((call) => call.path),
    ).toEqual(['/api/v2/cart/509']);
    expect(row('Total before delivery (incl. GST)')).toHaveTextContent('$112.50');
  });

  // Issue 18 point 12: each discount named as its offer, and one total, labelled for what it includes.
  it('shows the figures the server priced: the items, each offer by name, and one total before delivery', async () => {
    serveCart();
    await openDrawer();

    const totals = screen.getByLabelText('Cart totals');
    expect([...totals.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Items',
      'Free garlic bread with any 2 pizzas',
      'Weekend deal: $2 off any feast',
      'SAVE10: 10% off orders of $25 or more',
      'GST included',
      'Total before delivery (incl. GST)',
    ]);
    expect(row('Items')).toHaveTextContent('$116.90');
    expect(row('Free garlic bread with any 2 pizzas')).toHaveTextContent('Free item');
    expect(row('Weekend deal: $2 off any feast')).toHaveTextContent('-$2.00');
    expect(row('SAVE10: 10% off orders of $25 or more')).toHaveTextContent('-$2.40');
    expect(row('GST included')).toHaveTextContent('$10.23');
    expect(row('Total before delivery (incl. GST)')).toHaveTextContent('$112.50');
    // One total: nothing else on the sheet is called a total or a subtotal.
    expect(screen.queryAllByText(/total/i, { selector: 'dt' })).toHaveLength(1);
  });

  it('shows no items’ sum without discounts, the total being that sum', async () => {
    serveCart({}, { ...cartFixture, discount_total: 0, discounts: [] });
    await openDrawer();
    expect(screen.queryByText('Items', { selector: 'dt' })).not.toBeInTheDocument();
    expect(row('Total before delivery (incl. GST)')).toBeInTheDocument();
  });

  it('says what more to spend for free delivery when the server says it is close', async () => {
    serveCart({}, { ...cartFixture, spend_for_free_delivery: 501 });
    await openDrawer();
    expect(screen.getByText('Spend $5.01 more for free delivery')).toBeInTheDocument();
  });

  it('says nothing of free delivery when the server does not', async () => {
    serveCart();
    await openDrawer();
    expect(screen.queryByText(/for free delivery/)).not.toBeInTheDocument();
  });

  it('steps a quantity up, and at 1 the minus button removes the line', async () => {
    const fetchMock = serveCart();
    await openDrawer();

    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Margherita' }));
    expect(within(screen.getByRole('group', { name: 'Quantity of Margherita' })).getByText('3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Half & Half' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Half & Half' })).not.toBeInTheDocument());

    const writes = callsOf(fetchMock).filter((call) => call.method !== 'GET');
    expect(writes.map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /api/cart/update-cart', 'DELETE /api/v2/cart/502']);
  });

  it('removes a line with its Remove button', async () => {
    serveCart();
    await openDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Family Feast' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Family Feast' })).not.toBeInTheDocument());
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ title: 'Removed from cart', message: 'Family Feast', kind: 'success' }));
  });

  it('applies a coupon, shows why one is refused next to the field, and removes an applied one', async () => {
    serveCart({
      get: (url, _body, standard) => {
        const code = url.searchParams.get('coupon_code');
        if (code === 'OLD20') return jsonResponse(400, { error: { code: 'invalid_coupon', message: 'This coupon has expired' } });
        return code ? jsonResponse(200, { data: { ...cartFixture, coupon_code: code.toUpperCase() } }) : standard();
      },
    });
    await openDrawer();
    const field = screen.getByRole('textbox', { name: 'Coupon code' });

    await userEvent.type(field, 'OLD20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This coupon has expired');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('This coupon has expired');

    await userEvent.clear(field);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(field, 'save10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('SAVE10')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Coupon' })).toHaveTextContent('Coupon SAVE10 applied');

    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon SAVE10' }));
    expect(await screen.findByRole('textbox', { name: 'Coupon code' })).toHaveValue('');
    expect(useCartStore.getState().couponCode).toBeNull();
  });

  it('says why a stored coupon no longer applies, under the code', async () => {
    useCartStore.getState().setCouponCode('BIG50');
    serveCart({}, { ...cartFixture, coupon_code: null, error: 'Spend $50.00 or more to use this coupon' });
    await openDrawer();
    const coupon = screen.getByRole('region', { name: 'Coupon' });
    expect(coupon).toHaveTextContent('Coupon BIG50 not applied');
    expect(within(coupon).getByRole('alert')).toHaveTextContent('Spend $50.00 or more to use this coupon');
  });

  it('says why a stored code was dropped until the diner types another', async () => {
    useCartStore.getState().dropCoupon('This coupon has expired');
    serveCart();
    await openDrawer();
    expect(screen.getByRole('alert')).toHaveTextContent('This coupon has expired');
    await userEvent.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'W');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('paying cash on delivery asks for the cart priced that way', async () => {
    const fetchMock = serveCart();
    await openDrawer();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pay cash on delivery' }));
    await waitFor(() => expect(cartReads(fetchMock).at(-1)?.query).toMatchObject({ is_cash_on_delivery_opt: '1' }));
    expect(screen.getByRole('checkbox', { name: 'Pay cash on delivery' })).toBeChecked();
  });

  it("clears the cart with 'Clear cart' and then shows the empty state", async () => {
    serveCart();
    await openDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ title: 'Cart cleared', kind: 'success' }));
  });

  it('Checkout links to /checkout and closes the drawer', async () => {
    serveCart();
    await openDrawer();
    const checkout = screen.getByRole('link', { name: 'Checkout' });
    expect(checkout).toHaveAttribute('href', '/checkout');
    await userEvent.click(checkout);
    expect(useCartStore.getState().isDrawerOpen).toBe(false);
  });

  it('an empty cart says so and links to the menu', async () => {
    serveCart({}, EMPTY_CART);
    useCartStore.getState().openDrawer();
    renderCart(<CartDrawer />);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', '/menu');
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    serveCart();
    await openDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Close cart' }));
    expect(useCartStore.getState().isDrawerOpen).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers to retry when the cart cannot be loaded', async () => {
    let fail = true;
    serveCart({ get: (_url, _body, standard) => (fail ? jsonResponse(500, { error: { code: 'internal_error', message: 'Internal error' } }) : standard()) });
    useCartStore.getState().openDrawer();
    renderCart(<CartDrawer />);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your cart.");
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Items in your cart' })).toBeInTheDocument();
  });

  // Issue 18 point 13: each line the diner chose can be reopened in the builder; the sheet gives way to it.
  it('offers Edit on each line the diner chose (not on a free one): it hands the line over and closes the sheet', async () => {
    serveCart();
    const onEditItem = vi.fn();
    useCartStore.getState().openDrawer();
    renderCart(<CartDrawer onEditItem={onEditItem} />);
    await screen.findByRole('list', { name: 'Items in your cart' });
    const paid = cartFixture.items.filter((item) => !item.is_free);
    expect(screen.getAllByRole('button', { name: /^Edit / }).map((button) => button.getAttribute('aria-label'))).toEqual(
      paid.map((item) => `Edit ${item.name}`),
    );
    await userEvent.setup().click(within(line('Margherita')).getByRole('button', { name: 'Edit Margherita' }));
    expect(onEditItem).toHaveBeenCalledExactlyOnceWith(cartFixture.items.find((item) => item.name === 'Margherita'));
    expect(useCartStore.getState().isDrawerOpen).toBe(false);
  });

  it('without an editor (no onEditItem) shows no Edit', async () => {
    serveCart();
    await openDrawer();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });
});
