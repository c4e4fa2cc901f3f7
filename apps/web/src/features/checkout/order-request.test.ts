import { beforeEach, describe, expect, it } from 'vitest';
import { ASAP, useCheckoutStore, type CheckoutData } from './checkout-store';
import { orderRequest } from './order-request';

const initial = useCheckoutStore.getState();
const guestContext = { restaurantId: 1, owner: { guest_id: 1234567 }, isLoggedIn: false, couponCode: null };
const dinerContext = { restaurantId: 1, owner: { user_id: 7 }, isLoggedIn: true, couponCode: 'SAVE10' };

let state: CheckoutData;
beforeEach(() => {
  state = {
    ...initial,
    pickupDate: '2026-03-14',
    pickupTime: '18:30',
    guestDetails: { name: ' Ada Lovelace ', email: 'ada@example.test', phone_no: '0400 000 000' },
  };
});

describe('the order request built from checkout (POST /v2/orders)', () => {
  it('a guest’s pickup at a slot: choices only, never a price', () => {
    expect(orderRequest({ ...state, deliveryCharge: 500 }, guestContext)).toEqual({
      restaurant_id: 1,
      guest_id: 1234567,
      delivery_method: 'pickup',
      pickup_date: '2026-03-14',
      pickup_time: '18:30',
      guest_details: { name: 'Ada Lovelace', email: 'ada@example.test', phone_no: '0400 000 000' },
      payment_method: 'card',
    });
  });

  it('ASAP is sent as asap: true, without a time', () => {
    const body = orderRequest({ ...state, pickupTime: ASAP }, guestContext);
    expect(body).toMatchObject({ asap: true });
    expect(body).not.toHaveProperty('pickup_time');
  });

  it('a logged-in diner’s delivery: the user id, the address, the cart’s coupon, no guest details', () => {
    const body = orderRequest(
      {
        ...state,
        deliveryMethod: 'delivery',
        shippingDetails: { formattedAddress: '12 Crown St ', suburb: 'Surry Hills', city: 'Sydney', postcode: '2010' },
        paymentMethod: 'cash_on_delivery',
        specialInstructions: '  Ring twice ',
      },
      dinerContext,
    );
    expect(body).toEqual({
      restaurant_id: 1,
      user_id: 7,
      delivery_method: 'delivery',
      pickup_date: '2026-03-14',
      pickup_time: '18:30',
      special_instructions: 'Ring twice',
      shipping_details: { formattedAddress: '12 Crown St', suburb: 'Surry Hills', city: 'Sydney', postcode: '2010' },
      payment_method: 'cash_on_delivery',
      coupon_code: 'SAVE10',
    });
  });

  it('a dine-in table’s order is a pickup for now with its table_number', () => {
    const body = orderRequest({ ...state, tableNumber: 7, pickupTime: ASAP, paymentMethod: 'pay_at_counter' }, guestContext);
    expect(body).toMatchObject({ delivery_method: 'pickup', asap: true, table_number: 7, payment_method: 'pay_at_counter' });
    expect(body).not.toHaveProperty('pickup_time');
  });

  it('the same state gives the same body, so a retry with the attempt’s key is a replay', () => {
    expect(JSON.stringify(orderRequest(state, guestContext))).toBe(JSON.stringify(orderRequest({ ...state }, guestContext)));
  });
});
