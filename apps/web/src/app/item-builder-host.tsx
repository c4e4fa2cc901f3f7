import { lazy, Suspense } from 'react';
import type { Menu } from '@crust/contract/menu';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';
import type { ItemBuilderDialogProps, ItemBuilderTarget } from '@/features/item-builder/components/item-builder-dialog';

export type { ItemBuilderTarget };

// The builder, and the cart code behind its Add button, are code only a choosing diner runs: they
// download once the page shows a menu, in parallel with the diner's reading, not with the page.
const LazyCartItemBuilder = lazy(() => import('./cart-item-builder').then((module) => ({ default: module.CartItemBuilder })));
const LazyItemViewer = lazy(() =>
  import('@/features/item-builder/components/item-builder-dialog').then((module) => ({ default: module.ItemBuilderDialog })),
);

type ItemBuilderHostProps = Pick<ItemBuilderDialogProps, 'priceOf'> & {
  target: ItemBuilderTarget | null;
  /** The menu the target comes from; nothing is rendered (or downloaded) until it is there. */
  menu: Menu | undefined;
  onClose: () => void;
  /** Whether the builder adds to the cart; the counter-screen in-store menu only shows details. */
  addsToCart: boolean;
};

/** The item builder of a route: the route keeps the chosen target, this renders the dialog for it. */
export function ItemBuilderHost({ target, menu, onClose, addsToCart, ...options }: ItemBuilderHostProps) {
  if (!menu) return null;
  const Builder = addsToCart ? LazyCartItemBuilder : LazyItemViewer;
  return (
    // The spinner shows only when a diner chose before the builder's code arrived.
    <Suspense fallback={target ? <FullScreenSpinner /> : null}>
      <Builder target={target} menu={menu} onOpenChange={(open) => !open && onClose()} {...options} />
    </Suspense>
  );
}
