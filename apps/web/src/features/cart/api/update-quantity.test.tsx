import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@crust/contract/cart';
import { notify } from '@/components/ui/notify';
import { jsonResponse } from '@/testing/test-utils';
import { cartFixture, halfAndHalfLine, margheritaLine } from '../testing/cart-fixture';
import { callsOf, cartReads, gate, serveCart } from '../testing/cart-server';
import { renderLoadedCart, resetCartState, signInAsGuest } from '../testing/render-cart';
import { useUpdateQuantity } from './update-quantity';

vi.mock('@/components/ui/notify', () => ({ notify: vi.fn() }));

const quantityOf = (cart: Cart | undefined, lineId: number) => cart?.items.find((item) => item.id === lineId)?.quantity;

const renderLoaded = () => renderLoadedCart(() => ({ update: useUpdateQuantity() }));

beforeEach(() => {
  resetCartState();
  signInAsGuest();
  vi.mocked(notify).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('changing a quantity (spec §4: optimistic, refetched afterwards)', () => {
  it('shows the new quantity and totals at once, then the server cart after a refetch', async () => {
    const held = gate();
    const fetchMock = serveCart({ update: (_url, _body, standard) => held.hold(standard) });
    const { result } = await renderLoaded();

    act(() => result.current.update(margheritaLine, 3));
    await waitFor(() => expect(quantityOf(result.current.view.cart, margheritaLine.id)).toBe(3));
    expect(result.current.view.cart).toMatchObject({ item_count: cartFixture.item_count + 1, total: cartFixture.total + 2650 });
    expect(callsOf(fetchMock).at(-1)).toMatchObject({ method: 'PUT', path: '/api/cart/update-cart', body: { cart_id: margheritaLine.id, quantity: 3 } });

    held.open();
    await waitFor(() => expect(cartReads(fetchMock)).toHaveLength(2));
    expect(quantityOf(result.current.view.cart, margheritaLine.id)).toBe(3);
    expect(notify).not.toHaveBeenCalled();
  });

  it('on failure, rolls back, says so and refetches', async () => {
    const held = gate();
    const failure = () => jsonResponse(500, { error: { code: 'internal_error', message: 'Internal error' } });
    const fetchMock = serveCart({ update: () => held.hold(failure) });
    const { result } = await renderLoaded();

    act(() => result.current.update(margheritaLine, 3));
    await waitFor(() => expect(quantityOf(result.current.view.cart, margheritaLine.id)).toBe(3));
    held.open();

    await waitFor(() => expect(quantityOf(result.current.view.cart, margheritaLine.id)).toBe(2));
    expect(notify).toHaveBeenCalledExactlyOnceWith({ title: 'Failed to update quantity.', kind: 'error' });
    await waitFor(() => expect(cartReads(fetchMock)).toHaveLength(2));
    expect(result.current.view.cart).toEqual(cartFixture);
    expect(console.error).toHaveBeenCalledWith('Failed to update cart quantity', expect.anything());
  });

  it('decreasing a line at 1 removes it instead', async () => {
    const fetchMock = serveCart();
    const { result } = await renderLoaded();

    act(() => result.current.update(halfAndHalfLine, 0));
    await waitFor(() => expect(quantityOf(result.current.view.cart, halfAndHalfLine.id)).toBeUndefined());
    expect(callsOf(fetchMock).filter((call) => call.method !== 'GET')).toEqual([
      { method: 'DELETE', path: `/api/v2/cart/${halfAndHalfLine.id}`, query: {}, body: undefined },
    ]);
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ title: 'Removed from cart', message: halfAndHalfLine.name, kind: 'success' }));
  });

  it('sends quick taps one at a time, in order, and refetches once after the last', async () => {
    const fetchMock = serveCart();
    const { result } = await renderLoaded();

    act(() => {
      result.current.update(margheritaLine, 3);
      result.current.update(margheritaLine, 4);
    });
    await waitFor(() => expect(quantityOf(result.current.view.cart, margheritaLine.id)).toBe(4));
    await waitFor(() => expect(cartReads(fetchMock)).toHaveLength(2));
    expect(
      callsOf(fetchMock)
        .filter((call) => call.method === 'PUT')
        .map((call) => call.body),
    ).toEqual([
      { cart_id: margheritaLine.id, quantity: 3 },
      { cart_id: margheritaLine.id, quantity: 4 },
    ]);
    expect(quantityOf(result.current.view.cart, margheritaLine.id)).toBe(4);
  });
});
