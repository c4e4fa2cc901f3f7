import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { User } from '@crust/contract/accounts';
import type { GuestUser } from '@crust/contract/auth';
import { safeStateStorage } from './storage';

export const IDENTITY_STORE_KEY = 'identityStore';

export type { User };

type IdentityData = {
  user: User | null;
  guestUser: GuestUser | null;
  token: string | null;
  guestToken: string | null;
};

type IdentityState = IdentityData & {
  setUser: (user: User | null) => void;
  setAuth: (user: User, token: string) => void;
  setGuest: (guestUser: GuestUser, guestToken: string) => void;
  clearAuth: () => void;
  clearGuest: () => void;
};

const signedOut: IdentityData = { user: null, guestUser: null, token: null, guestToken: null };

export const useIdentityStore = create<IdentityState>()(
  persist(
    (set) => ({
      ...signedOut,
      setUser: (user) => set({ user }),
      setAuth: (user, token) => set({ user, token }),
      setGuest: (guestUser, guestToken) => set({ guestUser, guestToken }),
      clearAuth: () => {
        set(signedOut);
        // Spec §4: clearing auth also removes the stored copies, not just the values in memory.
        useIdentityStore.persist.clearStorage();
      },
      clearGuest: () => set({ guestUser: null, guestToken: null }),
    }),
    {
      name: IDENTITY_STORE_KEY,
      storage: createJSONStorage(() => safeStateStorage),
      partialize: ({ user, guestUser, token, guestToken }) => ({ user, guestUser, token, guestToken }),
    },
  ),
);

/** Spec §4: logged in means both the token and the user are present. */
export const isLoggedIn = (state: IdentityData): boolean => Boolean(state.token && state.user);

/** Spec §4: guest logged in means both the guest token and the guest user are present. */
export const isGuestLoggedIn = (state: IdentityData): boolean => Boolean(state.guestToken && state.guestUser);

/** Spec §6: the user token if present, else the guest token, else none. */
export const selectBearerToken = (state: IdentityData): string | null => state.token || state.guestToken || null;
