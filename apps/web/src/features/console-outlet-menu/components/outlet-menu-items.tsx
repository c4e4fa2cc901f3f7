import type { OutletMenuItem } from '@crust/contract/console-outlet-menu';
import { FormAlert } from '@/components/ui/form-alert';
import { messageOf } from '@/lib/use-submit';
import { useOutletMenuItems } from '../api/outlet-menu-api';
import { OutletItemRow } from './outlet-item-row';

/** The items in the order the API gives them (the categories' and products' own order), grouped by category. */
function byCategory(items: OutletMenuItem[]): { id: number; name: string; items: OutletMenuItem[] }[] {
  const groups = new Map<number, { id: number; name: string; items: OutletMenuItem[] }>();
  for (const item of items) {
    const group = groups.get(item.category_id) ?? { id: item.category_id, name: item.category, items: [] };
    group.items.push(item);
    groups.set(item.category_id, group);
  }
  return [...groups.values()];
}

/** Issue 19: every product of the business as this outlet sells it (or not), category by category. */
export function OutletMenuItems({ outletId, canEdit }: { outletId: number; canEdit: boolean }) {
  const items = useOutletMenuItems(outletId);
  if (items.isPending) return <p role="status">Loading the outlet’s menu…</p>;
  if (items.isError) return <FormAlert>{messageOf(items.error)}</FormAlert>;
  if (items.data.length === 0) return <p>There are no products yet: add them on the Menu page first.</p>;
  return (
    <div className="flex flex-col gap-6">
      {!canEdit && <FormAlert tone="info">You can read this outlet’s menu; its managers and the owners change it.</FormAlert>}
      {byCategory(items.data).map((category) => (
        <section key={category.id} aria-labelledby={`outlet-category-${category.id}`} className="flex flex-col gap-2">
          <h2 id={`outlet-category-${category.id}`} className="text-xl font-bold">
            {category.name}
          </h2>
          <ul className="flex flex-col divide-y divide-black/10 rounded-xl border border-black/10">
            {category.items.map((item) => (
              // A new version (saved here, or reloaded after someone else's save) starts the row again from it.
              <li key={`${item.product_id}:${item.version}`}>
                <OutletItemRow outletId={outletId} item={item} canEdit={canEdit} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
