import { formatCents } from '@crust/contract/prices';
import { useCart } from '../api/get-cart';
import { useCartStore } from '../cart-store';

/**
 * Issue 18: on a phone the header (not sticky) scrolls away with its badge, so once the cart holds
 * something this bar stays at the bottom of the screen with the count and the total as the server
 * priced them; it opens the cart drawer. A spacer of its height ends the page, so the footer never
 * scrolls out of reach beneath it.
 */
export function CartBar() {
  const { cart } = useCart();
  const openDrawer = useCartStore((state) => state.openDrawer);
  if (!cart || cart.item_count === 0) return null;

  const items = `${cart.item_count} ${cart.item_count === 1 ? 'item' : 'items'}`;
  const total = formatCents(cart.total);
  return (
    <>
      <div aria-hidden="true" className="h-20 shrink-0" />
      <aside
        aria-label="Your cart"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-black/10 bg-background/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)]"
      >
        <button
          type="button"
          onClick={openDrawer}
          aria-haspopup="dialog"
          aria-label={`View cart, ${items}, ${total}`}
          className="mx-auto flex min-h-12 w-full max-w-md items-center justify-between gap-4 rounded-lg bg-primary px-4 font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          <span>View cart · {items}</span>
          <span className="tabular-nums">{total}</span>
        </button>
      </aside>
    </>
  );
}
