import type { WishlistProduct } from '../api/wishlist-api';
import { useToggleWishlist } from '../use-wishlist';

/** The heart on a product card or in its dialog: saves the product to the diner's favourites or takes it out. */
export function WishlistHeart({ product, className = '' }: { product: WishlistProduct; className?: string }) {
  const { saved, toggle, busy } = useToggleWishlist(product);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? `Remove ${product.name} from favourites` : `Add ${product.name} to favourites`}
      onClick={toggle}
      disabled={busy}
      className={`inline-flex size-10 items-center justify-center rounded-full border border-black/10 bg-background/95 text-primary shadow-sm hover:bg-light disabled:opacity-60 ${className}`.trim()}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill={saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
        <path d="M12 21s-7.5-4.6-9.6-9.2C1 8.7 3 5 6.6 5c2 0 3.4 1.1 4.4 2.6C12 6.1 13.4 5 15.4 5 19 5 21 8.7 19.6 11.8 17.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
