import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NormalCartItem } from '@crust/contract/cart-item-forms';
import { notify } from '@/components/ui/notify';
import { useDineInTableStore } from '@/lib/dine-in-table-store';
import { jsonResponse } from '@/testing/test-utils';
import { useCartStore } from '../cart-store';
import { withoutLine } from '../optimistic-cart';
import { cartFixture, GUEST_ID, margheritaLine, OUTLET_ID } from '../testing/cart-fixture';
import { callsOf, cartReads, serveCart } from '../testing/cart-server';
import { renderCartHook, resetCartState, signInAsGuest } from '../testing/render-cart';
import { useAddToCart, useReplaceCartItem } from './add-to-cart';
import { useCart } from './get-cart';

vi.mock('@/components/ui/notify', () => ({ notify: vi.fn() }));

const form: NormalCartItem = {
  restaurant_product_id: 1101,
  product_id: 101,
  quantity: 2,
  is_half_and_half: false,
  notes: 'Well done, please',
  modifiers: [{ modifier_id: 31, quantity: 2, configurations: [] }],
  configurations: [{ attribute_id: 1, attribute_value_id: 11, price_adjustment: 400 }],
};
const before = withoutLine(cartFixture, margheritaLine.id);

const renderAdd = () => renderCartHook(() => ({ view: useCart(), add: useAddToCart() }));

beforeEach(() => {
  resetCartState();
  useDineInTableStore.getState().clearTable();
  vi.mocked(notify).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('adding to the cart (spec §5, §7, §8)', () => {
  it('without a user id or a guest id, says it cannot and makes no call', async () => {
    const fetchMock = serveCart();
    const { result } = renderAdd();

    await expect(result.current.add(form)).resolves.toBe(false);
    expect(notify).toHaveBeenCalledExactlyOnceWith({ title: 'Error', message: 'Unable to add item to cart.', kind: 'error' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the outlet, the owner and the form, and shows the returned cart without a toast', async () => {
    signInAsGuest();
    const fetchMock = serveCart({ get: () => jsonResponse(200, { data: before }) });
    const { result } = renderAdd();
    await waitFor(() => expect(result.current.view.cart?.item_count).toBe(before.item_count));

    let added = false;
    await act(async () => {
      added = await result.current.add(form);
    });

    expect(added).toBe(true);
    expect(callsOf(fetchMock).find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/v2/cart',
      query: {},
      body: { restaurant_id: OUTLET_ID, guest_id: GUEST_ID, ...form },
    });
    expect(result.current.view.cart).toEqual(cartFixture);
    expect(cartReads(fetchMock)).toHaveLength(1);
    expect(notify).not.toHaveBeenCalled();
  });

  // Issue 17: a line remembers its menu; from the dine-in menu the add carries the diner's table.
  it('names the dine-in menu an item is added from, with the table the diner scanned', async () => {
    signInAsGuest();
    const fetchMock = serveCart();
    const { result } = renderCartHook(() => ({ fromTable: useAddToCart('dinein') }));
    await act(() => result.current.fromTable(form));
    useDineInTableStore.getState().setTable(7);
    await act(() => result.current.fromTable(form));
    const posted = callsOf(fetchMock).filter((call) => call.method === 'POST');
    expect(posted.map((call) => call.body)).toEqual([
      { restaurant_id: OUTLET_ID, guest_id: GUEST_ID, ...form, menu: 'dinein' },
      { restaurant_id: OUTLET_ID, guest_id: GUEST_ID, ...form, menu: 'dinein', table_number: 7 },
    ]);
  });

  it.each([
    ['not_available_for_method', 'Peroni is served only at a table in the restaurant: order from the dine-in menu at your table (scan the QR code on it).'],
    ['cart_full', 'Your cart holds 50 different items, as many as one order can: remove one to add another, or add more of one already in it.'],
  ])('on a %s refusal, says what the server says to do', async (code, message) => {
    signInAsGuest();
    serveCart({ add: () => jsonResponse(code === 'cart_full' ? 400 : 422, { error: { code, message } }) });
    const { result } = renderCartHook(() => useAddToCart('dinein'));
    await act(async () => {
      expect(await result.current(form)).toBe(false);
    });
    expect(notify).toHaveBeenCalledExactlyOnceWith({ title: 'Failed to add item', message, kind: 'error' });
  });

  it('with a coupon in play, refetches rather than showing the answer priced without it', async () => {
    signInAsGuest();
    useCartStore.getState().setCouponCode('SAVE10');
    const fetchMock = serveCart();
    const { result } = renderAdd();
    await waitFor(() => expect(result.current.view.cart).toBeDefined());

    await act(() => result.current.add(form));
    await waitFor(() => expect(cartReads(fetchMock)).toHaveLength(2));
    expect(cartReads(fetchMock)[1]?.query).toMatchObject({ coupon_code: 'SAVE10' });
  });

  it('on failure, says so and refetches the cart', async () => {
    signInAsGuest();
    const fetchMock = serveCart({ add: () => jsonResponse(500, { error: { code: 'internal_error', message: 'Internal error' } }) });
    const { result } = renderAdd();
    await waitFor(() => expect(result.current.view.cart).toBeDefined());

    let added = true;
    await act(async () => {
      added = await result.current.add(form);
    });

    expect(added).toBe(false);
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      title: 'Failed to add item',
      message: 'There was an error adding this item to your cart.',
      kind: 'error',
    });
    await waitFor(() => expect(cartReads(fetchMock)).toHaveLength(2));
  });
});

// Issue 18 point 13: a line edited in the builder replaces that line (an extra call beside the spec's five).
describe('replacing a cart line with its edit', () => {
  it('puts the edited form, with the outlet and the owner, to the line and shows the returned cart without a toast', async () => {
    signInAsGuest();
    const edited = { ...cartFixture, items: cartFixture.items.map((item) => (item.id === margheritaLine.id ? { ...item, price: item.price + 400 } : item)) };
    const fetchMock = serveCart({ replace: () => jsonResponse(200, { data: edited }) });
    const { result } = renderCartHook(() => ({ view: useCart(), replace: useReplaceCartItem(margheritaLine.id, 'main') }));
    await waitFor(() => expect(result.current.view.cart).toBeDefined());

    await act(async () => {
      expect(await result.current.replace(form)).toBe(true);
    });
    expect(callsOf(fetchMock).find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: `/api/v2/cart/items/${margheritaLine.id}`,
      query: {},
      body: { restaurant_id: OUTLET_ID, guest_id: GUEST_ID, ...form },
    });
    expect(result.current.view.cart).toEqual(edited);
    expect(notify).not.toHaveBeenCalled();
  });

  it('on a refusal, says why in the server’s words (a dish or a topping no longer available) and refetches', async () => {
    signInAsGuest();
    const fetchMock = serveCart({ replace: () => jsonResponse(400, { error: { code: 'bad_request', message: 'Mushrooms is out of stock.' } }) });
    const { result } = renderCartHook(() => ({ view: useCart(), replace: useReplaceCartItem(margheritaLine.id, 'main') }));
    await waitFor(() => expect(result.current.view.cart).toBeDefined());
    await act(async () => {
      expect(await result.current.replace(form)).toBe(false);
    });
    expect(notify).toHaveBeenCalledExactlyOnceWith({ title: 'Failed to update item', message: 'Mushrooms is out of stock.', kind: 'error' });
    await waitFor(() => expect(cartReads(fetchMock)).toHaveLength(2));
  });
});
