import { useState, type ReactNode } from 'react';
import type { OrderableMenu } from '@crust/contract/cart';
import { MenuPage } from '@/features/menu/components/menu-page';
import { menuDisplay } from '@/features/menu/menu-display';
import { useConfigStore } from '@/lib/config-store';
import { ItemBuilderHost, wishlistHeartFor, type ItemBuilderTarget } from './item-builder-host';
import { useOutletMenu } from './use-outlet-menu';

type MenuBrowseRouteProps = {
  kind: OrderableMenu;
  title: string;
  subtitle?: string;
  aside?: ReactNode;
};

/** /menu and /dine-in-menu: the menu page, and the item builder for the dish or deal chosen on it. */
export function MenuBrowseRoute({ kind, title, subtitle, aside }: MenuBrowseRouteProps) {
  const theme = useConfigStore((state) => state.theme);
  const { outletName, menu, onChooseOutlet } = useOutletMenu(kind);
  const [target, setTarget] = useState<ItemBuilderTarget | null>(null);

  return (
    <>
      <MenuPage
        title={title}
        subtitle={subtitle}
        aside={aside}
        menu={menu}
        outletName={outletName}
        onChooseOutlet={onChooseOutlet}
        display={menuDisplay(theme)}
        onSelect={setTarget}
        productAction={wishlistHeartFor}
      />
      <ItemBuilderHost target={target} menu={menu.data} onClose={() => setTarget(null)} orderMenu={kind} />
    </>
  );
}
