import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { confirmTestPayment } from '../api/confirm-test-payment';
import { cardFieldProblems, testProviderRequest, type CardInput } from '../card-fields';
import type { PlaceOrderSteps } from '../use-payment-attempt';
import { PlaceOrderButton } from './place-order-button';
import { useTouched } from './use-touched';

type TestCardFormProps = {
  onPlaceOrder: (steps: PlaceOrderSteps) => void;
  isProcessing: boolean;
  /** What the order will charge, in cents (undefined while it loads). */
  amount: number | undefined;
};

/**
 * The built-in test provider's card form (issue 9). The card is held here only while the form is
 * open and goes to the provider's endpoint with the order's client secret: never to a store, the
 * order call or storage.
 */
export function TestCardForm({ onPlaceOrder, isProcessing, amount }: TestCardFormProps) {
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const [submitted, setSubmitted] = useState(false);
  const { touch, shown } = useTouched<keyof CardInput>();
  const problems = cardFieldProblems(card, new Date());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    onPlaceOrder({ pay: async (order) => confirmTestPayment(testProviderRequest(card, order.payment!.client_secret!)) });
  };

  const field = (name: keyof CardInput) => ({
    value: card[name],
    onChange: (value: string) => setCard((current) => ({ ...current, [name]: value })),
    onBlur: () => touch(name),
    error: submitted ? problems[name] : shown(name, problems[name]),
    required: true,
    spellCheck: false,
  });

  return (
    <form aria-label="Card details" noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="rounded-md bg-light px-3 py-2 text-sm">
        Test mode: pay with the card 4242 4242 4242 4242, any future expiry date and any 3-digit security code. No money changes hands.
      </p>
      <TextField label="Card number" inputMode="numeric" autoComplete="cc-number" maxLength={23} {...field('number')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Expiry date" hint="MM/YY" inputMode="numeric" autoComplete="cc-exp" maxLength={7} placeholder="MM/YY" {...field('expiry')} />
        <TextField label="Security code" hint="3 or 4 digits" inputMode="numeric" autoComplete="cc-csc" maxLength={4} {...field('cvc')} />
      </div>
      <PlaceOrderButton isProcessing={isProcessing} amount={amount} />
    </form>
  );
}
