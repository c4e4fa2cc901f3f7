import { lazy, Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { Header } from '@/components/layout/header';
import { SeoHead } from '@/components/seo-head';
import { TopOfferBanner } from '@/components/layout/top-offer-banner';
import { ClientOnly } from '@/components/client-only';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';
import { useRestaurantDialogStore } from '@/features/restaurants/restaurant-dialog-store';
import { useConfigStore } from '@/lib/config-store';
import { currentOrderingState } from '@/lib/ordering-state';
import { useHydrated } from '@/lib/use-hydrated';
import { useSelectedRestaurantStore } from '@/lib/selected-restaurant-store';
import { ServerDownRedirect } from './server-down-redirect';

// In the browser, requested as soon as the shell's code runs, in parallel with the first page's chunk.
// The server never renders the gates (they are dialogs and the diner's cart), so it never loads them;
// nor do unit tests ahead of drawing them: a test file that imports the router but never draws the
// shell would otherwise still be loading them when its environment is torn down (an unhandled error).
const globalGates = import.meta.env.SSR || import.meta.env.MODE === 'test' ? null : import('./global-gates');
const GlobalGates = lazy(() => (globalGates ?? import('./global-gates')).then((module) => ({ default: module.GlobalGates })));
// The account link or menu and the cart button need the query observer, the identity and the cart's
// code, which nothing else on the first paint does: they arrive with the shell's deferred chunks, in
// a box of their own size meanwhile.
const HeaderActions = lazy(() => import('./header-actions').then((module) => ({ default: module.HeaderActions })));
// The footer sits below the fold (main fills the viewport), so it need not hold up the first paint.
const Footer = lazy(() => import('@/components/layout/footer').then((module) => ({ default: module.Footer })));

const headerActionsBox = <span aria-hidden="true" className="inline-block h-10 w-28" />;

/** The app shell: banner, header, the current page, footer, and the global gates and dialogs. */
export function RootLayout() {
  const theme = useConfigStore((state) => state.theme);
  const isBannerVisible = useConfigStore((state) => state.isBannerVisible);
  const setBannerVisible = useConfigStore((state) => state.setBannerVisible);
  const outletName = useSelectedRestaurantStore((state) => state.selected?.restaurant.name ?? null);
  // The state holds until a time the browser's clock judges: drawn once hydrated, so the server's HTML cannot disagree.
  const orderingState = useSelectedRestaurantStore((state) => state.selected?.ordering_state);
  const outletState = useHydrated() ? currentOrderingState(orderingState) : null;
  const openOutletDialog = useRestaurantDialogStore((state) => state.open);
  // Spec §2: the spinner also covers later page loads, while the next route's chunk downloads.
  const isLoadingPage = useNavigation().state === 'loading';

  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only z-50 rounded bg-background px-3 py-2 font-semibold focus:not-sr-only focus:absolute focus:left-2 focus:top-2">
        Skip to content
      </a>
      {/* The server writes the head's tags itself (issue 20); in the browser they follow the configuration. */}
      <ClientOnly>
        <SeoHead />
      </ClientOnly>
      <TopOfferBanner banner={theme.topOfferBanner} isVisible={isBannerVisible} onDismiss={() => setBannerVisible(false)} />
      <Header
        header={theme.header}
        general={theme.general}
        outletName={outletName}
        outletState={outletState}
        onChangeOutlet={openOutletDialog}
        actions={
          // The diner's own (account, cart): never in the server's HTML, drawn once hydrated.
          <ClientOnly fallback={headerActionsBox}>
            <Suspense fallback={headerActionsBox}>
              <HeaderActions />
            </Suspense>
          </ClientOnly>
        }
      />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer footer={theme.footer} general={theme.general} />
      </Suspense>
      {isLoadingPage && <FullScreenSpinner />}
      <ServerDownRedirect />
      <ClientOnly>
        <Suspense fallback={null}>
          <GlobalGates />
        </Suspense>
      </ClientOnly>
    </div>
  );
}
