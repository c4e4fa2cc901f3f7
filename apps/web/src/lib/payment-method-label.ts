import type { DeliveryMethod } from '@crust/contract/checkout';
import type { PaymentMethod } from '@crust/contract/orders';

// Issue 18 point 10: checkout offers it and the order pages show it in the same words. A pickup paid
// in cash is the API's cash order (`cash_on_delivery`, paid on collection): a diner reads it as paying
// at the counter, as a table's order is.

export function paymentMethodLabel(method: PaymentMethod, deliveryMethod: DeliveryMethod): string {
  switch (method) {
    case 'card':
      return 'Card';
    case 'cash_on_delivery':
      return deliveryMethod === 'delivery' ? 'Cash on delivery' : 'Pay at the counter';
    case 'pay_at_counter':
      return 'Pay at the counter';
    case 'gift_card':
      return 'Gift card';
  }
}
