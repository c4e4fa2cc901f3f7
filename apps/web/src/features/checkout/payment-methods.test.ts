import { describe, expect, it } from 'vitest';
import { paymentMethodsFor } from './payment-methods';

describe('payment methods offered at checkout', () => {
  it('card always; cash on delivery only for a delivery from an outlet that takes cash', () => {
    expect(paymentMethodsFor({ deliveryMethod: 'delivery', tableNumber: null, isCashOnDeliveryEnabled: true })).toEqual(['card', 'cash_on_delivery']);
    expect(paymentMethodsFor({ deliveryMethod: 'pickup', tableNumber: null, isCashOnDeliveryEnabled: true })).toEqual(['card']);
    expect(paymentMethodsFor({ deliveryMethod: 'delivery', tableNumber: null, isCashOnDeliveryEnabled: false })).toEqual(['card']);
  });

  it('a dine-in table’s order is paid by card or at the counter, never cash on delivery', () => {
    expect(paymentMethodsFor({ deliveryMethod: 'pickup', tableNumber: 7, isCashOnDeliveryEnabled: true })).toEqual(['card', 'pay_at_counter']);
  });
});
