import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { PageFrame } from '@/components/layout/page-frame';
import { useRefreshCart } from '@/features/cart/api/refresh-cart';
import { useCartStore } from '@/features/cart/cart-store';
import { useCheckoutStore } from '@/features/checkout/checkout-store';
import { linkedOrderIn, type SuccessState } from '@/features/checkout/success-hand-over';

const isSuccessState = (state: unknown): state is SuccessState =>
  typeof state === 'object' && state !== null && typeof (state as SuccessState).id === 'string' && typeof (state as SuccessState).number === 'number';

/**
 * The order just placed: passed by the payment step (and kept in the history entry, so a reload still
 * shows it), or, back from a payment method that left the page, the one its address names (paid from a
 * link to it) or the one the checkout store kept.
 */
function placedOrder(state: unknown, search: URLSearchParams): SuccessState | null {
  if (isSuccessState(state)) return state;
  const redirectStatus = search.get('redirect_status');
  return redirectStatus === 'succeeded' || redirectStatus === 'processing' ? (linkedOrderIn(search) ?? useCheckoutStore.getState().order) : null;
}

/** Where a payment that left the page and failed goes to try again: the order's own link, or step 2. */
function retryPath(search: URLSearchParams): string {
  const linked = linkedOrderIn(search);
  return linked ? `/checkout/payment?order=${encodeURIComponent(linked.id)}` : '/checkout/payment';
}

/** /checkout/success: thanks, the order number, and checkout and the cart starting afresh (issue 9). */
export function CheckoutSuccessPage() {
  const location = useLocation();
  const [search] = useSearchParams();
  const refreshCart = useRefreshCart();
  const [order] = useState(() => placedOrder(location.state, search));

  useEffect(() => {
    if (!order) return;
    const checkout = useCheckoutStore.getState();
    // Paid from a link, the order may not be this checkout's: a checkout under way here (another
    // order's step 1, its cart's coupon) is left as it is.
    if (!order.fromLink || checkout.order?.id === order.id) {
      checkout.reset();
      const cart = useCartStore.getState();
      cart.clearCoupon();
      cart.setCashOnDelivery(false);
    }
    refreshCart();
  }, [order, refreshCart]);

  if (!order) return <Navigate to={search.get('redirect_status') === 'failed' ? retryPath(search) : '/checkout'} replace />;

  return (
    <PageFrame title="Order placed" lead="Thank you for your order!">
      <div className="flex flex-col items-start gap-4">
        <p className="text-lg">
          Your order number is <strong className="text-2xl tabular-nums">{order.number}</strong>. We have emailed you its details.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link
            to={`/order-confirmation/${encodeURIComponent(order.id)}`}
            className="rounded-md bg-primary px-4 py-2.5 text-sm font-semibold text-white hover:bg-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            Follow your order
          </Link>
          <Link to="/menu" className="rounded-md px-4 py-2.5 text-sm font-semibold underline-offset-4 hover:underline">
            Back to the menu
          </Link>
        </div>
      </div>
    </PageFrame>
  );
}
