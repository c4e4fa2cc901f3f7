import { useShallow } from 'zustand/react/shallow';
import { isGuestLoggedIn, isLoggedIn, useIdentityStore } from '@/lib/identity-store';
import { useCartStore } from './cart-store';

/** Whose cart it is: the ids the cart calls send (spec §7). */
export type CartOwner = { user_id: number } | { guest_id: number };

/** Everything the cart query depends on (spec §4: owner, coupon code, cash on delivery). */
export type CartParams = {
  owner: CartOwner | null;
  couponCode: string | null;
  isCashOnDelivery: boolean;
};

type IdentityState = ReturnType<typeof useIdentityStore.getState>;

/**
 * The user wins over the guest (spec §7). Each counts only with its token: the server takes the owner
 * from the bearer token and refuses another id, and the bearer is the user token first (spec §6).
 */
export function cartOwnerOf(identity: IdentityState): CartOwner | null {
  const { user, guestUser } = identity;
  if (user && isLoggedIn(identity)) return { user_id: user.id };
  if (guestUser && isGuestLoggedIn(identity)) return { guest_id: guestUser.guestId };
  return null;
}

export const ownerKeyOf = (owner: CartOwner | null): string | null =>
  owner === null ? null : 'user_id' in owner ? `user:${owner.user_id}` : `guest:${owner.guest_id}`;

/** The parameters now, for mutations and subscriptions that run outside React's render. */
export function currentCartParams(): CartParams {
  const { couponCode, isCashOnDelivery } = useCartStore.getState();
  return { owner: cartOwnerOf(useIdentityStore.getState()), couponCode, isCashOnDelivery };
}

export function useCartParams(): CartParams {
  // Shallow-compared, so a fresh `{ guest_id }` object with the same id does not re-render.
  const owner = useIdentityStore(useShallow(cartOwnerOf));
  const couponCode = useCartStore((state) => state.couponCode);
  const isCashOnDelivery = useCartStore((state) => state.isCashOnDelivery);
  return { owner, couponCode, isCashOnDelivery };
}

/**
 * The add, update and delete calls carry no coupon code or payment choice, so the cart they answer
 * is priced without them. It may stand in for the cached cart only when neither is in play;
 * otherwise the cart is refetched with them.
 */
export const isPricedLikeWrites = ({ couponCode, isCashOnDelivery }: CartParams): boolean => couponCode === null && !isCashOnDelivery;
