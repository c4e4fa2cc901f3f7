import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import type { SiteConfig } from '@crust/contract/site-config';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { TopOfferBanner } from '@/components/layout/top-offer-banner';
import { applyThemeColors } from '@/lib/theme-css';

// The home page as the storefront's own route chunk has it (see routes/home.tsx): nothing split off it.
const HomePage = lazy(() => import('../routes/home').then((module) => ({ default: module.HomePage })));

/**
 * Issue 10: the storefront's home page drawn from the editor's unsaved draft, with the storefront's own
 * components. Rendered in the console's page rather than in an iframe of `/`: no message passing, no
 * second app to boot, and nothing added to the diner's bundle. The draft's colours are written as the
 * page variables on this box only (they cascade to it, not to the console around it), and the box is
 * inert: its links and buttons are a picture, not a way off the console. The menu-driven sections need
 * the outlet's menu, so a placeholder stands in for them.
 */
export function StorefrontPreview({ theme }: { theme: SiteConfig }) {
  const frame = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (frame.current) applyThemeColors(theme.colors, frame.current);
  }, [theme.colors]);

  return (
    <div
      ref={frame}
      data-testid="storefront-preview"
      inert
      className="max-h-[80dvh] overflow-y-auto rounded-lg border-4 border-black/10 bg-background text-text shadow-inner"
    >
      <TopOfferBanner banner={theme.topOfferBanner} isVisible onDismiss={() => {}} />
      <Header header={theme.header} general={theme.general} outletName={null} onChangeOutlet={() => {}} />
      <Suspense fallback={null}>
        <HomePage
          theme={theme}
          setsDocumentTitle={false}
          menuSections={
            <div className="mx-auto my-6 w-[calc(100%-2rem)] max-w-6xl rounded-lg border-2 border-dashed border-black/15 p-6 text-center text-sm text-text/70">
              {theme.categories.title} · {theme.menu.title}: the outlet’s menu appears here.
            </div>
          }
        />
      </Suspense>
      <Footer footer={theme.footer} general={theme.general} />
    </div>
  );
}
