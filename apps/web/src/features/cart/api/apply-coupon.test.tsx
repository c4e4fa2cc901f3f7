import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/test-utils';
import { useCartStore } from '../cart-store';
import { cartFixture } from '../testing/cart-fixture';
import { cartReads, serveCart } from '../testing/cart-server';
import { renderCartHook, resetCartState, signInAsGuest } from '../testing/render-cart';
import { useApplyCoupon, useRemoveCoupon } from './apply-coupon';
import { useCart } from './get-cart';

const withoutCoupon = { ...cartFixture, coupon_code: null, total: cartFixture.total + 240 };
const withCoupon = { ...cartFixture, coupon_code: 'SAVE10' };

async function renderLoaded() {
  const rendered = renderCartHook(() => ({ view: useCart(), coupon: useApplyCoupon(), removeCoupon: useRemoveCoupon() }));
  await waitFor(() => expect(rendered.result.current.view.cart).toBeDefined());
  return rendered;
}

const couponAnswer = (status: number, body: unknown) => (url: URL) =>
  url.searchParams.has('coupon_code') ? jsonResponse(status, body) : jsonResponse(200, { data: withoutCoupon });

beforeEach(() => {
  resetCartState();
  signInAsGuest();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('coupons (spec §4, §5)', () => {
  it('applying stores the code as the server reads it and shows the returned cart', async () => {
    const fetchMock = serveCart({ get: couponAnswer(200, { data: withCoupon }) });
    const { result } = await renderLoaded();

    act(() => result.current.coupon.apply('  save10 '));
    await waitFor(() => expect(useCartStore.getState().couponCode).toBe('SAVE10'));
    expect(cartReads(fetchMock)[1]?.query).toEqual({ guest_id: '1234567', coupon_code: 'save10' });
    expect(result.current.view.cart).toEqual(withCoupon);
    expect(result.current.coupon.errorMessage).toBeNull();
  });

  it("an unknown code (HTTP 400) shows the server's message and stores nothing", async () => {
    serveCart({ get: couponAnswer(400, { error: { code: 'invalid_coupon', message: 'This coupon has expired' } }) });
    const { result } = await renderLoaded();

    act(() => result.current.coupon.apply('OLD20'));
    await waitFor(() => expect(result.current.coupon.errorMessage).toBe('This coupon has expired'));
    expect(useCartStore.getState().couponCode).toBeNull();
    expect(result.current.view.cart).toEqual(withoutCoupon);
  });

  it("a 400 without a message says 'Invalid coupon code'", async () => {
    serveCart({ get: couponAnswer(400, {}) });
    const { result } = await renderLoaded();

    act(() => result.current.coupon.apply('NOPE'));
    await waitFor(() => expect(result.current.coupon.errorMessage).toBe('Invalid coupon code'));
  });

  it('a known code whose condition is not met shows data.error and keeps the cart as it was', async () => {
    const rejected = { ...withoutCoupon, error: 'Spend $50.00 or more to use this coupon' };
    const fetchMock = serveCart({ get: couponAnswer(200, { data: rejected }) });
    const { result } = await renderLoaded();

    act(() => result.current.coupon.apply('BIG50'));
    await waitFor(() => expect(result.current.coupon.errorMessage).toBe('Spend $50.00 or more to use this coupon'));
    expect(useCartStore.getState().couponCode).toBeNull();
    expect(result.current.view.cart?.items).toEqual(withoutCoupon.items);
    expect(cartReads(fetchMock)).toHaveLength(2);
  });

  it('a code for cash on delivery entered before cash is chosen is kept, and applies once the diner pays cash (issue 18 point 10)', async () => {
    const cashOnly = { ...withoutCoupon, error: 'This coupon applies to cash on delivery orders only', coupon_payment: 'cash_on_delivery' as const };
    const withCash = { ...cartFixture, coupon_code: 'CASH5' };
    const fetchMock = serveCart({
      get: (url) =>
        !url.searchParams.has('coupon_code')
          ? jsonResponse(200, { data: withoutCoupon })
          : jsonResponse(200, { data: url.searchParams.get('is_cash_on_delivery_opt') === '1' ? withCash : cashOnly }),
    });
    const { result } = await renderLoaded();

    act(() => result.current.coupon.apply(' cash5 '));
    await waitFor(() => expect(useCartStore.getState().couponCode).toBe('CASH5'));
    expect(result.current.view.cart).toEqual(cashOnly);

    act(() => useCartStore.getState().setCashOnDelivery(true));
    await waitFor(() => expect(result.current.view.cart).toEqual(withCash));
    expect(cartReads(fetchMock).at(-1)?.query).toEqual({ guest_id: '1234567', coupon_code: 'CASH5', is_cash_on_delivery_opt: '1' });
  });

  it('removing the coupon refetches the cart without a code', async () => {
    useCartStore.getState().setCouponCode('SAVE10');
    const fetchMock = serveCart({ get: couponAnswer(200, { data: withCoupon }) });
    const { result } = await renderLoaded();
    expect(cartReads(fetchMock)[0]?.query).toMatchObject({ coupon_code: 'SAVE10' });

    act(() => result.current.removeCoupon());
    await waitFor(() => expect(result.current.view.cart).toEqual(withoutCoupon));
    expect(cartReads(fetchMock).at(-1)?.query).toEqual({ guest_id: '1234567' });
    expect(useCartStore.getState().couponCode).toBeNull();
  });
});
