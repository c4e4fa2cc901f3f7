import { QueryClient } from '@tanstack/react-query';

/** Spec §9: fetched data is fresh for 5 minutes. */
export const STALE_TIME_MS = 5 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // One retry hides a dropped connection; more would delay the error dialogs the spec asks for.
      queries: { staleTime: STALE_TIME_MS, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
