import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/components/ui/notify';
import { jsonResponse } from '@/testing/test-utils';
import { useCartStore } from '../cart-store';
import { EMPTY_CART } from '@crust/contract/empty-cart';
import { cartFixture, GUEST_ID } from '../testing/cart-fixture';
import { callsOf, cartReads, gate, serveCart } from '../testing/cart-server';
import { renderLoadedCart, resetCartState, signInAsGuest } from '../testing/render-cart';
import { useClearCart } from './clear-cart';

vi.mock('@/components/ui/notify', () => ({ notify: vi.fn() }));

const renderLoaded = () => renderLoadedCart(() => ({ clear: useClearCart() }));

beforeEach(() => {
  resetCartState();
  signInAsGuest();
  useCartStore.getState().setCouponCode('SAVE10');
  vi.mocked(notify).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('clearing the cart (spec §4)', () => {
  it("empties it at once, then resets the coupon and says 'Cart cleared'", async () => {
    const held = gate();
    const fetchMock = serveCart({ clear: (_url, _body, standard) => held.hold(standard) });
    const { result } = await renderLoaded();

    act(() => result.current.clear());
    await waitFor(() => expect(result.current.view.cart).toEqual(EMPTY_CART));
    // The coupon stays in the key until the server has emptied the cart: re-keying earlier would refetch the old lines.
    expect(useCartStore.getState().couponCode).toBe('SAVE10');
    expect(callsOf(fetchMock).at(-1)).toMatchObject({ method: 'DELETE', path: '/api/v2/cart/clear', body: { guest_id: GUEST_ID } });

    held.open();
    await waitFor(() => expect(useCartStore.getState().couponCode).toBeNull());
    expect(notify).toHaveBeenCalledExactlyOnceWith({ title: 'Cart cleared', kind: 'success' });
    await waitFor(() => expect(cartReads(fetchMock).at(-1)?.query).toEqual({ guest_id: String(GUEST_ID) }));
    expect(result.current.view.cart).toEqual(EMPTY_CART);
  });

  it('on failure, brings the lines back, keeps the coupon and refetches', async () => {
    const fetchMock = serveCart({ clear: () => jsonResponse(500, { error: { code: 'internal_error', message: 'Internal error' } }) });
    const { result } = await renderLoaded();

    act(() => result.current.clear());
    await waitFor(() => expect(notify).toHaveBeenCalledExactlyOnceWith({ title: 'Error', message: 'Failed to clear cart.', kind: 'error' }));
    expect(result.current.view.cart).toEqual(cartFixture);
    expect(useCartStore.getState().couponCode).toBe('SAVE10');
    await waitFor(() => expect(cartReads(fetchMock)).toHaveLength(2));
  });
});
