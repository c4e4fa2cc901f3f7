import { useEffect, type FormEvent, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import type { Order } from '@crust/contract/orders';
import { FormAlert } from '@/components/ui/form-alert';
import { useConfigStore } from '@/lib/config-store';
import { useOrder } from '@/lib/get-order';
import { isLoggedIn, useIdentityStore } from '@/lib/identity-store';
import { useSelectedRestaurantStore } from '@/lib/selected-restaurant-store';
import { useCheckoutStore } from '../checkout-store';
import type { OrderOwner } from '../order-request';
import { paymentMethodsFor } from '../payment-methods';
import { successPath } from '../success-hand-over';
import { useDeliveryChargeSync } from '../use-delivery-charge';
import type { PlaceOrderSteps } from '../use-payment-attempt';
import { usePlaceOrder } from '../use-place-order';
import { useStep1Sync } from '../use-step1-sync';
import { CardPaymentForm } from './card-payment-form';
import { AwaitingPaymentNotice, PaymentFailure } from './payment-notices';
import { PaymentMethodField } from './payment-method-field';
import { PlaceOrderButton } from './place-order-button';

type PaymentStepProps = {
  /** The cart's owner, as the cart names it (the order is placed from that cart). */
  owner: OrderOwner | null;
  /** The coupon the cart applies for the chosen way of paying: the order must honour it. */
  couponCode: string | null;
  /** What becomes of the diner's coupon with the chosen way of paying (issue 18 point 10), shown beside the choice. */
  couponNotice?: ReactNode;
  /** The cart's total as the server priced it; undefined while it loads. */
  cartTotal: number | undefined;
  /** The server has emptied the cart into the order. */
  onOrderPlaced: () => void;
  /** Issue 19: the names of the cart's lines that cannot be ordered now; while there are any, Place order waits for their removal. */
  unavailable?: readonly string[];
};

const names = new Intl.ListFormat('en-AU', { type: 'conjunction' });

/** Place order, held back while the cart has lines the outlet no longer offers (the server would refuse them: 409 out_of_stock). */
function UnavailableLines({ unavailable, amount }: { unavailable: readonly string[]; amount: number | undefined }) {
  const one = unavailable.length === 1;
  return (
    <div className="flex flex-col gap-3">
      <FormAlert>
        {names.format(unavailable)} {one ? 'is' : 'are'} not available now: remove {one ? 'it' : 'them'} from your order to place it.
      </FormAlert>
      <PlaceOrderButton isProcessing={false} disabled amount={amount} />
    </div>
  );
}

const isOver = (order: Order) => order.status === 'cancelled' || order.status === 'rejected';

/**
 * Checkout's step 2 (spec §2, §4): how to pay, what the server will charge, and Place order (behind
 * RequireStep1). An order already placed and waiting for its card payment (a declined card, a reload)
 * is paid here again rather than placed a second time.
 */
export function PaymentStep({ owner, couponCode, couponNotice, cartTotal, onOrderPlaced, unavailable = [] }: PaymentStepProps) {
  const restaurantId = useSelectedRestaurantStore((state) => state.selected?.restaurant.id ?? null);
  const loggedIn = useIdentityStore(isLoggedIn);
  const paymentConfig = useConfigStore((state) => state.paymentConfig);
  const currency = useConfigStore((state) => state.webSettings?.currency ?? 'AUD');
  const checkout = useCheckoutStore(
    useShallow(({ step1Completed, order, isProcessing, paymentMethod, deliveryMethod, tableNumber, deliveryCharge }) => ({
      step1Completed,
      order,
      isProcessing,
      paymentMethod,
      deliveryMethod,
      tableNumber,
      deliveryCharge,
    })),
  );
  // The order this checkout placed and still has to pay for (a declined card, a reload), read afresh.
  const kept = useOrder(checkout.order?.id ?? null);
  const keptOrder = kept.data;
  const context = restaurantId !== null && owner !== null ? { restaurantId, owner, isLoggedIn: loggedIn, couponCode } : null;
  const { place, error } = usePlaceOrder({ context, onOrderPlaced });

  useStep1Sync();
  useDeliveryChargeSync({ restaurantId, cartTotal, enabled: checkout.order === null });

  const isDelivery = checkout.deliveryMethod === 'delivery' && checkout.tableNumber === null;
  const methods = keptOrder
    ? [keptOrder.payment_method]
    : paymentMethodsFor({ ...checkout, isCashOnDeliveryEnabled: paymentConfig?.is_cash_on_delivery_enabled ?? false });
  const paymentMethod = methods.includes(checkout.paymentMethod) ? checkout.paymentMethod : methods[0]!;

  // Until the outlet's payment options are read (after a reload), only card is known: the diner's choice waits for them (issue 18 point 10).
  const methodsKnown = keptOrder !== undefined || paymentConfig !== null;
  useEffect(() => {
    // A choice this order can no longer take (the outlet takes no cash, a table's order, or the order was placed with another).
    if (methodsKnown && paymentMethod !== checkout.paymentMethod) useCheckoutStore.getState().setPaymentMethod(paymentMethod);
  }, [methodsKnown, paymentMethod, checkout.paymentMethod]);

  useEffect(() => {
    // Cancelled while it waited for payment (unpaid past its hold): nothing left to pay for.
    if (keptOrder && isOver(keptOrder) && !checkout.isProcessing) useCheckoutStore.getState().forgetOrder();
  }, [keptOrder, checkout.isProcessing]);

  if (keptOrder && keptOrder.status !== 'pending_payment' && !isOver(keptOrder) && !checkout.isProcessing) {
    // Paid already (the answer was lost to a reload): straight to the thank-you.
    return <Navigate to={successPath(keptOrder.id)} replace />;
  }

  const total = keptOrder ? keptOrder.totals.total : cartTotal === undefined ? undefined : cartTotal + (isDelivery ? checkout.deliveryCharge : 0);
  const onPlaceOrder = (steps: PlaceOrderSteps) => void place(steps);
  const placeWithoutCard = (event: FormEvent) => {
    event.preventDefault();
    void place();
  };
  const needsStep1 = !checkout.step1Completed && !checkout.order;

  return (
    <div className="flex flex-col gap-6">
      {checkout.order && <AwaitingPaymentNotice number={checkout.order.number} />}
      <PaymentMethodField
        methods={methods}
        value={paymentMethod}
        deliveryMethod={isDelivery ? 'delivery' : 'pickup'}
        onChange={(method) => useCheckoutStore.getState().setPaymentMethod(method)}
        disabled={checkout.isProcessing || checkout.order !== null}
      />
      {!checkout.order && couponNotice}
      <PaymentFailure error={error} lastDecline={keptOrder?.payment?.last_error} />
      {needsStep1 ? (
        <p>
          <Link to="/checkout" className="font-semibold underline underline-offset-4">
            Check your order details
          </Link>{' '}
          before you pay: something there needs another look.
        </p>
      ) : !checkout.order && unavailable.length > 0 ? (
        <UnavailableLines unavailable={unavailable} amount={total} />
      ) : paymentMethod !== 'card' ? (
        <form aria-label="Place your order" onSubmit={placeWithoutCard}>
          <PlaceOrderButton isProcessing={checkout.isProcessing} disabled={context === null} amount={total} />
        </form>
      ) : !paymentConfig ? (
        <p role="status">Loading the payment options…</p>
      ) : (
        <CardPaymentForm
          provider={paymentConfig.provider}
          publishableKey={paymentConfig.publishable_key}
          amount={total}
          currency={keptOrder?.currency ?? currency}
          onPlaceOrder={onPlaceOrder}
          isProcessing={checkout.isProcessing}
        />
      )}
    </div>
  );
}
