import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/** `children` once the page is hydrated; `fallback` in the server's HTML and while hydrating (issue 20). */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
