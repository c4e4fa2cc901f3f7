import type { OrderableMenu } from '@crust/contract/cart';
import type { ItemBuilderDialogProps } from '@/features/item-builder/components/item-builder-dialog';
import { ItemBuilderDialog } from '@/features/item-builder/components/item-builder-dialog';
import { WishlistHeart } from '@/features/wishlist/components/wishlist-heart';
import { useCartAdd } from './use-cart-add';
import { useOrderingHold } from './use-ordering-hold';

/** The item builder adding to the diner's cart, with the favourites heart: loaded with the builder, not with the menu page. */
export function CartItemBuilder({ orderMenu, ...props }: Omit<ItemBuilderDialogProps, 'onAdd'> & { orderMenu: OrderableMenu }) {
  const onAdd = useCartAdd(orderMenu);
  const hold = useOrderingHold();
  return <ItemBuilderDialog {...props} onAdd={onAdd} hold={hold} productAction={(product) => <WishlistHeart product={product} />} />;
}
