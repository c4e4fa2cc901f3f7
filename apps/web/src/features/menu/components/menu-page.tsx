import type { ReactNode } from 'react';
import type { MenuProduct } from '@crust/contract/menu';
import { DocumentTitle } from '@/components/seo-head';
import type { MenuQuery } from '../api/use-menu';
import type { MenuDisplay } from '../menu-display';
import type { MenuSelection } from '../menu-selection';
import { MenuBrowser } from './menu-browser';
import { ProductGridSkeleton } from './menu-skeletons';
import { MenuStatus } from './menu-status';

type MenuPageProps = {
  title: string;
  subtitle?: string;
  /** Shown beside the title, such as the dine-in table. */
  aside?: ReactNode;
  menu: MenuQuery;
  outletName: string | null;
  onChooseOutlet: () => void;
  display: MenuDisplay;
  onSelect: (selection: MenuSelection) => void;
  /** A control beside each product card, composed by the app (the favourites heart). */
  productAction?: (product: MenuProduct) => ReactNode;
};

/** An online menu page (/menu, /dine-in-menu): its heading, then the menu or its loading state. */
export function MenuPage({ title, subtitle, aside, menu, outletName, onChooseOutlet, display, onSelect, productAction }: MenuPageProps) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-10 pb-16 sm:px-6">
      <DocumentTitle title={title} />
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          {subtitle && <p className="mt-2 text-lg text-text/80">{subtitle}</p>}
        </div>
        {aside}
      </div>
      <div className="mt-6">
        <MenuStatus menu={menu} outletName={outletName} onChooseOutlet={onChooseOutlet} skeleton={<ProductGridSkeleton />}>
          {(data) => <MenuBrowser menu={data} display={display} onSelect={onSelect} productAction={productAction} />}
        </MenuStatus>
      </div>
    </div>
  );
}
