import { lazy, Suspense } from 'react';
import type { Menu } from '@crust/contract/menu';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';
import type { ItemBuilderDialogProps, ItemBuilderTarget } from '@/features/item-builder/components/item-builder-dialog';

export type { ItemBuilderTarget };

// The builder is code only a choosing diner runs: it downloads once the page shows a menu, in
// parallel with the diner's reading, rather than with the page itself.
const LazyItemBuilderDialog = lazy(() =>
  import('@/features/item-builder/components/item-builder-dialog').then((module) => ({ default: module.ItemBuilderDialog })),
);

type ItemBuilderHostProps = Pick<ItemBuilderDialogProps, 'priceOf' | 'onAdd'> & {
  target: ItemBuilderTarget | null;
  /** The menu the target comes from; nothing is rendered (or downloaded) until it is there. */
  menu: Menu | undefined;
  onClose: () => void;
};

/** The item builder of a route: the route keeps the chosen target, this renders the dialog for it. */
export function ItemBuilderHost({ target, menu, onClose, ...options }: ItemBuilderHostProps) {
  if (!menu) return null;
  return (
    // The spinner shows only when a diner chose before the builder's code arrived.
    <Suspense fallback={target ? <FullScreenSpinner /> : null}>
      <LazyItemBuilderDialog target={target} menu={menu} onOpenChange={(open) => !open && onClose()} {...options} />
    </Suspense>
  );
}
