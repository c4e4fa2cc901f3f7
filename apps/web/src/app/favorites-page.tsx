import { useState } from 'react';
import type { WishlistItem } from '@crust/contract/wishlist';
import { PageFrame } from '@/components/layout/page-frame';
import { Button } from '@/components/ui/button';
import { FavoritesList } from '@/features/wishlist/components/favorites-list';
import { ItemBuilderHost, type ItemBuilderTarget } from './item-builder-host';
import { useOutletMenu } from './use-outlet-menu';

/** /favorites: the wishlist, each item added to the cart through the item builder of the chosen outlet's menu. */
export function FavoritesPage() {
  const { outletName, menu, onChooseOutlet } = useOutletMenu('main');
  const [target, setTarget] = useState<ItemBuilderTarget | null>(null);

  const cartAction = (item: WishlistItem) => {
    if (!outletName) {
      return (
        <Button variant="secondary" onClick={onChooseOutlet}>
          Choose an outlet to order
        </Button>
      );
    }
    const product = menu.data?.categories.flatMap((category) => category.products).find((entry) => entry.restaurant_product_id === item.restaurant_product_id);
    if (!product) return <span className="text-sm text-text/75">Not on the menu at {outletName}</span>;
    if (!product.in_stock) return <span className="text-sm font-semibold text-dark">Out of stock</span>;
    return (
      <Button onClick={() => setTarget({ kind: 'product', product })} aria-label={`Add ${item.name} to cart`}>
        Add to cart
      </Button>
    );
  };

  return (
    <PageFrame title="Favourites" lead="The items you have saved." access="diners">
      <FavoritesList cartAction={cartAction} />
      <ItemBuilderHost target={target} menu={menu.data} onClose={() => setTarget(null)} orderMenu="main" />
    </PageFrame>
  );
}
