import { describe, expect, it } from 'vitest';
import { paymentMethodLabel } from '@/lib/payment-method-label';
import { paymentMethodsFor } from './payment-methods';

describe('payment methods offered at checkout', () => {
  it('card always; cash from an outlet that takes it, for a delivery and for a pickup (issue 18 point 10)', () => {
    expect(paymentMethodsFor({ tableNumber: null, isCashOnDeliveryEnabled: true })).toEqual(['card', 'cash_on_delivery']);
    expect(paymentMethodsFor({ tableNumber: null, isCashOnDeliveryEnabled: false })).toEqual(['card']);
  });

  it('cash reads as cash on delivery for a delivery and as paying at the counter for a pickup', () => {
    expect(paymentMethodLabel('cash_on_delivery', 'delivery')).toBe('Cash on delivery');
    expect(paymentMethodLabel('cash_on_delivery', 'pickup')).toBe('Pay at the counter');
    expect(paymentMethodLabel('card', 'pickup')).toBe('Card');
  });

  it('a dine-in table’s order is paid by card or at the counter, never cash on delivery', () => {
    expect(paymentMethodsFor({ tableNumber: 7, isCashOnDeliveryEnabled: true })).toEqual(['card', 'pay_at_counter']);
  });
});
