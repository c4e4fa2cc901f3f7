import type { PaymentMethod } from '@crust/contract/orders';

type PaymentChoice = {
  deliveryMethod: 'pickup' | 'delivery';
  tableNumber: number | null;
  /** payment_gateway_config.is_cash_on_delivery_enabled */
  isCashOnDeliveryEnabled: boolean;
};

/** Card always (the default); cash only on a delivery from an outlet that takes it; the counter only for a table's order. */
export function paymentMethodsFor({ deliveryMethod, tableNumber, isCashOnDeliveryEnabled }: PaymentChoice): PaymentMethod[] {
  if (tableNumber !== null) return ['card', 'pay_at_counter'];
  return isCashOnDeliveryEnabled && deliveryMethod === 'delivery' ? ['card', 'cash_on_delivery'] : ['card'];
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card',
  cash_on_delivery: 'Cash on delivery',
  pay_at_counter: 'Pay at the counter',
};
