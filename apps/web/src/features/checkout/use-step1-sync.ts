import { useEffect } from 'react';
import { isLoggedIn, useIdentityStore } from '@/lib/identity-store';
import { useCheckoutStore } from './checkout-store';

/** Spec §4: step 1 completes itself once it is valid; re-checked on every change while a checkout page is open. */
export function useStep1Sync(): void {
  const loggedIn = useIdentityStore(isLoggedIn);
  useEffect(() => {
    const sync = () => useCheckoutStore.getState().syncStep1({ isLoggedIn: loggedIn });
    sync();
    return useCheckoutStore.subscribe(sync);
  }, [loggedIn]);
}
