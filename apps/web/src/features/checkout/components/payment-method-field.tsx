import type { DeliveryMethod } from '@crust/contract/checkout';
import type { PaymentMethod } from '@crust/contract/orders';
import { paymentMethodLabel } from '@/lib/payment-method-label';
import { ChoiceRadio } from './choice-radio';

function detailOf(method: PaymentMethod, deliveryMethod: DeliveryMethod): string {
  if (method === 'card') return 'Pay now, securely.';
  if (method === 'pay_at_counter') return 'Pay at the counter before you leave.';
  return deliveryMethod === 'delivery' ? 'Pay the driver when your order arrives.' : 'Pay in cash when you collect your order.';
}

type PaymentMethodFieldProps = {
  methods: PaymentMethod[];
  value: PaymentMethod;
  deliveryMethod: DeliveryMethod;
  onChange: (method: PaymentMethod) => void;
  disabled: boolean;
};

export function PaymentMethodField({ methods, value, deliveryMethod, onChange, disabled }: PaymentMethodFieldProps) {
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
          label={paymentMethodLabel(method, deliveryMethod)}
          detail={detailOf(method, deliveryMethod)}
          disabled={disabled}
        />
      ))}
    </fieldset>
  );
}
