import { useState, type ReactNode } from 'react';
import type { Menu, MenuProduct } from '@crust/contract/menu';
import { Button } from '@/components/ui/button';
import { NoticePanel } from '@/components/ui/notice-panel';
import { dealKey } from '../deal-key';
import { categoryAnchorId, DEALS_ANCHOR_ID } from '../menu-anchors';
import { dietaryTagsOf, searchCategories, searchTerms, visibleCategories, withDietaryTags } from '../menu-filters';
import type { MenuDisplay } from '../menu-display';
import type { MenuSelection } from '../menu-selection';
import { useScrollToHash } from '../use-scroll-to-hash';
import { CategoryBar } from './category-bar';
import { DealCard, FIRST_DEALS } from './deal-card';
import { DietaryFilter } from './dietary-filter';
import { MenuSearch } from './menu-search';
import { MenuSection } from './menu-section';
import { ProductGrid } from './product-grid';

type MenuBrowserProps = {
  menu: Menu;
  display: MenuDisplay;
  onSelect: (selection: MenuSelection) => void;
  /** A control beside each product card, composed by the app (the favourites heart). */
  productAction?: (product: MenuProduct) => ReactNode;
};

/** The cards of the menu's first row, whose photos load at once (three columns at the widest). */
const FIRST_ROW = 3;

/** A loaded online menu: search, dietary filter, the sticky category bar, deals, then one section per category. */
export function MenuBrowser({ menu, display, onSelect, productAction }: MenuBrowserProps) {
  const [query, setQuery] = useState('');
  const [dietary, setDietary] = useState<string[]>([]);
  const terms = searchTerms(query);
  const isSearching = terms.length > 0 || dietary.length > 0;
  const shown = visibleCategories(menu.categories, display.showOutOfStock);
  const categories = withDietaryTags(searchCategories(shown, terms), dietary);
  // Deals are not dishes: a search or a dietary filter is about the dishes, so they step aside while it lasts.
  const deals = isSearching ? [] : menu.deals;
  const resultCount = isSearching ? categories.reduce((sum, category) => sum + category.products.length, 0) : null;

  const sections = [
    ...(deals.length > 0 ? [{ id: DEALS_ANCHOR_ID, label: 'Deals' }] : []),
    ...categories.map((category) => ({ id: categoryAnchorId(category.id), label: category.name })),
  ];
  useScrollToHash();

  const selectProduct = (product: MenuProduct) => onSelect({ kind: 'product', product });

  return (
    <div className="mt-6">
      <MenuSearch value={query} onChange={setQuery} resultCount={resultCount} />
      <DietaryFilter tags={dietaryTagsOf(shown)} chosen={dietary} onChange={setDietary} />
      <div className="mt-4">
        <CategoryBar sections={sections} />
        {deals.length > 0 && (
          <MenuSection id={DEALS_ANCHOR_ID} title="Deals">
            {/* scroll-px-4: a card snaps to the page's margin, not to the screen's edge (issue 18). */}
            <ul className="-mx-4 flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-3">
              {deals.map((deal, index) => (
                <li key={dealKey(deal)} className="w-72 shrink-0 snap-start sm:w-auto">
                  <DealCard deal={deal} onSelect={() => onSelect({ kind: 'deal', deal })} eager={index < FIRST_DEALS} />
                </li>
              ))}
            </ul>
          </MenuSection>
        )}
        {categories.map((category, index) => (
          <MenuSection key={category.id} id={categoryAnchorId(category.id)} title={category.name}>
            <ProductGrid
              products={category.products}
              showUnit={display.showUnit}
              onSelect={selectProduct}
              productAction={productAction}
              eagerCount={index === 0 ? FIRST_ROW : 0}
            />
          </MenuSection>
        ))}
        {categories.length === 0 && deals.length === 0 && (
          <div className="mt-8">
            <EmptyMenu
              query={isSearching ? query.trim() : null}
              onClearSearch={() => {
                setQuery('');
                setDietary([]);
              }}
            />
          </div>
        )}
      </div>
    </div>
  );
}

function EmptyMenu({ query, onClearSearch }: { query: string | null; onClearSearch: () => void }) {
  if (query === null) {
    return (
      <NoticePanel>
        <p>Nothing is on this menu right now. Please check back soon.</p>
      </NoticePanel>
    );
  }
  return (
    <NoticePanel
      action={
        <Button variant="secondary" onClick={onClearSearch}>
          {query ? 'Clear search' : 'Clear filters'}
        </Button>
      }
    >
      <p>{query ? `No dishes match “${query}”.` : 'No dishes match the chosen filters.'}</p>
    </NoticePanel>
  );
}
