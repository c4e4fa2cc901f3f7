import type { SiteConfig } from '@crust/contract/site-config';
import { DocumentTitle } from '@/components/seo-head';
import { FeaturesGrid } from './features-grid';
import { Hero } from './hero';
import { HomeSection } from './home-section';
import { MobileAppPromotion } from './mobile-app-promotion';
import { OutletEmptyState } from './outlet-empty-state';

type HomePageProps = {
  theme: SiteConfig;
  outletName: string | null;
  onChooseOutlet: () => void;
};

/**
 * The home page sections of spec §2, each drawn from the site configuration. Categories, menu,
 * best sellers and fresh additions need the menu (issue #3): until then they say so plainly.
 */
export function HomePage({ theme, outletName, onChooseOutlet }: HomePageProps) {
  const { general } = theme;
  // Without an outlet there is no menu to speak of: say so once, where the menu would be.
  const pending = (forOutlet: (name: string) => string) => (
    <OutletEmptyState message={outletName ? forOutlet(outletName) : 'Choose an outlet first.'} />
  );

  return (
    <>
      <DocumentTitle />
      <Hero hero={theme.hero} tagline={general.tagline} />
      <FeaturesGrid features={theme.features} />
      <HomeSection id="categories" title={theme.categories.title} subtitle={theme.categories.subtitle}>
        {pending((name) => `Categories for ${name} are coming together — check back soon.`)}
      </HomeSection>
      <HomeSection id="menu" title={theme.menu.title} subtitle={theme.menu.subtitle}>
        {outletName ? (
          <OutletEmptyState message={`The menu for ${outletName} is coming together — check back soon.`} />
        ) : (
          <OutletEmptyState message="Choose an outlet to see its menu." onChooseOutlet={onChooseOutlet} />
        )}
      </HomeSection>
      {general.showBestSellingSection && (
        <HomeSection id="best-selling" title="Best sellers" subtitle="What everyone is ordering right now.">
          {pending((name) => `Best sellers at ${name} will show here once orders come in.`)}
        </HomeSection>
      )}
      {general.showFreshAdditionsSection && (
        <HomeSection id="fresh-additions" title="Fresh additions" subtitle="New on the menu.">
          {pending((name) => `New dishes at ${name} will show here as they are added.`)}
        </HomeSection>
      )}
      <MobileAppPromotion mobileApp={general.mobileApp} />
    </>
  );
}
