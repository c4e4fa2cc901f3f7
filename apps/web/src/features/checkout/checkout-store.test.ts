import { beforeEach, describe, expect, it } from 'vitest';
import { ASAP, CHECKOUT_STORE_KEY, SPECIAL_INSTRUCTIONS_MAX_LENGTH, useCheckoutStore } from './checkout-store';

const initial = useCheckoutStore.getState();
const store = () => useCheckoutStore.getState();
const guest = { isLoggedIn: false };

/** A guest's pickup, complete but for what each test leaves out. */
function fillGuestPickup() {
  store().setPickupDate('2026-03-14');
  store().setPickupTime('18:30');
  store().setGuestDetails({ name: 'Ada Lovelace', email: 'ada@example.test', phone_no: '0400 000 000' });
}

/** A reload: the page starts from the initial state, then reads back what was stored. */
async function reload() {
  const stored = localStorage.getItem(CHECKOUT_STORE_KEY);
  useCheckoutStore.setState(initial, true);
  if (stored !== null) localStorage.setItem(CHECKOUT_STORE_KEY, stored);
  await useCheckoutStore.persist.rehydrate();
}

beforeEach(() => {
  localStorage.clear();
  useCheckoutStore.setState(initial, true);
});

describe('checkout state (spec §3, §9 defaults)', () => {
  it('starts with pickup, a delivery charge of 0 and card payment, and nothing completed', () => {
    expect(store()).toMatchObject({
      deliveryMethod: 'pickup',
      pickupDate: null,
      pickupTime: null,
      specialInstructions: '',
      shippingDetails: { formattedAddress: '', city: '', postcode: '', suburb: '' },
      guestDetails: { name: '', email: '', phone_no: '' },
      guestAddress: '',
      deliveryCharge: 0,
      deliveryError: null,
      paymentMethod: 'card',
      appliedGiftCard: null,
      step1Completed: false,
      step2Completed: false,
      isProcessing: false,
      deliveryChargeLoading: false,
    });
  });
});

describe('checkout rules (spec §4)', () => {
  it('step 1 is completed automatically once it is valid and not yet completed', () => {
    fillGuestPickup();
    store().setPickupTime(null);
    store().syncStep1(guest);
    expect(store().step1Completed).toBe(false);

    store().setPickupTime('18:30');
    store().syncStep1(guest);
    expect(store().step1Completed).toBe(true);
  });

  it('a completed step 1 that stops being valid is open again (its slot went)', () => {
    fillGuestPickup();
    store().syncStep1(guest);
    store().setPickupTime(null);
    store().syncStep1(guest);
    expect(store().step1Completed).toBe(false);
  });

  it('step 2 can be completed only when step 1 is completed and nothing is processing', () => {
    expect(store().completeStep2()).toBe(false);
    expect(store().step2Completed).toBe(false);

    fillGuestPickup();
    store().syncStep1(guest);
    store().setProcessing(true);
    expect(store().completeStep2()).toBe(false);
    expect(store().step2Completed).toBe(false);

    store().setProcessing(false);
    expect(store().completeStep2()).toBe(true);
    expect(store().step2Completed).toBe(true);
  });

  it('choosing a delivery method other than delivery clears the delivery error', () => {
    store().setDeliveryMethod('delivery');
    store().setDeliveryError('Crust Central does not deliver to Bondi 2026.');
    store().setDeliveryMethod('delivery');
    expect(store().deliveryError).toBe('Crust Central does not deliver to Bondi 2026.');

    store().setDeliveryMethod('pickup');
    expect(store().deliveryError).toBeNull();
  });

  it('checkout can be reset to its initial values', () => {
    fillGuestPickup();
    store().setDeliveryMethod('delivery');
    store().setShippingDetails({ formattedAddress: '12 Crown St', suburb: 'Surry Hills', city: 'Sydney', postcode: '2010' });
    store().setDeliveryCharge(500);
    store().setPaymentMethod('cash_on_delivery');
    store().attemptKey();
    store().setOrder({ id: 'ord_1', number: 1042 });
    store().reset();

    const { reset: _reset, ...data } = store();
    const { reset: _initialReset, ...initialData } = initial;
    expect(data).toEqual(initialData);
  });

  it('persists across reloads under checkoutStore, except isProcessing and deliveryChargeLoading', async () => {
    fillGuestPickup();
    store().setSpecialInstructions('Ring the bell');
    store().setProcessing(true);
    store().setDeliveryChargeLoading(true);

    const saved = JSON.parse(localStorage.getItem(CHECKOUT_STORE_KEY) ?? '{}') as { state: Record<string, unknown> };
    expect(saved.state).toMatchObject({ pickupDate: '2026-03-14', pickupTime: '18:30', specialInstructions: 'Ring the bell' });
    expect(saved.state).not.toHaveProperty('isProcessing');
    expect(saved.state).not.toHaveProperty('deliveryChargeLoading');

    await reload();
    expect(store()).toMatchObject({ pickupTime: '18:30', specialInstructions: 'Ring the bell', isProcessing: false, deliveryChargeLoading: false });
  });
});

describe('placing the order once', () => {
  it('one Idempotency-Key per attempt, the same on every retry and after a reload, until the server has the order', async () => {
    const key = store().attemptKey();
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(store().attemptKey()).toBe(key);

    await reload();
    expect(store().attemptKey()).toBe(key);

    store().setOrder({ id: 'ord_1', number: 1042 });
    expect(store().idempotencyKey).toBeNull();
    expect(store().order).toEqual({ id: 'ord_1', number: 1042 });
  });

  it('a key the server refused for other details gives way to a new one', () => {
    const key = store().attemptKey();
    store().forgetAttemptKey();
    expect(store().attemptKey()).not.toBe(key);
  });
});

describe('checkout choices', () => {
  it('ASAP is kept as the pickup time "ASAP"', () => {
    store().setPickupTime(ASAP);
    expect(store().pickupTime).toBe('ASAP');
  });

  it('a new day drops the time chosen for the old one', () => {
    fillGuestPickup();
    store().setPickupDate('2026-03-14');
    expect(store().pickupTime).toBe('18:30');
    store().setPickupDate('2026-03-15');
    expect(store().pickupTime).toBeNull();
  });

  it('serving to a dine-in table is a pickup for now, today; choosing pickup or delivery leaves the table', () => {
    store().setDeliveryMethod('delivery');
    store().setDeliveryError('Below the minimum');
    store().serveToTable(7, '2026-03-14');
    expect(store()).toMatchObject({ tableNumber: 7, deliveryMethod: 'pickup', pickupDate: '2026-03-14', pickupTime: ASAP, deliveryError: null });

    store().setDeliveryMethod('pickup');
    expect(store().tableNumber).toBeNull();
  });

  it(`special instructions keep at most ${SPECIAL_INSTRUCTIONS_MAX_LENGTH} characters`, () => {
    store().setSpecialInstructions('x'.repeat(SPECIAL_INSTRUCTIONS_MAX_LENGTH + 20));
    expect(store().specialInstructions).toHaveLength(SPECIAL_INSTRUCTIONS_MAX_LENGTH);
  });
});
