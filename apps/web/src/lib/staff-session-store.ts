import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { StaffMember, StaffSessionPayload } from '@crust/contract/console-staff';
import { safeStateStorage } from './storage';

/** Issue 10: the console's session is kept apart from the diner's (identityStore): neither token works on the other's calls. */
export const STAFF_SESSION_KEY = 'consoleStaffSession';

type StaffSessionData = { token: string | null; staff: StaffMember | null; expiresAt: string | null };

type StaffSessionState = StaffSessionData & {
  start: (session: StaffSessionPayload) => void;
  setStaff: (staff: StaffMember) => void;
  /** Forgets the session here (sign-out, or a 401 from the console API). */
  clear: () => void;
};

const signedOut: StaffSessionData = { token: null, staff: null, expiresAt: null };

export const useStaffSessionStore = create<StaffSessionState>()(
  persist(
    (set) => ({
      ...signedOut,
      start: ({ token, staff, expires_at }) => set({ token, staff, expiresAt: expires_at }),
      setStaff: (staff) => set({ staff }),
      clear: () => {
        set(signedOut);
        useStaffSessionStore.persist.clearStorage();
      },
    }),
    {
      name: STAFF_SESSION_KEY,
      storage: createJSONStorage(() => safeStateStorage),
      partialize: ({ token, staff, expiresAt }) => ({ token, staff, expiresAt }),
    },
  ),
);

/**
 * The query of the signed-in person as the server sees them (/me, read by the console's layout): their
 * outlets are the console home's list and nav, so a change to the tenant's outlets reads it again.
 */
export const STAFF_ME_KEY = ['console', 'me'] as const;

/** Signed in: a token and the person, before the session's fixed end (staff sessions do not slide). */
export const isStaffSignedIn = (state: StaffSessionData, now: Date = new Date()): boolean =>
  Boolean(state.token && state.staff && state.expiresAt && new Date(state.expiresAt) > now);
