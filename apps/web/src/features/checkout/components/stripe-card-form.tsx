import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { FormEvent } from 'react';
import { CardFormError } from '../placement-errors';
import type { PlaceOrderSteps } from '../use-payment-attempt';
import { PlaceOrderButton } from './place-order-button';

// Stripe's Payment Element (issue 9), only on /checkout/payment. The `pure` entry adds Stripe.js's script
// when loadStripe is first called (an outlet paid through Stripe shows this form), not on import.

const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
};

type StripeCardFormProps = {
  publishableKey: string;
  /** What the order will charge, in cents, and its currency: the Payment Element's deferred intent. */
  amount: number;
  currency: string;
  onPlaceOrder: (steps: PlaceOrderSteps) => void;
  isProcessing: boolean;
  /** Where a payment method that leaves the page comes back to: the thank-you page. */
  returnPath?: string;
};

export function StripeCardForm({ publishableKey, amount, currency, onPlaceOrder, isProcessing, returnPath = '/checkout/success' }: StripeCardFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ mode: 'payment', amount, currency: currency.toLowerCase() }}>
      <PaymentFields onPlaceOrder={onPlaceOrder} isProcessing={isProcessing} returnPath={returnPath} amount={amount} />
    </Elements>
  );
}

function PaymentFields({
  onPlaceOrder,
  isProcessing,
  returnPath,
  amount,
}: Required<Pick<StripeCardFormProps, 'onPlaceOrder' | 'isProcessing' | 'returnPath' | 'amount'>>) {
  const stripe = useStripe();
  const elements = useElements();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    onPlaceOrder({
      // Stripe checks its own form before the order (and its PaymentIntent) is created.
      prepare: async () => {
        const { error } = await elements.submit();
        if (error) throw new CardFormError(error.message ?? 'Check your card details.');
      },
      pay: async (order) => {
        const { error } = await stripe.confirmPayment({
          elements,
          clientSecret: order.payment!.client_secret!,
          // Cards confirm here; a payment method that must leave the page comes back to the thank-you page.
          redirect: 'if_required',
          confirmParams: { return_url: `${window.location.origin}${returnPath}` },
        });
        if (error) throw new CardFormError(`${error.message ?? 'Your card was not charged.'} Try another card: your order is kept for you.`);
      },
    });
  };

  return (
    <form aria-label="Card details" noValidate onSubmit={submit} className="flex flex-col gap-4">
      <PaymentElement />
      <PlaceOrderButton isProcessing={isProcessing} disabled={!stripe || !elements} amount={amount} />
    </form>
  );
}
