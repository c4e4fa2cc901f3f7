import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/components/ui/notify';
import { useSelectedRestaurantStore } from '@/lib/selected-restaurant-store';
import { makeRestaurant } from '@/testing/test-utils';
import { useCart } from './api/get-cart';
import { useCartStore } from './cart-store';
import { EMPTY_CART } from '@crust/contract/empty-cart';
import { cartFixture, GUEST_ID } from './testing/cart-fixture';
import { callsOf, serveCart } from './testing/cart-server';
import { renderCartHook, resetCartState, signInAsGuest } from './testing/render-cart';
import { useClearCartOnOutletChange } from './use-clear-cart-on-outlet-change';

vi.mock('@/components/ui/notify', () => ({ notify: vi.fn() }));

const noAutoClear = { enabled: false, intervalHours: 24 };
const writes = (fetchMock: ReturnType<typeof serveCart>) => callsOf(fetchMock).filter((call) => call.method !== 'GET');

async function renderLoaded() {
  const rendered = renderCartHook(() => {
    useClearCartOnOutletChange();
    return useCart();
  });
  await waitFor(() => expect(rendered.result.current.cart).toEqual(cartFixture));
  return rendered;
}

beforeEach(() => {
  resetCartState();
  signInAsGuest();
  useCartStore.getState().setCouponCode('SAVE10');
  vi.mocked(notify).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('choosing another outlet (spec §4)', () => {
  it('clears the cart on the server and on screen, and resets the coupon, without a toast', async () => {
    const fetchMock = serveCart();
    const { result } = await renderLoaded();

    act(() => useSelectedRestaurantStore.getState().selectRestaurant(makeRestaurant(2, 'Crust North'), noAutoClear));

    await waitFor(() => expect(result.current.cart).toEqual(EMPTY_CART));
    expect(writes(fetchMock)).toEqual([{ method: 'DELETE', path: '/api/v2/cart/clear', query: {}, body: { guest_id: GUEST_ID } }]);
    await waitFor(() => expect(useCartStore.getState().couponCode).toBeNull());
    expect(notify).not.toHaveBeenCalled();
  });

  it('keeps the cart when the same outlet is refreshed from the list', async () => {
    const fetchMock = serveCart();
    await renderLoaded();

    act(() => useSelectedRestaurantStore.getState().replaceFromList([makeRestaurant(1, 'Crust Central (renamed)')]));

    expect(writes(fetchMock)).toEqual([]);
    expect(useCartStore.getState().couponCode).toBe('SAVE10');
  });
});
