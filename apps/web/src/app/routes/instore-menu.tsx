import { useState } from 'react';
import { InStoreMenuPage } from '@/features/menu/components/instore-menu-page';
import { menuDisplay } from '@/features/menu/menu-display';
import { useConfigStore } from '@/lib/config-store';
import { ItemBuilderHost, type ItemBuilderTarget } from '../item-builder-host';
import { useOutletMenu } from '../use-outlet-menu';

/** The counter menu is for reading: no onAdd, now or later, so the builder opens view-only. */
export function Component() {
  const theme = useConfigStore((state) => state.theme);
  const { outletName, menu, onChooseOutlet } = useOutletMenu('instore');
  const [target, setTarget] = useState<ItemBuilderTarget | null>(null);

  return (
    <>
      <InStoreMenuPage menu={menu} outletName={outletName} onChooseOutlet={onChooseOutlet} display={menuDisplay(theme)} onSelect={setTarget} />
      <ItemBuilderHost target={target} menu={menu.data} priceOf={(product) => product.price} onClose={() => setTarget(null)} orderMenu={null} />
    </>
  );
}
