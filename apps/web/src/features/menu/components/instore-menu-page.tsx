import { useId, type ReactNode } from 'react';
import type { Menu } from '@crust/contract/menu';
import { DocumentTitle } from '@/components/seo-head';
import type { MenuQuery } from '../api/use-menu';
import { dealKey } from '../deal-key';
import { visibleCategories } from '../menu-filters';
import type { MenuDisplay } from '../menu-display';
import type { MenuSelection } from '../menu-selection';
import { BoardRow } from './board-row';
import { BoardSkeleton } from './menu-skeletons';
import { MenuStatus } from './menu-status';
import { ProductBadges } from './product-badges';

type InStoreMenuPageProps = {
  menu: MenuQuery;
  outletName: string | null;
  onChooseOutlet: () => void;
  display: MenuDisplay;
  /** Opens the item builder to look, never to add: this menu is for reading at the counter. */
  onSelect: (selection: MenuSelection) => void;
};

/**
 * /instore-menu: the outlet's counter menu at in-store prices, made to be read from a distance on a
 * counter screen. The page inverts the theme's text and background colours, which the tenant keeps
 * in strong contrast, and sets categories in columns on wide screens.
 */
export function InStoreMenuPage({ menu, outletName, onChooseOutlet, display, onSelect }: InStoreMenuPageProps) {
  return (
    <div className="bg-text text-background">
      <div className="mx-auto w-full max-w-screen-2xl px-4 pt-10 pb-16 sm:px-8">
        <DocumentTitle title="In-store menu" />
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">In-store menu</h1>
        <p className="mt-3 text-xl opacity-90">
          {outletName ? `${outletName} · prices at the counter` : 'What we serve at the counter of your chosen outlet.'}
        </p>
        <div className="mt-8">
          <MenuStatus menu={menu} outletName={outletName} onChooseOutlet={onChooseOutlet} skeleton={<BoardSkeleton />}>
            {(data) => <Board menu={data} display={display} onSelect={onSelect} />}
          </MenuStatus>
        </div>
      </div>
    </div>
  );
}

function Board({ menu, display, onSelect }: { menu: Menu; display: MenuDisplay; onSelect: InStoreMenuPageProps['onSelect'] }) {
  const categories = visibleCategories(menu.categories, display.showOutOfStock);
  if (categories.length === 0 && menu.deals.length === 0) {
    return <p className="text-2xl">Nothing is on this menu right now.</p>;
  }
  return (
    <div className="gap-12 lg:columns-2 2xl:columns-3">
      {menu.deals.length > 0 && (
        <BoardSection title="Deals">
          {menu.deals.map((deal) => (
            <BoardRow
              key={dealKey(deal)}
              name={deal.name}
              description={deal.description}
              price={deal.price}
              onSelect={() => onSelect({ kind: 'deal', deal })}
            />
          ))}
        </BoardSection>
      )}
      {categories.map((category) => (
        <BoardSection key={category.id} title={category.name}>
          {category.products.map((product) => (
            <BoardRow
              key={product.restaurant_product_id}
              name={product.name}
              description={product.description}
              // In store, the diner pays the in-store price, not the online one.
              price={product.price}
              unit={display.showUnit ? product.unit : null}
              badges={<ProductBadges product={product} />}
              soldOut={!product.in_stock}
              onSelect={() => onSelect({ kind: 'product', product })}
            />
          ))}
        </BoardSection>
      ))}
    </div>
  );
}

function BoardSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-12 break-inside-avoid">
      <h2 id={headingId} className="border-b-4 border-current pb-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {title}
      </h2>
      <ul className="mt-2">{children}</ul>
    </section>
  );
}
