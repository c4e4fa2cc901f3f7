import { useParams } from 'react-router';
import type { CartItem } from '@crust/contract/cart';
import { PageFrame } from '@/components/layout/page-frame';
import { useRefreshCart } from '@/features/cart/api/refresh-cart';
import { CartLineDetails } from '@/features/cart/components/cart-line-details';
import { OrderConfirmation } from '@/features/orders/components/order-confirmation';
import { OrderHistory } from '@/features/orders/components/order-history';

// The two order pages (issue 9), composed here: an order's lines read like the cart's (the cart
// feature's line details), and a reorder refreshes the cart. Loaded by their routes on demand, so
// neither adds to the entry chunk's list of what to preload (the first-load budget of /).

const lineDetails = (item: CartItem) => <CartLineDetails item={item} />;

export function OrderConfirmationPage() {
  const { orderId = '' } = useParams();
  const refreshCart = useRefreshCart();
  return (
    <PageFrame title="Order confirmation">
      <OrderConfirmation orderId={orderId} lineDetails={lineDetails} onReordered={refreshCart} />
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
