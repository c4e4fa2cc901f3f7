import { isGuestLoggedIn, isLoggedIn, useIdentityStore } from './identity-store';

type Identity = ReturnType<typeof useIdentityStore.getState>;

/**
 * Who is asking, as part of every order query's key: an order shows only to its owner, so after a
 * log-out or log-in on a shared device the next person never sees the previous one's cached order.
 */
export const orderViewerOf = (identity: Identity): string | null => {
  if (isLoggedIn(identity)) return `user:${identity.user?.id}`;
  if (isGuestLoggedIn(identity)) return `guest:${identity.guestUser?.guestId}`;
  return null;
};

export const useOrderViewer = (): string | null => useIdentityStore(orderViewerOf);
