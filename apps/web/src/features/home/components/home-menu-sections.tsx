import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Menu, MenuCategory, MenuProduct } from '@crust/contract/menu';
import type { SiteConfig } from '@crust/contract/site-config';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { featuredProducts, newProducts, popularProducts } from '../home-picks';
import { CategoriesGrid } from './categories-grid';
import { HomeSection } from './home-section';
import { OutletEmptyState } from './outlet-empty-state';

/** The chosen outlet's main menu, as far as it has loaded. */
export type HomeMenuState = {
  data: Menu | undefined;
  isError: boolean;
  isRetrying: boolean;
  retry: () => void;
};

type HomeMenuSectionsProps = {
  theme: SiteConfig;
  outletName: string | null;
  onChooseOutlet: () => void;
  menu: HomeMenuState;
  categoryHref: (category: MenuCategory) => string;
  /** Lays out products the way the menu page does, so a dish looks and behaves the same everywhere. */
  renderProducts: (products: MenuProduct[]) => ReactNode;
};

/**
 * Spec §2's menu-driven home sections: categories, the menu, best sellers and fresh additions (the
 * last two per their general.* flags). Without an outlet they say so; while the menu loads they
 * hold its place; if it fails, the menu section says so once and offers a retry.
 */
export function HomeMenuSections({ theme, outletName, onChooseOutlet, menu, categoryHref, renderProducts }: HomeMenuSectionsProps) {
  const { general } = theme;
  const { data } = menu;
  const failed = outletName !== null && !data && menu.isError;
  // A category leads to its section of /menu, so it is offered only where that section is shown.
  const categories = data?.categories.filter((category) => category.products.some((product) => product.in_stock || theme.menu.showOutOfStockProducts));
  const popular = data && popularProducts(data.categories);
  const fresh = data && newProducts(data.categories);
  // A section is left out when the load failed or, once loaded, it has nothing to show.
  const shows = (items: readonly unknown[] | undefined) => !failed && (items === undefined || items.length > 0);
  const pending = outletName === null ? <OutletEmptyState message="Choose an outlet first." /> : <ShelfSkeleton />;

  return (
    <>
      {shows(categories) && (
        <HomeSection id="categories" title={theme.categories.title} subtitle={theme.categories.subtitle}>
          {categories ? <CategoriesGrid categories={categories} hrefOf={categoryHref} /> : pending}
        </HomeSection>
      )}
      <HomeSection id="menu" title={theme.menu.title} subtitle={theme.menu.subtitle}>
        {outletName === null ? (
          <OutletEmptyState message="Choose an outlet to see its menu." onChooseOutlet={onChooseOutlet} />
        ) : data ? (
          <MenuHighlights products={featuredProducts(data.categories)} outletName={outletName} renderProducts={renderProducts} />
        ) : failed ? (
          <LoadErrorNotice what={`the menu for ${outletName}`} isRetrying={menu.isRetrying} onRetry={menu.retry} />
        ) : (
          <div role="status">
            <span className="sr-only">Loading the menu…</span>
            <ShelfSkeleton />
          </div>
        )}
      </HomeSection>
      {general.showBestSellingSection && shows(popular) && (
        <HomeSection id="best-selling" title="Best sellers" subtitle="What everyone is ordering right now.">
          {popular ? renderProducts(popular) : pending}
        </HomeSection>
      )}
      {general.showFreshAdditionsSection && shows(fresh) && (
        <HomeSection id="fresh-additions" title="Fresh additions" subtitle="New on the menu.">
          {fresh ? renderProducts(fresh) : pending}
        </HomeSection>
      )}
    </>
  );
}

type MenuHighlightsProps = { products: MenuProduct[]; outletName: string; renderProducts: (products: MenuProduct[]) => ReactNode };

function MenuHighlights({ products, outletName, renderProducts }: MenuHighlightsProps) {
  return (
    <>
      {products.length > 0 ? renderProducts(products) : <OutletEmptyState message={`Nothing is on the menu at ${outletName} right now.`} />}
      <Link to="/menu" className="mt-6 inline-block rounded-lg bg-primary px-5 py-2.5 font-semibold text-white hover:brightness-110">
        See the full menu
      </Link>
    </>
  );
}

/** Holds a shelf's place while the menu loads; assistive technology hears the menu section's status instead. */
function ShelfSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="h-36 animate-pulse rounded-xl bg-current/10" />
      ))}
    </div>
  );
}
