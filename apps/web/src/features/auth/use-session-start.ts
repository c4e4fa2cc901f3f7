import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { UserSession } from '@crust/contract/accounts';
import { useIdentityStore } from '@/lib/identity-store';

/**
 * Stores a new user session and drops the guest (spec §4: clearing the guest removes only its token
 * and user); the server has already moved the guest's cart into the account. Every query refetches
 * under the user (the cart is keyed by owner).
 */
export function useSessionStart(): (session: UserSession) => void {
  const queryClient = useQueryClient();
  return useCallback(
    ({ user, token }: UserSession) => {
      const identity = useIdentityStore.getState();
      identity.setAuth(user, token);
      identity.clearGuest();
      void queryClient.invalidateQueries();
    },
    [queryClient],
  );
}
