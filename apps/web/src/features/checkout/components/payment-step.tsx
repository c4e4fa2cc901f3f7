import { useEffect, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import type { Order } from '@crust/contract/orders';
import { formatCents } from '@crust/contract/prices';
import { FormAlert } from '@/components/ui/form-alert';
import { useConfigStore } from '@/lib/config-store';
import { env } from '@/lib/env';
import { isLoggedIn, useIdentityStore } from '@/lib/identity-store';
import { useSelectedRestaurantStore } from '@/lib/selected-restaurant-store';
import { useKeptOrder } from '../api/get-kept-order';
import { useCheckoutStore } from '../checkout-store';
import type { OrderOwner } from '../order-request';
import { paymentMethodsFor } from '../payment-methods';
import { useDeliveryChargeSync } from '../use-delivery-charge';
import { usePlaceOrder, type PlaceOrderSteps, type SuccessState } from '../use-place-order';
import { useStep1Sync } from '../use-step1-sync';
import { PaymentMethodField } from './payment-method-field';
import { PlaceOrderButton } from './place-order-button';
// Stripe's code is in this page's chunk only (issue 9), and its script is fetched only when the form
// shows. A lazy chunk of its own would spare test-mode diners its code, but the bundler then moves its
// module runtime out of the React chunk into one that every route names: the first load of / grows.
import { StripeCardForm } from './stripe-card-form';
import { TestCardForm } from './test-card-form';

type PaymentStepProps = {
  /** The cart's owner, as the cart names it (the order is placed from that cart). */
  owner: OrderOwner | null;
  /** The coupon applied to the cart: the order must honour it. */
  couponCode: string | null;
  /** The cart's total as the server priced it; undefined while it loads. */
  cartTotal: number | undefined;
  /** The server has emptied the cart into the order. */
  onOrderPlaced: () => void;
};

const isOver = (order: Order) => order.status === 'cancelled' || order.status === 'rejected';

/**
 * Checkout's step 2 (spec §2, §4): how to pay, what the server will charge, and Place order (behind
 * RequireStep1). An order already placed and waiting for its card payment (a declined card, a reload)
 * is paid here again rather than placed a second time.
 */
export function PaymentStep({ owner, couponCode, cartTotal, onOrderPlaced }: PaymentStepProps) {
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
  const kept = useKeptOrder(checkout.order?.id ?? null);
  const keptOrder = kept.data;
  const context = restaurantId !== null && owner !== null ? { restaurantId, owner, isLoggedIn: loggedIn, couponCode } : null;
  const { place, error } = usePlaceOrder({ context, onOrderPlaced });

  useStep1Sync();
  useDeliveryChargeSync({ restaurantId, cartTotal, enabled: checkout.order === null });

  const methods = keptOrder
    ? [keptOrder.payment_method]
    : paymentMethodsFor({ ...checkout, isCashOnDeliveryEnabled: paymentConfig?.is_cash_on_delivery_enabled ?? false });
  const paymentMethod = methods.includes(checkout.paymentMethod) ? checkout.paymentMethod : methods[0]!;

  useEffect(() => {
    // A choice this order can no longer take (the method changed on step 1, or the order was placed with another).
    if (paymentMethod !== checkout.paymentMethod) useCheckoutStore.getState().setPaymentMethod(paymentMethod);
  }, [paymentMethod, checkout.paymentMethod]);

  useEffect(() => {
    // Cancelled while it waited for payment (30 minutes unpaid): nothing left to pay for.
    if (keptOrder && isOver(keptOrder) && !checkout.isProcessing) useCheckoutStore.getState().forgetOrder();
  }, [keptOrder, checkout.isProcessing]);

  if (keptOrder && keptOrder.status !== 'pending_payment' && !isOver(keptOrder) && !checkout.isProcessing) {
    // Paid already (the answer was lost to a reload): straight to the thank-you.
    return <Navigate to="/checkout/success" replace state={{ id: keptOrder.id, number: keptOrder.number } satisfies SuccessState} />;
  }

  const isDelivery = checkout.deliveryMethod === 'delivery' && checkout.tableNumber === null;
  const total = keptOrder ? keptOrder.totals.total : cartTotal === undefined ? undefined : cartTotal + (isDelivery ? checkout.deliveryCharge : 0);
  const onPlaceOrder = (steps: PlaceOrderSteps) => void place(steps);
  const placeWithoutCard = (event: FormEvent) => {
    event.preventDefault();
    void place();
  };
  const lastDecline = !error && keptOrder?.payment?.last_error;
  const needsStep1 = !checkout.step1Completed && !checkout.order;

  return (
    <div className="flex flex-col gap-6">
      {checkout.order && (
        <FormAlert tone="info">
          Order number {checkout.order.number} is placed and waits for its payment. Pay for it below: it will not be placed again.
        </FormAlert>
      )}
      <PaymentMethodField
        methods={methods}
        value={paymentMethod}
        onChange={(method) => useCheckoutStore.getState().setPaymentMethod(method)}
        disabled={checkout.isProcessing || checkout.order !== null}
      />
      <p className="flex justify-between gap-4 border-y border-black/10 py-3 text-lg font-bold">
        <span>Total to pay</span>
        <span className="tabular-nums">{total === undefined ? '…' : formatCents(total)}</span>
      </p>
      {(error || lastDecline) && <FormAlert>{error ?? `Your last payment did not go through: ${lastDecline}`}</FormAlert>}
      {needsStep1 ? (
        <p>
          <Link to="/checkout" className="font-semibold underline underline-offset-4">
            Check your order details
          </Link>{' '}
          before you pay: something there needs another look.
        </p>
      ) : paymentMethod !== 'card' ? (
        <form aria-label="Place your order" onSubmit={placeWithoutCard}>
          <PlaceOrderButton isProcessing={checkout.isProcessing} disabled={context === null} />
        </form>
      ) : !paymentConfig ? (
        <p role="status">Loading the payment options…</p>
      ) : paymentConfig.provider === 'stripe' ? (
        !paymentConfig.publishable_key ? (
          <FormAlert>Card payments are not set up for this outlet yet.</FormAlert>
        ) : total === undefined ? (
          // The Payment Element is made for the amount it will charge.
          <p role="status">Loading the card form…</p>
        ) : (
          <StripeCardForm
            publishableKey={paymentConfig.publishable_key}
            amount={total}
            currency={keptOrder?.currency ?? currency}
            onPlaceOrder={onPlaceOrder}
            isProcessing={checkout.isProcessing}
          />
        )
      ) : env.isLivePayments ? (
        // Issue 9: live payments refuse the test provider.
        <FormAlert>Card payments are not available right now.</FormAlert>
      ) : (
        <TestCardForm onPlaceOrder={onPlaceOrder} isProcessing={checkout.isProcessing} />
      )}
    </div>
  );
}
