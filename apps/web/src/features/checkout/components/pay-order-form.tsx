import { useConfigStore } from '@/lib/config-store';
import { useCheckoutStore } from '../checkout-store';
import { successPath } from '../success-hand-over';
import { usePayOrder, type OrderAwaitingPayment } from '../use-pay-order';
import type { PlaceOrderSteps } from '../use-payment-attempt';
import { CardPaymentForm } from './card-payment-form';
import { AwaitingPaymentNotice, PaymentFailure } from './payment-notices';

type PayOrderFormProps = {
  order: OrderAwaitingPayment;
  /** The order was cancelled meanwhile: read it again to show how it ended. */
  onOrderEnded: () => void;
};

/**
 * Pays for an order placed earlier that still waits for its card payment, from a link to it (issue 9):
 * the total the server priced, and the card form of the provider its payment is with. A declined card
 * is said here, and another card pays for the same order.
 */
export function PayOrderForm({ order, onOrderEnded }: PayOrderFormProps) {
  const publishableKey = useConfigStore((state) => state.paymentConfig?.publishable_key ?? null);
  const isProcessing = useCheckoutStore((state) => state.isProcessing);
  const { pay, error } = usePayOrder(order.id, onOrderEnded);
  const onPlaceOrder = (steps: PlaceOrderSteps) => void pay(steps);

  return (
    <div className="flex flex-col gap-6">
      <AwaitingPaymentNotice number={order.number} />
      <PaymentFailure error={error} lastDecline={order.payment.last_error} />
      <CardPaymentForm
        provider={order.payment.provider}
        publishableKey={publishableKey}
        amount={order.totals.total}
        currency={order.currency}
        onPlaceOrder={onPlaceOrder}
        isProcessing={isProcessing}
        returnPath={successPath(order.id)}
      />
    </div>
  );
}
