import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Cart, CartResponse } from '@crust/contract/cart';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { ownerKeyOf, useCartParams, type CartParams } from '../cart-params';
import { useCartStore } from '../cart-store';
import { couponErrorMessage } from '../coupon-error';
import { EMPTY_CART } from '@crust/contract/empty-cart';

export async function getCart({ owner, couponCode, isCashOnDelivery }: CartParams, signal?: AbortSignal): Promise<Cart> {
  // Spec §7: with neither id there is no call; the cart is empty with total 0.
  if (!owner) return EMPTY_CART;
  const response = await apiRequest<CartResponse>('/v2/cart', {
    query: { ...owner, coupon_code: couponCode, is_cash_on_delivery_opt: isCashOnDelivery ? 1 : undefined },
    signal,
  });
  return response.data;
}

export const cartQueryKey = ({ owner, couponCode, isCashOnDelivery }: CartParams) => ['cart', ownerKeyOf(owner), couponCode, isCashOnDelivery] as const;

export const cartQueryOptions = (params: CartParams) =>
  queryOptions({
    queryKey: cartQueryKey(params),
    queryFn: ({ signal }) => getCart(params, signal),
    // Spec §9: the cart is never cached. Prices depend on coupons, offers and stock that change on
    // the server, so every mount asks again and nothing is kept once no component shows the cart.
    staleTime: 0,
    gcTime: 0,
    enabled: params.owner !== null,
    // While a new coupon or payment choice is priced, keep showing the same diner's cart rather than
    // a spinner; another diner's cart (after signing in or out) is never shown in its place.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === ownerKeyOf(params.owner) ? previous : undefined),
  });

/** A stored code the server no longer knows (it expired since it was applied) fails the cart query. */
const isRejectedCoupon = (error: Error | null, couponCode: string | null): error is ApiRequestError =>
  couponCode !== null && error instanceof ApiRequestError && error.status === 400;

export type CartView = {
  /** Undefined only while the first answer is awaited, or when it failed. */
  cart: Cart | undefined;
  isError: boolean;
  /** A newer price is on its way: the totals shown may be provisional. */
  isFetching: boolean;
  refetch: () => void;
};

export function useCart(): CartView {
  const params = useCartParams();
  const { data, error, isError, isFetching, refetch } = useQuery(cartQueryOptions(params));

  useEffect(() => {
    // Drop the code so the cart loads again without it, and tell the diner why the discount went.
    if (isRejectedCoupon(error, params.couponCode)) useCartStore.getState().dropCoupon(couponErrorMessage(error));
  }, [error, params.couponCode]);

  return {
    cart: params.owner ? data : EMPTY_CART,
    isError,
    isFetching,
    refetch: () => void refetch(),
  };
}
