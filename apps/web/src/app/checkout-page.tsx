import { PageFrame } from '@/components/layout/page-frame';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { useCart } from '@/features/cart/api/get-cart';
import { useCheckoutStore } from '@/features/checkout/checkout-store';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';
import { ContinueToPayment } from '@/features/checkout/components/continue-to-payment';
import { ChooseOutletNotice, EmptyCartNotice, KeptOrderNotice } from './checkout-notices';
import { CheckoutOrderSummary } from './checkout-order-summary';
import { OrderingPaused, useOrderingPaused } from './ordering-paused';
import { useOutlet } from './use-outlet';

/** /checkout, step 1: the checkout's form beside the cart as the server prices it (issue 9). */
export function CheckoutPage() {
  return (
    <PageFrame title="Checkout" lead="Choose pickup or delivery and when you want your order.">
      <CheckoutContent />
    </PageFrame>
  );
}

function CheckoutContent() {
  const outlet = useOutlet();
  const isPaused = useOrderingPaused();
  const keptOrder = useCheckoutStore((state) => state.order);
  const { cart, isError, isFetching, refetch } = useCart();

  if (isPaused) return <OrderingPaused />;
  if (outlet.id === null) return <ChooseOutletNotice />;
  if (keptOrder && cart?.items.length === 0) return <KeptOrderNotice number={keptOrder.number} canStartAnother={false} />;
  if (!cart) {
    return isError ? (
      <LoadErrorNotice what="your cart" isRetrying={isFetching} onRetry={refetch} />
    ) : (
      <p role="status" className="text-sm">
        Loading your cart…
      </p>
    );
  }
  if (cart.items.length === 0) return <EmptyCartNotice />;

  return (
    <div className="flex flex-col gap-8">
      {keptOrder && <KeptOrderNotice number={keptOrder.number} canStartAnother />}
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <CheckoutForm restaurantId={outlet.id} cartTotal={cart.total} />
        <CheckoutOrderSummary cart={cart} isUpdating={isFetching}>
          <ContinueToPayment />
        </CheckoutOrderSummary>
      </div>
    </div>
  );
}
