import { useEffect, useRef } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { Order } from '@crust/contract/orders';
import { formatCents } from '@crust/contract/prices';
import { PageFrame } from '@/components/layout/page-frame';
import { useRefreshCart } from '@/features/cart/api/refresh-cart';
import { useCartStore } from '@/features/cart/cart-store';
import { useCheckoutStore } from '@/features/checkout/checkout-store';
import { successPath } from '@/features/checkout/success-hand-over';
import { OrderFulfilment, OrderPayment, OrderRestaurant } from '@/features/orders/components/order-facts';
import { OrderUnavailable } from '@/features/orders/components/order-unavailable';
import { useOrder } from '@/lib/get-order';

const linkButton =
  'rounded-md bg-primary px-4 py-2.5 text-sm font-semibold text-white hover:bg-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * /checkout/success?order={orderId} (issue 18 point 11): the order it names, read from the server for
 * its owner, so a reload shows it again. Back from a payment method that left the page for the
 * checkout's own return address, the order is the one the checkout kept; a failed one goes back to paying.
 */
export function CheckoutSuccessPage() {
  const [search] = useSearchParams();
  const orderId = search.get('order');
  const redirectStatus = search.get('redirect_status');
  if (redirectStatus === 'failed') {
    return <Navigate to={orderId ? `/checkout/payment?order=${encodeURIComponent(orderId)}` : '/checkout/payment'} replace />;
  }
  if (orderId) return <SuccessContent orderId={orderId} />;
  const kept = redirectStatus === 'succeeded' || redirectStatus === 'processing' ? useCheckoutStore.getState().order : null;
  return <Navigate to={kept ? successPath(kept.id) : '/checkout'} replace />;
}

function SuccessContent({ orderId }: { orderId: string }) {
  const refreshCart = useRefreshCart();
  const { data: order, error, isPending, isFetching, refetch } = useOrder(orderId);
  const hasFinished = useRef(false);

  useEffect(() => {
    if (!order || hasFinished.current) return;
    hasFinished.current = true;
    const checkout = useCheckoutStore.getState();
    // The checkout that kept this order starts afresh; one under way for another order (this one paid
    // from its link, or a reload after a new checkout began) is left as it is.
    if (checkout.order?.id === order.id) {
      checkout.reset();
      const cart = useCartStore.getState();
      cart.clearCoupon();
      cart.setCashOnDelivery(false);
    }
    refreshCart();
  }, [order, refreshCart]);

  if (isPending) {
    return (
      <PageFrame title="Your order">
        <p role="status">Loading your order…</p>
      </PageFrame>
    );
  }
  if (!order) {
    return (
      <PageFrame title="Your order">
        <OrderUnavailable error={error} isRetrying={isFetching} onRetry={() => void refetch()} />
      </PageFrame>
    );
  }
  // A card payment still on its way (a redirect that is processing) is never called placed (issue 18 point 9).
  const isPaid = order.status !== 'pending_payment';
  const hasEnded = order.status === 'cancelled' || order.status === 'rejected';
  return (
    <PageFrame
      title={hasEnded ? 'Your order' : isPaid ? 'Order placed' : 'Waiting for your payment'}
      lead={isPaid && !hasEnded ? 'Thank you for your order!' : undefined}
    >
      <div className="flex flex-col gap-6">
        <p className="text-lg">
          Your order number is <strong className="text-2xl tabular-nums">{order.number}</strong>. We have emailed you its details.
        </p>
        <OrderFulfilment order={order} />
        <OrderRestaurant restaurant={order.restaurant} />
        <OrderTotal order={order} />
        <OrderPayment order={order} />
        <div className="flex flex-wrap gap-3">
          <Link to={`/order-confirmation/${encodeURIComponent(order.id)}`} className={linkButton}>
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

function OrderTotal({ order }: { order: Order }) {
  return (
    <p className="flex justify-between gap-4 border-t border-black/10 pt-4 text-lg font-bold">
      <span>Total</span>
      <span className="tabular-nums">{formatCents(order.totals.total)}</span>
    </p>
  );
}
