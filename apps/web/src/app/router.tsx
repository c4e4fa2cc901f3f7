import { createBrowserRouter, matchRoutes, type Location, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * Every page of spec §2, each in its own chunk so the first load carries only the shell
 * (issue #2 budget: first-load JS of `/` ≤ 110 KB gzip). Each module exports `Component`.
 */
export const pageRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/home') },
  { path: 'menu', lazy: () => import('./routes/menu') },
  { path: 'instore-menu', lazy: () => import('./routes/instore-menu') },
  { path: 'dine-in-menu', lazy: () => import('./routes/dine-in-menu') },
  { path: 'contact', lazy: () => import('./routes/contact') },
  { path: 'deals', lazy: () => import('./routes/deals') },
  { path: 'login', lazy: () => import('./routes/login') },
  { path: 'signup', lazy: () => import('./routes/signup') },
  { path: 'profile', lazy: () => import('./routes/profile') },
  { path: 'checkout', lazy: () => import('./routes/checkout') },
  { path: 'checkout/payment', lazy: () => import('./routes/checkout-payment') },
  { path: 'checkout/success', lazy: () => import('./routes/checkout-success') },
  { path: 'order-confirmation/:orderId', lazy: () => import('./routes/order-confirmation') },
  { path: 'order-lookup', lazy: () => import('./routes/order-lookup') },
  { path: 'terms', lazy: () => import('./routes/terms') },
  { path: 'privacy', lazy: () => import('./routes/privacy') },
  { path: 'refund-policy', lazy: () => import('./routes/refund-policy') },
  { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
  { path: 'otp-verification', lazy: () => import('./routes/otp-verification') },
  { path: 'order-history', lazy: () => import('./routes/order-history') },
  { path: 'favorites', lazy: () => import('./routes/favorites') },
  { path: 'gift-cards', lazy: () => import('./routes/gift-cards') },
  { path: 'loyalty-points', lazy: () => import('./routes/loyalty-points') },
  { path: 'reservations', lazy: () => import('./routes/reservations') },
  { path: 'table-reservation', lazy: () => import('./routes/table-reservation') },
  { path: 'table-reservation/confirm', lazy: () => import('./routes/table-reservation-confirm') },
  { path: 'table-reservation/success', lazy: () => import('./routes/table-reservation-success') },
  { path: 'error', lazy: () => import('./routes/error') },
  { path: '*', lazy: () => import('./routes/not-found') },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    // The first page's chunk is fetched before the router renders anything: show the spinner meanwhile.
    HydrateFallback: FullScreenSpinner,
    errorElement: <RouteError />,
    children: pageRoutes,
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Loads the route modules `location` needs, in place, before a server-rendered page hydrates: the
 * router then starts with its page in hand instead of drawing HydrateFallback over the server's HTML.
 */
export async function resolveLazyRoutes(location: Pick<Location, 'pathname'>): Promise<void> {
  const lazyRoutes = (matchRoutes(routes, location) ?? []).map(({ route }) => route).filter((route) => typeof route.lazy === 'function');
  await Promise.all(
    lazyRoutes.map(async (route) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}
