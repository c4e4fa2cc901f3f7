import { normaliseEmail } from '@crust/contract/account-rules';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const SIGNUP_KEY = 'pendingSignup';

type SignupState = {
  /** The address signed up (or logged in to) and the signup_token the server answered for it. */
  email: string | null;
  signupToken: string | null;
  remember: (email: string, signupToken: string) => void;
  forget: () => void;
};

/**
 * The signup whose emailed code /otp-verification proves (issue 17): the server takes a code only
 * with the signup_token of the browser that signed up (or logged in with its password), so a
 * stranger's signup of the same address, whose code also lands in the inbox, cannot be finished by
 * mistake. Session storage scopes it to the tab; another tab or device logs in with the password to
 * get a token of its own.
 */
export const useSignupStore = create<SignupState>()(
  persist(
    (set) => ({
      email: null,
      signupToken: null,
      remember: (email, signupToken) => set({ email, signupToken }),
      forget: () => set({ email: null, signupToken: null }),
    }),
    {
      name: SIGNUP_KEY,
      storage: createJSONStorage(() => window.sessionStorage),
      partialize: ({ email, signupToken }) => ({ email, signupToken }),
    },
  ),
);

/** The token of the signup of `email`, if this tab holds one. */
export const signupTokenFor = (state: SignupState, email: string): string | null =>
  state.email !== null && state.email === normaliseEmail(email) ? state.signupToken : null;
