import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeStateStorage } from '@/lib/storage';

export const CART_COUPON_KEY = 'cartCoupon';

type CartState = {
  /** The code the diner applied; part of the cart query, so the server prices with it. */
  couponCode: string | null;
  /** Why a stored code was dropped (it expired since it was applied), shown by the coupon field. */
  couponNotice: string | null;
  /** Spec §7: cash on delivery is sent with the cart query and may change its prices. */
  isCashOnDelivery: boolean;
  isDrawerOpen: boolean;
  setCouponCode: (code: string) => void;
  clearCoupon: () => void;
  dropCoupon: (notice: string) => void;
  setCashOnDelivery: (isCashOnDelivery: boolean) => void;
  openDrawer: () => void;
  setDrawerOpen: (isOpen: boolean) => void;
};

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      couponCode: null,
      couponNotice: null,
      isCashOnDelivery: false,
      isDrawerOpen: false,
      setCouponCode: (couponCode) => set({ couponCode, couponNotice: null }),
      clearCoupon: () => set({ couponCode: null, couponNotice: null }),
      dropCoupon: (couponNotice) => set({ couponCode: null, couponNotice }),
      setCashOnDelivery: (isCashOnDelivery) => set({ isCashOnDelivery }),
      openDrawer: () => set({ isDrawerOpen: true }),
      setDrawerOpen: (isDrawerOpen) => set({ isDrawerOpen }),
    }),
    {
      // Only the coupon survives a refresh: the diner typed it, and losing it would silently raise prices.
      name: CART_COUPON_KEY,
      storage: createJSONStorage(() => safeStateStorage),
      partialize: ({ couponCode }) => ({ couponCode }),
    },
  ),
);
