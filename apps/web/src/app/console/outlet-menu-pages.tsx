import { OutletMenuItems } from '@/features/console-outlet-menu/components/outlet-menu-items';
import { OutletPage } from './outlet-page';

// Issue 19: what an outlet sells, at which prices and when. Crew read; the outlet's managers and the
// owners change it (the server checks again). Its own chunk: it brings zod with it.

export function OutletMenuPage() {
  return (
    <OutletPage title="Outlet menu">
      {({ outletId, canManage }) => <OutletMenuItems key={outletId} outletId={outletId} canEdit={canManage} />}
    </OutletPage>
  );
}
