import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Cart } from '@crust/contract/cart';
import { PageFrame } from '@/components/layout/page-frame';
import { FormAlert } from '@/components/ui/form-alert';
import { useCart } from '@/features/cart/api/get-cart';
import { useRefreshCart } from '@/features/cart/api/refresh-cart';
import { useCartParams } from '@/features/cart/cart-params';
import { useCartStore } from '@/features/cart/cart-store';
import { useCheckoutStore } from '@/features/checkout/checkout-store';
import { PaymentStep } from '@/features/checkout/components/payment-step';
import { RequireStep1 } from '@/features/checkout/components/require-step1';
import { OrderLines } from '@/features/orders/components/order-lines';
import { useOrder } from '@/lib/get-order';
import { EmptyCartNotice } from './checkout-notices';
import { CheckoutOrderSummary } from './checkout-order-summary';
import { orderLineDetails } from './order-line-details';
import { OrderingPaused, useOrderingPaused } from './ordering-paused';
import { PayOrderContent } from './pay-order-content';
import { PaymentLayout } from './payment-layout';

/**
 * /checkout/payment, step 2: the checkout's payment step, placing the cart the cart feature holds; or,
 * with ?order={orderId}, paying for that order, placed earlier and waiting for its payment (issue 9).
 */
export function CheckoutPaymentPage() {
  const [search] = useSearchParams();
  const orderId = search.get('order');
  if (orderId) {
    return (
      <PageFrame title="Payment" lead="Pay for your order by card.">
        <PayOrderContent orderId={orderId} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title="Payment" lead="Choose how to pay and place your order.">
      <RequireStep1>
        <PaymentContent />
      </RequireStep1>
    </PageFrame>
  );
}

function PaymentContent() {
  // Once placed, the server has moved the cart's lines into the order: every cart shown (the header's too) is read again.
  const refreshCart = useRefreshCart();
  const isPaused = useOrderingPaused();
  const keptOrder = useCheckoutStore((state) => state.order);
  const paymentMethod = useCheckoutStore((state) => state.paymentMethod);
  const { owner, couponCode } = useCartParams();
  const { cart, isFetching } = useCart();
  // Once placed, the cart is empty: the order's own lines and total stay in sight while the diner pays
  // for it, a declined card retried included (issue 18 point 9).
  const { data: placed } = useOrder(keptOrder?.id ?? null);

  const hasAdoptedCartChoice = useRef(false);
  useEffect(() => {
    // Cash on delivery ticked in the cart is the diner's first choice here too (the payment step turns
    // it back to card where cash is not taken).
    if (!hasAdoptedCartChoice.current) {
      hasAdoptedCartChoice.current = true;
      if (useCartStore.getState().isCashOnDelivery && paymentMethod === 'card') {
        useCheckoutStore.getState().setPaymentMethod('cash_on_delivery');
        return;
      }
    }
    // Spec §7: the cart is priced with cash on delivery when that is how the diner pays, so the total
    // shown is the one the server will charge.
    useCartStore.getState().setCashOnDelivery(paymentMethod === 'cash_on_delivery');
  }, [paymentMethod]);

  // An order already waiting for its payment may still be paid; a new one may not be placed while ordering is off.
  if (isPaused && !keptOrder) return <OrderingPaused />;
  if (!keptOrder && cart?.items.length === 0) return <EmptyCartNotice />;

  return (
    <PaymentLayout
      form={
        <PaymentStep
          owner={owner}
          couponCode={cart?.coupon_code ?? null}
          couponNotice={couponCode && cart && <CouponAtPayment code={couponCode} cart={cart} />}
          cartTotal={cart?.total}
          onOrderPlaced={refreshCart}
          unavailable={cart?.items.filter((item) => item.available === false).map((item) => item.name)}
        />
      }
      order={
        keptOrder
          ? placed && <OrderLines order={placed} lineDetails={orderLineDetails} />
          : cart && <CheckoutOrderSummary cart={cart} isUpdating={isFetching} />
      }
    />
  );
}

/**
 * Issue 18 point 10: the diner's coupon as the chosen way of paying prices it. A code for one way of
 * paying stays with the cart, so it applies again when the diner goes back to that way; meanwhile the
 * order goes without it, and this says so before Place order rather than dropping it silently.
 */
function CouponAtPayment({ code, cart }: { code: string; cart: Cart }) {
  if (cart.coupon_code === code) return <FormAlert tone="info">Coupon {code} is applied.</FormAlert>;
  return (
    <FormAlert tone="info">
      Coupon {code} is not applied to this order.{cart.error && ` ${cart.error}${/[.!?]$/.test(cart.error) ? '' : '.'}`}
    </FormAlert>
  );
}
