import { lazy, Suspense } from 'react';
import { ClientOnly } from '@/components/client-only';
import type { OrderableMenu } from '@crust/contract/cart';
import type { Menu, MenuProduct } from '@crust/contract/menu';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';
import type { ItemBuilderDialogProps, ItemBuilderTarget } from '@/features/item-builder/components/item-builder-dialog';

export type { ItemBuilderTarget };

// The builder, and the cart code behind its Add button, are code only a choosing diner runs: they
// download once the page shows a menu, in parallel with the diner's reading, not with the page.
const LazyCartItemBuilder = lazy(() => import('./cart-item-builder').then((module) => ({ default: module.CartItemBuilder })));
const LazyItemViewer = lazy(() => import('@/features/item-builder/components/item-builder-dialog').then((module) => ({ default: module.ItemBuilderDialog })));

type ItemBuilderHostProps = Pick<ItemBuilderDialogProps, 'priceOf'> & {
  target: ItemBuilderTarget | null;
  /** The menu the target comes from; nothing is rendered (or downloaded) until it is there. */
  menu: Menu | undefined;
  onClose: () => void;
  /**
   * The menu the builder's adds are ordered from (the cart line remembers it, issue 17), or null on
   * the counter-screen in-store menu, which only shows details.
   */
  orderMenu: OrderableMenu | null;
};

/** The item builder of a route: the route keeps the chosen target, this renders the dialog for it. */
export function ItemBuilderHost({ target, menu, onClose, orderMenu, ...options }: ItemBuilderHostProps) {
  if (!menu) return null;
  const onOpenChange = (open: boolean) => !open && onClose();
  return (
    // The spinner shows only when a diner chose before the builder's code arrived.
    <Suspense fallback={target ? <FullScreenSpinner /> : null}>
      {orderMenu === null ? (
        <LazyItemViewer target={target} menu={menu} onOpenChange={onOpenChange} {...options} />
      ) : (
        <LazyCartItemBuilder target={target} menu={menu} onOpenChange={onOpenChange} orderMenu={orderMenu} {...options} />
      )}
    </Suspense>
  );
}

// The favourites heart of a product card lives here, beside the builder the card opens, because every
// route that shows product cards already loads this module (one chunk fewer for the entry to name:
// issue 8's first-load budget). The heart and the wishlist's code arrive after the menu has painted;
// a box of the heart's size holds its place meanwhile.
const WishlistHeart = lazy(() => import('@/features/wishlist/components/wishlist-heart').then((module) => ({ default: module.WishlistHeart })));

const heartBox = <span aria-hidden="true" className="inline-block size-10" />;

/** The favourites heart for a product of a menu, as the menu feature's productAction slot: the diner's own, so never in the server's HTML. */
export function wishlistHeartFor(product: MenuProduct) {
  return (
    <ClientOnly fallback={heartBox}>
      <Suspense fallback={heartBox}>
        <WishlistHeart product={product} />
      </Suspense>
    </ClientOnly>
  );
}
