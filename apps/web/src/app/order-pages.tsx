import { useParams, useSearchParams } from 'react-router';
import { PageFrame } from '@/components/layout/page-frame';
import { useRefreshCart } from '@/features/cart/api/refresh-cart';
import { OrderConfirmation } from '@/features/orders/components/order-confirmation';
import { OrderHistory } from '@/features/orders/components/order-history';
import { OrderLookup } from '@/features/orders/components/order-lookup';
import { orderLineDetails } from './order-line-details';

// The two order pages (issue 9), composed here: an order's lines read like the cart's, and a reorder
// refreshes the cart. Loaded by their routes on demand, so neither adds to the entry chunk's list of
// what to preload (the first-load budget of /).

export function OrderConfirmationPage() {
  const { orderId = '' } = useParams();
  const refreshCart = useRefreshCart();
  return (
    <PageFrame title="Order confirmation">
      <OrderConfirmation orderId={orderId} lineDetails={orderLineDetails} onReordered={refreshCart} />
    </PageFrame>
  );
}

/** /order-lookup[?number=N] (issue 18 point 11): a guest's order found again by number and email. */
export function OrderLookupPage() {
  const [search] = useSearchParams();
  return (
    <PageFrame title="Find your order" lead="Enter the order number and the email you ordered with.">
      <OrderLookup initialNumber={search.get('number') ?? ''} lineDetails={orderLineDetails} />
    </PageFrame>
  );
}

export function OrderHistoryPage() {
  const refreshCart = useRefreshCart();
  return (
    <PageFrame title="Order history" lead="Your past orders." access="diners">
      <OrderHistory onReordered={refreshCart} />
    </PageFrame>
  );
}
