import type { PaymentMethod } from '@crust/contract/orders';

type PaymentChoice = {
  tableNumber: number | null;
  /** payment_gateway_config.is_cash_on_delivery_enabled */
  isCashOnDeliveryEnabled: boolean;
};

/**
 * Card always (the default); cash from an outlet that takes it, on delivery or at its counter for a
 * pickup (issue 18 point 10: the API takes cash for both); a table's order card or the counter.
 */
export function paymentMethodsFor({ tableNumber, isCashOnDeliveryEnabled }: PaymentChoice): PaymentMethod[] {
  if (tableNumber !== null) return ['card', 'pay_at_counter'];
  return isCashOnDeliveryEnabled ? ['card', 'cash_on_delivery'] : ['card'];
}
