import { useMemo } from 'react';
import type { CartItem } from '@crust/contract/cart';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';
import { ItemBuilderDialog } from '@/features/item-builder/components/item-builder-dialog';
import { cartItemStart } from '@/features/item-builder/item-start';
import { useMenu } from '@/features/menu/api/use-menu';
import { useSelectedRestaurantStore } from '@/lib/selected-restaurant-store';
import { useCartEdit } from './use-cart-add';

/**
 * Issue 18 point 13: a cart line reopened in the item builder with its choices, against the menu it
 * was chosen from; "Update cart" replaces the line in its place. A line whose dish or deal has left
 * the menu says so instead. Loaded with the builder when a diner first edits a line.
 */
export function CartLineEditor({ item, onClose }: { item: CartItem; onClose: () => void }) {
  const restaurantId = useSelectedRestaurantStore((state) => state.selected?.restaurant.id ?? null);
  const { data: menu, isError } = useMenu(restaurantId, item.menu);
  const onAdd = useCartEdit(item.id, item.menu);
  const start = useMemo(() => (menu ? cartItemStart(item, menu) : null), [item, menu]);
  const onOpenChange = (open: boolean) => !open && onClose();

  const problem = isError ? 'We couldn’t load the menu to change this item. Please try again.' : start && 'unavailable' in start ? start.unavailable : null;
  if (problem) {
    return (
      <Dialog open onOpenChange={onOpenChange} title={`${item.name} can’t be changed`} description={problem}>
        <Button className="mt-4 w-full" onClick={onClose}>
          Back to your cart
        </Button>
      </Dialog>
    );
  }
  if (!menu || !start || 'unavailable' in start) return <FullScreenSpinner />;
  return <ItemBuilderDialog target={start.target} start={start.start} menu={menu} onOpenChange={onOpenChange} onAdd={onAdd} />;
}
