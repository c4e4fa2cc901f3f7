import type { ReactNode } from 'react';
import type { OrderingState } from '@crust/contract/ordering-state';
import type { SiteConfig } from '@crust/contract/site-config';
import { DocumentTitle } from '@/components/seo-head';
import { FeaturesGrid } from './features-grid';
import { Hero } from './hero';
import { MobileAppPromotion } from './mobile-app-promotion';

type HomePageProps = {
  theme: SiteConfig;
  /**
   * The sections drawn from the outlet's menu (categories, menu, best sellers, fresh additions).
   * They sit below the fold, so the route loads them apart from the first paint.
   */
  menuSections: ReactNode;
  /** False where the page is a preview inside another page (the console's editor): that page keeps its own title. */
  setsDocumentTitle?: boolean;
  /** The chosen outlet and its state now (issue 18 point 7), said under the hero; null before one is chosen. */
  outlet?: { name: string; state: OrderingState } | null;
};

/** The home page sections of spec §2, each drawn from the site configuration. */
export function HomePage({ theme, menuSections, setsDocumentTitle = true, outlet = null }: HomePageProps) {
  const { general } = theme;
  return (
    <>
      {setsDocumentTitle && <DocumentTitle />}
      <Hero hero={theme.hero} tagline={general.tagline} />
      {outlet && (
        <p className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6">
          <span className="font-semibold">{outlet.name}</span> · {outlet.state.label}
        </p>
      )}
      <FeaturesGrid features={theme.features} />
      {menuSections}
      <MobileAppPromotion mobileApp={general.mobileApp} />
    </>
  );
}
