import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@crust/contract/cart';
import { currentCartParams } from '../cart-params';
import { useCartStore } from '../cart-store';
import { couponErrorMessage } from '../coupon-error';
import { cartQueryKey, getCart } from './get-cart';

export type CouponEntry = {
  apply: (code: string) => void;
  isPending: boolean;
  /** Why the code did not apply: the server's reason, or the default for an unknown code. */
  errorMessage: string | null;
  /** Forgets the last attempt's error, e.g. while the diner edits the code. */
  reset: () => void;
};

/**
 * Prices the cart with a code (spec §4: applying stores the code and uses the returned cart).
 * A code the server does not know is an HTTP 400; a known one whose condition is not met (minimum
 * spend) comes back as `data.error` with the cart priced without it: then the code is not stored, and
 * the cart stays as it was; one for another way of paying is stored, to apply when the diner pays so.
 */
export function useApplyCoupon(): CouponEntry {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: ['cart-coupon'],
    mutationFn: (code: string) => getCart({ ...currentCartParams(), couponCode: code }),
    onSuccess: (cart: Cart, code) => {
      const params = currentCartParams();
      if (cart.error && cart.coupon_payment) {
        // For another way of paying only (CASH5 before cash is chosen, issue 18 point 10): kept, so it
        // applies once the diner pays so; until then the cart says why it does not.
        const kept = code.toUpperCase();
        queryClient.setQueryData(cartQueryKey({ ...params, couponCode: kept }), cart);
        useCartStore.getState().setCouponCode(kept);
        return;
      }
      if (cart.error) {
        // Priced without the code: exactly the cart the coupon-less query shows.
        queryClient.setQueryData(cartQueryKey({ ...params, couponCode: null }), cart);
        return;
      }
      // The server answers the code as it reads it (trimmed, upper case); store that one.
      const applied = cart.coupon_code ?? code;
      queryClient.setQueryData(cartQueryKey({ ...params, couponCode: applied }), cart);
      useCartStore.getState().setCouponCode(applied);
    },
  });

  return {
    apply: (code) => mutation.mutate(code.trim()),
    isPending: mutation.isPending,
    errorMessage: mutation.error ? couponErrorMessage(mutation.error) : (mutation.data?.error ?? null),
    reset: mutation.reset,
  };
}

/** Spec §4: removing the coupon refetches the cart without a code (the query's key changes). */
export const useRemoveCoupon = (): (() => void) => useCartStore((state) => state.clearCoupon);
