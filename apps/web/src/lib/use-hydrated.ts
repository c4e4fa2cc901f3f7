import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates it (a part hydrated late,
 * behind a Suspense boundary, included), true from then on. What only the browser knows (a signed-in
 * diner, the cart, the clock now) renders after this turns true, so the server's HTML and the
 * browser's first render agree (issue 20: no hydration mismatch). React takes the server snapshot
 * while hydrating, and the browser's everywhere else (the plain SPA, later navigations).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
