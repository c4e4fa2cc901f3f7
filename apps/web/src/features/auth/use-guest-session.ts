import { useEffect } from 'react';
import { useIdentityStore } from '@/lib/identity-store';
import { useSelectedRestaurantStore } from '@/lib/selected-restaurant-store';
import { ensureGuestSession, validateStoredGuestSession } from './guest-session';

/**
 * A diner who has picked an outlet is about to order, and the cart needs a user or a guest id
 * (spec §5): start a guest session then, after any stored one has been checked.
 */
export function useGuestSession(): void {
  const hasOutlet = useSelectedRestaurantStore((state) => state.selected !== null);
  const hasUser = useIdentityStore((state) => state.user !== null);
  const guestToken = useIdentityStore((state) => state.guestToken);

  useEffect(() => {
    void validateStoredGuestSession();
  }, []);

  useEffect(() => {
    if (!hasOutlet || hasUser) return;
    void validateStoredGuestSession().then(ensureGuestSession);
  }, [hasOutlet, hasUser, guestToken]);
}
