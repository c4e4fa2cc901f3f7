import type { PaymentMethod } from '@crust/contract/orders';
import { PAYMENT_METHOD_LABELS } from '../payment-methods';
import { ChoiceRadio } from './choice-radio';

const DETAILS: Record<PaymentMethod, string> = {
  card: 'Pay now, securely.',
  cash_on_delivery: 'Pay the driver when your order arrives.',
  pay_at_counter: 'Pay at the counter before you leave.',
};

type PaymentMethodFieldProps = {
  methods: PaymentMethod[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled: boolean;
};

export function PaymentMethodField({ methods, value, onChange, disabled }: PaymentMethodFieldProps) {
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-lg font-semibold">How would you like to pay?</legend>
      {methods.map((method) => (
        <ChoiceRadio
          key={method}
          name="payment-method"
          value={method}
          checked={value === method}
          onChange={() => onChange(method)}
          label={PAYMENT_METHOD_LABELS[method]}
          detail={DETAILS[method]}
          disabled={disabled}
        />
      ))}
    </fieldset>
  );
}
