import type { PaymentProviderName } from '@crust/contract/payments';
import { FormAlert } from '@/components/ui/form-alert';
import { env } from '@/lib/env';
import type { PlaceOrderSteps } from '../use-payment-attempt';
// Stripe's code is in /checkout/payment's chunk only (issue 9), and its script is fetched only when the
// form shows. A lazy chunk of its own would spare test-mode diners its code, but the bundler then moves
// its module runtime out of the React chunk into one that every route names: the first load of / grows.
import { StripeCardForm } from './stripe-card-form';
import { TestCardForm } from './test-card-form';

type CardPaymentFormProps = {
  /** Whose card form: the outlet's configured provider, or the one the order's payment is with. */
  provider: PaymentProviderName;
  /** Stripe's publishable key, from the outlet's payment configuration. */
  publishableKey: string | null;
  /** What the order will charge, in cents (undefined while it loads), and its currency. */
  amount: number | undefined;
  currency: string;
  onPlaceOrder: (steps: PlaceOrderSteps) => void;
  isProcessing: boolean;
  /** Where a Stripe payment method that leaves the page comes back to. */
  returnPath?: string;
};

/** The card form of the order's payment provider (issue 9): the test provider's own, or Stripe's Payment Element. */
export function CardPaymentForm({ provider, publishableKey, amount, currency, onPlaceOrder, isProcessing, returnPath }: CardPaymentFormProps) {
  if (provider === 'stripe') {
    if (!publishableKey) return <FormAlert>Card payments are not set up for this outlet yet.</FormAlert>;
    // The Payment Element is made for the amount it will charge.
    if (amount === undefined) return <p role="status">Loading the card form…</p>;
    return (
      <StripeCardForm
        publishableKey={publishableKey}
        amount={amount}
        currency={currency}
        onPlaceOrder={onPlaceOrder}
        isProcessing={isProcessing}
        returnPath={returnPath}
      />
    );
  }
  // Issue 9: live payments refuse the test provider.
  if (env.isLivePayments) return <FormAlert>Card payments are not available right now.</FormAlert>;
  return <TestCardForm onPlaceOrder={onPlaceOrder} isProcessing={isProcessing} amount={amount} />;
}
