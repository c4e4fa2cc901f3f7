import { lazy, Suspense } from 'react';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';

// Loaded from here rather than named by the entry chunk, which lists the static pieces of every route
// (the first-load budget of /): the page composes the orders and cart features.
const OrderLookupPage = lazy(() => import('../order-pages').then((module) => ({ default: module.OrderLookupPage })));

export function Component() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <OrderLookupPage />
    </Suspense>
  );
}
