import { beforeEach, describe, expect, it } from 'vitest';
import { CART_COUPON_KEY, useCartStore } from './cart-store';

const initialState = useCartStore.getState();

beforeEach(() => {
  localStorage.clear();
  useCartStore.setState(initialState, true);
});

describe('cart store', () => {
  it('starts with no coupon, card payment and the drawer closed', () => {
    expect(useCartStore.getState()).toMatchObject({ couponCode: null, couponNotice: null, isCashOnDelivery: false, isDrawerOpen: false });
  });

  it('keeps the coupon code across a refresh, under cartCoupon, and nothing else', async () => {
    const store = useCartStore.getState();
    store.setCouponCode('SAVE10');
    store.setCashOnDelivery(true);
    store.openDrawer();
    expect(JSON.parse(localStorage.getItem(CART_COUPON_KEY) ?? '{}')).toMatchObject({ state: { couponCode: 'SAVE10' } });
    expect(localStorage.getItem(CART_COUPON_KEY)).not.toContain('isCashOnDelivery');

    // A fresh page: the state in memory is gone (resetting it writes storage, so put the copy back).
    const stored = localStorage.getItem(CART_COUPON_KEY) ?? '';
    useCartStore.setState(initialState, true);
    localStorage.setItem(CART_COUPON_KEY, stored);
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState()).toMatchObject({ couponCode: 'SAVE10', isCashOnDelivery: false, isDrawerOpen: false });
  });

  it('dropping a code keeps the reason to show; applying or clearing forgets it', () => {
    const store = useCartStore.getState();
    store.setCouponCode('SAVE10');
    store.dropCoupon('This coupon has expired');
    expect(useCartStore.getState()).toMatchObject({ couponCode: null, couponNotice: 'This coupon has expired' });
    store.setCouponCode('WELCOME');
    expect(useCartStore.getState().couponNotice).toBeNull();
    store.dropCoupon('This coupon has expired');
    store.clearCoupon();
    expect(useCartStore.getState()).toMatchObject({ couponCode: null, couponNotice: null });
  });
});
