import { startTransition, useEffect, useState } from 'react';

let isHydrated = false;

/** The plain SPA (nothing rendered by the server) draws everything from its first render. */
export function markHydrated(): void {
  isHydrated = true;
}

/**
 * False while the server renders a page and while the browser hydrates it, true from then on. What
 * only the browser knows (a signed-in diner, the cart, the clock now) renders after this turns true,
 * so the server's HTML and the browser's first render agree (issue 20: no hydration mismatch). The
 * switch is a transition: what appears then is drawn in short slices, not in one long task that would
 * hold up a tap (Lighthouse's Total Blocking Time).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(isHydrated);
  useEffect(() => {
    if (hydrated) return;
    isHydrated = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
