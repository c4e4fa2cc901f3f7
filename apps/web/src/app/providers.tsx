import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';

// The toast library is needed only once a toast fires, so it is not part of the first load.
const AppToaster = lazy(() => import('@/components/ui/toast').then((module) => ({ default: module.AppToaster })));

export function AppProviders({ children }: { children: ReactNode }) {
  // One client per mounted app: tests that mount the providers twice do not share a cache.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
