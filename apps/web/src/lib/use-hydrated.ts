import { startTransition, useEffect, useState } from 'react';

/** Set by the browser's entry before it hydrates a page the server rendered (main.tsx). */
let hydratingServerPage = false;

export function markHydratingServerPage(): void {
  hydratingServerPage = true;
}

/**
 * False while the server renders a page and while the browser hydrates it (a part hydrated late,
 * behind a Suspense boundary, included), true from then on. What only the browser knows (a signed-in
 * diner, the cart, the clock now) renders after this turns true, so the server's HTML and the
 * browser's first render agree (issue 20: no hydration mismatch).
 *
 * Each part keeps its own flag, turned true by its effect inside a transition: the parts the page
 * draws once hydrated (every product's favourite heart, the header's account and cart) then render
 * time-sliced, not in one blocking task. (React's useSyncExternalStore with a server snapshot did the
 * same job, but re-renders every such part synchronously after hydrating: on /menu a 75 ms task on a
 * fast desktop, 300 ms on Lighthouse's phone.) A server-rendered page's parts mounted later, on client
 * navigations, also draw their browser-only content a commit after mounting; in the plain SPA they
 * draw it at once.
 */
export function useHydrated(): boolean {
  const [isHydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydratingServerPage);
  useEffect(() => {
    if (!isHydrated) startTransition(() => setHydrated(true));
  }, [isHydrated]);
  return isHydrated;
}
