import { lazy, Suspense } from 'react';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';

// The page needs the outlet's menu and the item builder for Add to cart: loaded from here rather than
// named by the entry chunk, which lists the static pieces of every route (issue 8: the first-load budget of /).
const FavoritesPage = lazy(() => import('../favorites-page').then((module) => ({ default: module.FavoritesPage })));

export function Component() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <FavoritesPage />
    </Suspense>
  );
}
