import type { ReactNode } from 'react';
import type { MenuProduct } from '@crust/contract/menu';
import { ProductCard } from './product-card';

type ProductGridProps = {
  products: readonly MenuProduct[];
  showUnit: boolean;
  onSelect: (product: MenuProduct) => void;
  /** A control beside each card, composed by the app (the favourites heart). */
  productAction?: (product: MenuProduct) => ReactNode;
  /** How many cards, from the first, load their photo at once (the first row of the menu). */
  eagerCount?: number;
};

export function ProductGrid({ products, showUnit, onSelect, productAction, eagerCount = 0 }: ProductGridProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product, index) => (
        <li key={product.restaurant_product_id}>
          <ProductCard product={product} showUnit={showUnit} onSelect={onSelect} action={productAction?.(product)} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
