import { useId, type ReactNode } from 'react';
import type { MenuProduct } from '@crust/contract/menu';
import { formatCents, onlinePrice } from '@crust/contract/prices';
import { FallbackImage } from '@/components/ui/fallback-image';
import { unavailableReason } from '@/lib/product-words';
import { ProductBadges } from './product-badges';

type ProductCardProps = {
  product: MenuProduct;
  showUnit: boolean;
  onSelect: (product: MenuProduct) => void;
  /** A control beside the card (the favourites heart, composed by the app): a sibling, never inside the card's button. */
  action?: ReactNode;
  /** Its photo loads at once and first: the menu's first row, in view as the page opens. */
  eager?: boolean;
};

/**
 * A product of an online menu, at its online price (spec §3), as one button that opens the item
 * builder. Out of stock, it stays visible but cannot be chosen.
 */
export function ProductCard({ product, showUnit, onSelect, action, eager = false }: ProductCardProps) {
  const id = useId();
  const soldOut = !product.in_stock;
  // Outside its daypart (issue 19) it still opens, to read about it; the builder will not add it.
  const unavailable = soldOut ? null : unavailableReason(product);
  return (
    <div className="relative h-full">
      <button
        type="button"
        disabled={soldOut}
        onClick={() => onSelect(product)}
        // Named by name and price alone; the rest is read as its description, not as one long name.
        aria-labelledby={`${id}-name ${id}-price`}
        aria-describedby={`${id}-details`}
        className="flex h-full w-full gap-4 rounded-xl border border-black/10 bg-background p-4 text-left transition-shadow hover:border-primary/40 hover:shadow-md disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-black/10 disabled:hover:shadow-none"
      >
        <span className="flex min-w-0 flex-1 flex-col gap-1.5">
          <span id={`${id}-name`} className="font-semibold text-text">
            {product.name}
          </span>
          <span id={`${id}-details`} className="flex flex-col gap-2">
            {product.description && <span className="line-clamp-2 text-sm text-text/75">{product.description}</span>}
            <ProductBadges product={product} />
            {soldOut && <span className="text-sm font-semibold text-dark">Out of stock</span>}
            {unavailable && <span className="text-sm font-semibold text-dark">{unavailable}</span>}
          </span>
          <span className="mt-auto flex items-baseline gap-1.5 pt-1">
            <span id={`${id}-price`} className="font-bold tabular-nums">
              {formatCents(onlinePrice(product))}
            </span>
            {showUnit && product.unit && <span className="text-sm text-text/70">· {product.unit}</span>}
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-2">
          {/* Decorative: the text beside it names the product. */}
          <FallbackImage
            src={product.image}
            srcset={product.srcset}
            sizes="(min-width: 640px) 112px, 96px"
            alt=""
            width={112}
            height={112}
            loading={eager ? 'eager' : 'lazy'}
            // Issue 20: the first row holds /menu's LCP element, fetched before the rest of the page's images.
            fetchPriority={eager ? 'high' : undefined}
            className="size-24 rounded-lg object-cover sm:size-28"
          />
          {/* Issue 18: room beneath the photo for the action, which covered the photo's corner. */}
          {action && <span aria-hidden="true" className="h-10" />}
        </span>
      </button>
      {action && <div className="absolute right-4 bottom-4">{action}</div>}
    </div>
  );
}
