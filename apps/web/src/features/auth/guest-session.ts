import { ApiRequestError } from '@/lib/api-client';
import { isGuestLoggedIn, useIdentityStore } from '@/lib/identity-store';
import { createGuest } from './api/create-guest';
import { getGuest } from './api/get-guest';

// Module-level so that effects running twice (React StrictMode, two mounts) share one request.
let pendingCreate: Promise<void> | null = null;
let validation: Promise<void> | null = null;

/** Starts a guest session unless the diner is signed in or already has one. */
export function ensureGuestSession(): Promise<void> {
  const identity = useIdentityStore.getState();
  if (identity.user || isGuestLoggedIn(identity)) return Promise.resolve();
  pendingCreate ??= createGuest()
    .then(({ guestUser, guestToken }) => useIdentityStore.getState().setGuest(guestUser, guestToken))
    .catch((error: unknown) => console.error('Could not start a guest session', error))
    .finally(() => {
      pendingCreate = null;
    });
  return pendingCreate;
}

/** Checks a stored guest token once per page load; a token the server no longer knows is dropped. */
export function validateStoredGuestSession(): Promise<void> {
  validation ??= (async () => {
    const { guestToken } = useIdentityStore.getState();
    if (!guestToken) return;
    try {
      const guestUser = await getGuest();
      // The token may have changed while the check was in flight; only refresh the one checked.
      if (useIdentityStore.getState().guestToken === guestToken) useIdentityStore.getState().setGuest(guestUser, guestToken);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) useIdentityStore.getState().clearGuest();
      else console.warn('Could not check the guest session', error);
    }
  })();
  return validation;
}
