import { lazy, Suspense } from 'react';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';

// Loaded from here rather than named by the entry chunk, which lists the static pieces of every route
// (issue 9: the first-load budget of /).
const CheckoutPage = lazy(() => import('../checkout-page').then((module) => ({ default: module.CheckoutPage })));

export function Component() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <CheckoutPage />
    </Suspense>
  );
}
