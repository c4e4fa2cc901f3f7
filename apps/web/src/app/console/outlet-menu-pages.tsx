import { DaypartsEditor } from '@/features/console-outlet-menu/components/dayparts-editor';
import { OutletMenuItems } from '@/features/console-outlet-menu/components/outlet-menu-items';
import { OutletPage } from './outlet-page';

// Issue 19: what an outlet sells, at which prices and when. Crew read; the outlet's managers and the
// owners change it (the server checks again). Its own chunk: it brings zod with it.

export function OutletMenuPage() {
  return (
    <OutletPage title="Outlet menu">
      {({ outletId, canManage }) => (
        <>
          <OutletMenuItems key={outletId} outletId={outletId} canEdit={canManage} />
          <section aria-labelledby="dayparts-heading" className="flex flex-col gap-3">
            <h2 id="dayparts-heading" className="text-xl font-bold">
              Dayparts
            </h2>
            <DaypartsEditor key={outletId} outletId={outletId} canEdit={canManage} />
          </section>
        </>
      )}
    </OutletPage>
  );
}
