import { describe, expect, it } from 'vitest';
import { ASAP } from './checkout-store';
import { isCompleteAddress, isStep1Valid, step1Problems, type Step1Fields } from './checkout-validation';

const guest = { isLoggedIn: false };
const diner = { isLoggedIn: true };
const address = { formattedAddress: '12 Crown St', suburb: 'Surry Hills', city: 'Sydney', postcode: '2010' };

const pickup: Step1Fields = {
  deliveryMethod: 'pickup',
  pickupDate: '2026-03-14',
  pickupTime: '18:30',
  guestDetails: { name: 'Ada Lovelace', email: 'ada@example.test', phone_no: '0400 000 000' },
  shippingDetails: { formattedAddress: '', suburb: '', city: '', postcode: '' },
  deliveryError: null,
};
const delivery: Step1Fields = { ...pickup, deliveryMethod: 'delivery', shippingDetails: address };

describe('checkout step 1 validation (spec §5)', () => {
  it('step 1 is valid only if pickupDate and pickupTime are set', () => {
    expect(isStep1Valid(pickup, guest)).toBe(true);
    expect(isStep1Valid({ ...pickup, pickupDate: null }, guest)).toBe(false);
    expect(isStep1Valid({ ...pickup, pickupTime: null }, guest)).toBe(false);
    expect(isStep1Valid({ ...pickup, pickupTime: '  ' }, guest)).toBe(false);
    expect(step1Problems({ ...pickup, pickupDate: null, pickupTime: null }, guest)).toEqual({ pickupDate: 'Choose a date.', pickupTime: 'Choose a time.' });
  });

  it('ASAP counts as a set pickup time', () => {
    expect(isStep1Valid({ ...pickup, pickupTime: ASAP }, guest)).toBe(true);
  });

  it('guests (not logged-in users) must also have name, email and phone_no filled in', () => {
    for (const field of ['name', 'email', 'phone_no'] as const) {
      const missing = { ...pickup, guestDetails: { ...pickup.guestDetails, [field]: ' ' } };
      expect(isStep1Valid(missing, guest)).toBe(false);
      expect(step1Problems(missing, guest)).toHaveProperty(field);
    }
  });

  it('a logged-in diner needs no guest details', () => {
    expect(isStep1Valid({ ...pickup, guestDetails: { name: '', email: '', phone_no: '' } }, diner)).toBe(true);
  });

  it('a guest email or phone the server would refuse is not filled in', () => {
    expect(step1Problems({ ...pickup, guestDetails: { ...pickup.guestDetails, email: 'ada@' } }, guest)).toEqual({ email: 'Enter a valid email address.' });
    expect(step1Problems({ ...pickup, guestDetails: { ...pickup.guestDetails, phone_no: '123' } }, guest)).toEqual({
      phone_no: 'Enter a phone number of 8 to 15 digits.',
    });
  });

  it('for delivery, formattedAddress, city, postcode and suburb must all be present', () => {
    expect(isStep1Valid(delivery, guest)).toBe(true);
    for (const field of ['formattedAddress', 'city', 'postcode', 'suburb'] as const) {
      const missing = { ...delivery, shippingDetails: { ...address, [field]: '' } };
      expect(isStep1Valid(missing, guest)).toBe(false);
      expect(step1Problems(missing, guest)).toHaveProperty(field);
    }
    expect(step1Problems({ ...delivery, shippingDetails: { ...address, postcode: '201' } }, guest)).toEqual({ postcode: 'A postcode is 4 digits.' });
  });

  it('for delivery, there must be no delivery error', () => {
    const refused = { ...delivery, deliveryError: 'Crust Central does not deliver to Bondi 2026.' };
    expect(isStep1Valid(refused, guest)).toBe(false);
    expect(step1Problems(refused, guest)).toEqual({ delivery: 'Crust Central does not deliver to Bondi 2026.' });
  });

  it('a pickup needs no address, whatever the delivery fields hold', () => {
    expect(isStep1Valid({ ...pickup, deliveryError: 'stale' }, guest)).toBe(true);
  });

  it('an address is complete (its delivery charge can be asked for) with every part and a 4-digit postcode', () => {
    expect(isCompleteAddress(address)).toBe(true);
    expect(isCompleteAddress({ ...address, suburb: ' ' })).toBe(false);
    expect(isCompleteAddress({ ...address, postcode: '20' })).toBe(false);
  });
});
