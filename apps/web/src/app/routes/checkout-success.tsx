import { lazy, Suspense } from 'react';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';

// Loaded from here rather than named by the entry chunk, which lists the static pieces of every route
// (issue 9: the first-load budget of /).
const CheckoutSuccessPage = lazy(() => import('../checkout-success-page').then((module) => ({ default: module.CheckoutSuccessPage })));

export function Component() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <CheckoutSuccessPage />
    </Suspense>
  );
}
