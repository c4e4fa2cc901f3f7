import { useState } from 'react';
import { DealsPage } from '@/features/menu/components/deals-page';
import { ItemBuilderHost, type ItemBuilderTarget } from '../item-builder-host';
import { useOutletMenu } from '../use-outlet-menu';

export function Component() {
  // The deals are those of the main (online) menu.
  const { outletId, outletName, menu, onChooseOutlet } = useOutletMenu('main');
  const [target, setTarget] = useState<ItemBuilderTarget | null>(null);

  return (
    <>
      <DealsPage menu={menu} outletId={outletId} outletName={outletName} onChooseOutlet={onChooseOutlet} onSelect={setTarget} />
      <ItemBuilderHost target={target} menu={menu.data} onClose={() => setTarget(null)} orderMenu="main" />
    </>
  );
}
