import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdentityStore } from '@/lib/identity-store';
import { jsonResponse } from '@/testing/test-utils';
import { useCartStore } from '../cart-store';
import { EMPTY_CART } from '@crust/contract/empty-cart';
import { cartFixture, GUEST_ID } from '../testing/cart-fixture';
import { cartReads, serveCart } from '../testing/cart-server';
import { renderCartHook, resetCartState, signInAsGuest } from '../testing/render-cart';
import { useCart } from './get-cart';

beforeEach(() => {
  resetCartState();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the cart query (spec §4, §7, §9)', () => {
  it('is keyed by owner, coupon code and cash on delivery, and never cached', async () => {
    signInAsGuest();
    const fetchMock = serveCart();
    const { queryClient, result, unmount } = renderCartHook(useCart);

    await waitFor(() => expect(result.current.cart).toEqual(cartFixture));
    const [query] = queryClient.getQueryCache().findAll({ queryKey: ['cart'] });
    expect(query?.queryKey).toEqual(['cart', `guest:${GUEST_ID}`, null, false]);
    expect(query?.options).toMatchObject({ staleTime: 0, gcTime: 0 });

    // Nothing is kept once no component shows the cart, and the next one asks again.
    unmount();
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: ['cart'] })).toHaveLength(0));
    renderCartHook(useCart);
    await waitFor(() => expect(cartReads(fetchMock)).toHaveLength(2));
  });

  it('sends the user id over the guest id, the coupon code, and is_cash_on_delivery_opt=1', async () => {
    signInAsGuest();
    useIdentityStore.getState().setAuth({ id: 3, name: 'Ada', email: 'ada@example.com', phone_no: '', email_verified: true }, 'u'.repeat(43));
    const fetchMock = serveCart();
    const { result } = renderCartHook(useCart);
    await waitFor(() => expect(result.current.cart).toBeDefined());
    expect(cartReads(fetchMock)[0]?.query).toEqual({ user_id: '3' });

    act(() => {
      useCartStore.getState().setCouponCode('SAVE10');
      useCartStore.getState().setCashOnDelivery(true);
    });
    await waitFor(() => expect(cartReads(fetchMock).at(-1)?.query).toEqual({ user_id: '3', coupon_code: 'SAVE10', is_cash_on_delivery_opt: '1' }));
  });

  it('with neither a user id nor a guest id, makes no call and shows an empty cart with total 0', () => {
    const fetchMock = serveCart();
    const { result } = renderCartHook(useCart);
    expect(result.current.cart).toEqual(EMPTY_CART);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a stored code the server no longer accepts is dropped, with its reason, and the cart loads without it', async () => {
    signInAsGuest();
    useCartStore.getState().setCouponCode('SPRING');
    const fetchMock = serveCart({
      get: (url) =>
        url.searchParams.has('coupon_code')
          ? jsonResponse(400, { error: { code: 'invalid_coupon', message: 'This coupon has expired' } })
          : jsonResponse(200, { data: cartFixture }),
    });
    const { result } = renderCartHook(useCart);

    await waitFor(() => expect(result.current.cart).toEqual(cartFixture));
    expect(useCartStore.getState()).toMatchObject({ couponCode: null, couponNotice: 'This coupon has expired' });
    expect(cartReads(fetchMock).map((call) => call.query.coupon_code)).toEqual(['SPRING', undefined]);
  });
});
