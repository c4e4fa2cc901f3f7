import { PhotoField } from '@/features/console-images/components/photo-field';
import { DealsManager } from '@/features/console-deals/components/deals-manager';
import type { DealPhotoSlot } from '@/features/console-deals/components/deal-form';
import { useOutletMenuItems } from '@/features/console-outlet-menu/api/outlet-menu-api';
import { useAttributes } from '@/features/console-sizes/api/attributes-api';
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

const dealPhoto: DealPhotoSlot = (field) => <PhotoField label="Photo" {...field} />;

/** The outlet's deals, whose slots allow the products it sells and name the business's sizes. */
function OutletDeals({ outletId, canEdit }: { outletId: number; canEdit: boolean }) {
  const items = useOutletMenuItems(outletId);
  const attributes = useAttributes();
  if (items.isPending || attributes.isPending) return <p role="status">Loading…</p>;
  const products = (items.data ?? []).flatMap((item) =>
    item.sold && item.restaurant_product_id !== null ? [{ id: item.restaurant_product_id, name: item.name }] : [],
  );
  const sizes = (attributes.data ?? []).flatMap((attribute) => attribute.values.map((value) => ({ id: value.id, label: `${attribute.name}: ${value.name}` })));
  return <DealsManager outletId={outletId} canEdit={canEdit} products={products} sizes={sizes} photo={dealPhoto} />;
}

export function OutletDealsPage() {
  return <OutletPage title="Deals">{({ outletId, canManage }) => <OutletDeals key={outletId} outletId={outletId} canEdit={canManage} />}</OutletPage>;
}
