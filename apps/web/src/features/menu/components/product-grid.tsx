import type { ReactNode } from 'react';
import type { MenuProduct } from '@crust/contract/menu';
import { ProductCard } from './product-card';

type ProductGridProps = {
  products: readonly MenuProduct[];
  showUnit: boolean;
  onSelect: (product: MenuProduct) => void;
  /** A control beside each card, composed by the app (the favourites heart). */
  productAction?: (product: MenuProduct) => ReactNode;
};

export function ProductGrid({ products, showUnit, onSelect, productAction }: ProductGridProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product) => (
        <li key={product.restaurant_product_id}>
          <ProductCard product={product} showUnit={showUnit} onSelect={onSelect} action={productAction?.(product)} />
        </li>
      ))}
    </ul>
  );
}
