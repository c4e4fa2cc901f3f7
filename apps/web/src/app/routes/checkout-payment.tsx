import { lazy, Suspense } from 'react';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';

// Loaded from here rather than named by the entry chunk, which lists the static pieces of every route
// (issue 9: the first-load budget of /).
const CheckoutPaymentPage = lazy(() => import('../checkout-payment-page').then((module) => ({ default: module.CheckoutPaymentPage })));

export function Component() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <CheckoutPaymentPage />
    </Suspense>
  );
}
