import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates it, true from then on. What
 * only the browser knows (a signed-in diner, the cart, the clock now) renders after this turns true,
 * so the server's HTML and the browser's first render agree (issue 20: no hydration mismatch).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
