import { useState } from 'react';
import { useCart } from '../api/get-cart';
import { useCartStore } from '../cart-store';

const itemsLabel = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * Adding an item shows no toast (see useAddToCart): the badge changes, and this message tells screen
 * reader users. It speaks only for changes after the first answer, and not while the drawer is open,
 * where each line's stepper already announces its quantity.
 */
function useCountAnnouncement(count: number | undefined, isDrawerOpen: boolean): string {
  const [previous, setPrevious] = useState(count);
  const [message, setMessage] = useState('');
  // Adjusted while rendering rather than in an effect, as React recommends for derived state.
  if (count !== previous) {
    setPrevious(count);
    if (previous !== undefined && count !== undefined && !isDrawerOpen) setMessage(`${itemsLabel(count)} in your cart`);
  }
  return message;
}

/** The header's cart button: the item count as a badge; opens the cart drawer. */
export function CartButton({ className = '' }: { className?: string }) {
  const { cart } = useCart();
  const count = cart?.item_count;
  const isDrawerOpen = useCartStore((state) => state.isDrawerOpen);
  const openDrawer = useCartStore((state) => state.openDrawer);
  const announcement = useCountAnnouncement(count, isDrawerOpen);

  return (
    <>
      <button
        type="button"
        onClick={openDrawer}
        aria-label={`Cart, ${itemsLabel(count ?? 0)}`}
        aria-haspopup="dialog"
        className={`relative inline-flex size-11 items-center justify-center rounded-md text-text hover:bg-light focus-visible:outline-2 focus-visible:outline-primary ${className}`.trim()}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          className="size-6"
        >
          <circle cx="9" cy="20" r="1.5" />
          <circle cx="18" cy="20" r="1.5" />
          <path d="M2.5 3h2.6l2.4 12.2a1.5 1.5 0 0 0 1.5 1.3h8.9a1.5 1.5 0 0 0 1.5-1.2L21 7H6" />
        </svg>
        {count !== undefined && count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-primary px-1 text-center text-xs leading-5 font-bold text-white tabular-nums"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </>
  );
}
