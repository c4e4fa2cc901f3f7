import { useState } from 'react';
import type { SiteConfig } from '@crust/contract/site-config';
import { HomeMenuSections } from '@/features/home/components/home-menu-sections';
import { useMenu } from '@/features/menu/api/use-menu';
import { ProductGrid } from '@/features/menu/components/product-grid';
import { categoryHref } from '@/features/menu/menu-anchors';
import { ItemBuilderHost, wishlistHeartFor, type ItemBuilderTarget } from './item-builder-host';
import type { Outlet } from './use-outlet';

/**
 * The home page's menu-driven sections, fed by the outlet's main menu and showing dishes with the
 * menu page's cards. Loaded apart from the home route: none of it is above the fold.
 *
 * The route passes the outlet in rather than this chunk reading the stores: a chunk loaded from a
 * lazy route that imports the stores makes the bundler split zustand out of the entry into a chunk
 * of its own, which costs the first load of / about 0.8 KB gzip.
 */
export function HomeMenu({ theme, outlet }: { theme: SiteConfig; outlet: Outlet }) {
  const menu = useMenu(outlet.id, 'main');
  const [target, setTarget] = useState<ItemBuilderTarget | null>(null);

  return (
    <>
      <HomeMenuSections
        theme={theme}
        outletName={outlet.name}
        onChooseOutlet={outlet.choose}
        menu={{ data: menu.data, isError: menu.isError, isRetrying: menu.isFetching, retry: () => void menu.refetch() }}
        categoryHref={(category) => categoryHref(category.id)}
        renderProducts={(products) => (
          <ProductGrid
            products={products}
            showUnit={theme.general.showProductUnit}
            onSelect={(product) => setTarget({ kind: 'product', product })}
            productAction={wishlistHeartFor}
          />
        )}
      />
      <ItemBuilderHost target={target} menu={menu.data} onClose={() => setTarget(null)} orderMenu="main" />
    </>
  );
}
