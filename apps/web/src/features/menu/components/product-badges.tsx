import type { MenuProduct } from '@crust/contract/menu';
import { tagLabel } from '@/lib/product-words';

const badge = 'rounded-full px-2 py-0.5 text-xs font-semibold';

/** Popular / New, then the dietary tags, as small labels. */
export function ProductBadges({ product }: { product: MenuProduct }) {
  if (!product.popular && !product.is_new && product.tags.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1.5">
      {product.popular && <span className={`${badge} bg-accent text-text`}>Popular</span>}
      {product.is_new && <span className={`${badge} bg-primary text-white`}>New</span>}
      {product.tags.map((tag) => (
        <span key={tag} className={`${badge} bg-light text-dark`}>
          {tagLabel(tag)}
        </span>
      ))}
    </span>
  );
}
