import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ClientOnly } from '@/components/client-only';
import { useConfigStore } from '@/lib/config-store';
import { createQueryClient } from '@/lib/query-client';

// The toast library is needed only once a toast fires, so it is not part of the first load.
const AppToaster = lazy(() => import('@/components/ui/toast').then((module) => ({ default: module.AppToaster })));

/** Issue 18: the storefront's toasts go below its offer banner and its header's first line, whose heights the site configuration sets. */
function StorefrontToaster() {
  const topPx = useConfigStore(({ theme, isBannerVisible }) => {
    const banner = theme.topOfferBanner;
    const isBannerShown = isBannerVisible && banner.showTopOfferBanner && banner.topOfferBannerText.trim() !== '';
    return (isBannerShown ? banner.topOfferBannerHeight : 0) + theme.header.height;
  });
  return <AppToaster topPx={topPx} />;
}

type AppProvidersProps = {
  children: ReactNode;
  /** The storefront's shell, whose banner and header the toasts must not cover (the console has neither). */
  isStorefront?: boolean;
  /** A client already holding a server-rendered page's data (issue 20); else one of its own. */
  queryClient?: QueryClient;
};

export function AppProviders({ children, isStorefront = false, queryClient: given }: AppProvidersProps) {
  // One client per mounted app: tests that mount the providers twice do not share a cache.
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Toasts are the browser's alone: the server's HTML has none to show. */}
      <ClientOnly>
        <Suspense fallback={null}>{isStorefront ? <StorefrontToaster /> : <AppToaster />}</Suspense>
      </ClientOnly>
    </QueryClientProvider>
  );
}
