import type { MenuProduct } from '@crust/contract/menu';
import { useConfigStore } from '@/lib/config-store';
import { allergensSentence, tagLabel, unavailableReason } from '@/lib/product-words';
import { ItemImage } from './item-image';

/** What the diner reads before choosing: picture, description, when it is available, dietary tags, allergens and unit. */
export function ProductSummary({ product }: { product: MenuProduct }) {
  // Spec §3: the unit shows only when the site configuration's showProductUnit is on.
  const showUnit = useConfigStore((state) => state.theme.general.showProductUnit);
  const unavailable = unavailableReason(product);
  const allergens = allergensSentence(product.allergens);
  return (
    <div className="flex flex-col gap-3">
      <ItemImage item={product} />
      {product.description && <p className="text-sm text-text/80">{product.description}</p>}
      {(product.tags.length > 0 || !product.in_stock || unavailable || (showUnit && product.unit)) && (
        <ul aria-label="About this item" className="flex flex-wrap gap-2 text-xs font-medium">
          {!product.in_stock && <li className="rounded-full bg-dark px-2 py-1 text-white">Out of stock</li>}
          {product.in_stock && unavailable && <li className="rounded-full bg-dark px-2 py-1 text-white">{unavailable}</li>}
          {showUnit && product.unit && <li className="rounded-full border border-secondary/30 px-2 py-1">{product.unit}</li>}
          {product.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-light px-2 py-1 text-dark">
              {tagLabel(tag)}
            </li>
          ))}
        </ul>
      )}
      {allergens && <p className="text-xs text-text/70">{allergens}</p>}
    </div>
  );
}
