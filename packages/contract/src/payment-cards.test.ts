import { describe, expect, it } from 'vitest';
import { cardBrand, cardProblem, TEST_CARDS } from './payment-cards.ts';

// Issue 17 point 11: a card number of the wrong length for its brand, or failing Luhn, is malformed
// (400 at the provider), as are a month outside 1–12, a past or far expiry and a wrong-length code.

const today = new Date('2026-11-24T00:00:00Z');
const card = (number: string, overrides: Partial<{ exp_month: number; exp_year: number; cvc: string }> = {}) => ({
  number,
  exp_month: 12,
  exp_year: 2030,
  cvc: '123',
  ...overrides,
});
const NUMBER = 'Your card number is incomplete or invalid.';
const CODE = 'Your card’s security code is invalid.';

describe('card checks', () => {
  it.each([
    ['Visa', TEST_CARDS.succeeds, '123'],
    ['Visa, spaced', '4242 4242 4242 4242', '123'],
    ['Visa, 13 digits', '4222222222222', '123'],
    ['Visa debit', '4000056655665556', '123'],
    ['Mastercard', '5555-5555-5555-4444', '123'],
    ['Amex', '378282246310005', '1234'],
    ['Diners, 14 digits', '36227206271667', '123'],
    ['UnionPay', '6200000000000005', '123'],
  ])('take Stripe’s test card %s', (_brand, number, cvc) => expect(cardProblem(card(number, { cvc }), today)).toBeNull());

  it.each([
    ['12 digits that pass Luhn', '424242424242'],
    ['20 digits that pass Luhn', '42424242424242424242'],
    ['a Visa of 15 digits that pass Luhn', '424242424242424'],
    ['a Mastercard of 15 digits that pass Luhn', '555555555555442'],
    ['an Amex of 17 digits that pass Luhn', '37828224631000518'],
    ['a number failing Luhn', '4242424242424241'],
    ['letters', '4242 4242 4242 424a'],
    ['nothing', ''],
  ])('refuse %s', (_name, number) => expect(cardProblem(card(number), today)).toBe(NUMBER));

  it('refuse a month outside 1–12, a past expiry and one more than 50 years ahead', () => {
    expect(cardProblem(card(TEST_CARDS.succeeds, { exp_month: 13 }), today)).toBe('Your card’s expiry month is invalid.');
    expect(cardProblem(card(TEST_CARDS.succeeds, { exp_month: 0 }), today)).toBe('Your card’s expiry month is invalid.');
    expect(cardProblem(card(TEST_CARDS.succeeds, { exp_month: 10, exp_year: 26 }), today)).toBe('Your card has expired.');
    expect(cardProblem(card(TEST_CARDS.succeeds, { exp_month: 11, exp_year: 26 }), today)).toBeNull();
    expect(cardProblem(card(TEST_CARDS.succeeds, { exp_year: 2077 }), today)).toBe('Your card’s expiry year is invalid.');
  });

  it('refuse a security code of the wrong length for the brand, or not digits', () => {
    expect(cardProblem(card(TEST_CARDS.succeeds, { cvc: '1234' }), today)).toBe(CODE);
    expect(cardProblem(card(TEST_CARDS.succeeds, { cvc: '12' }), today)).toBe(CODE);
    expect(cardProblem(card(TEST_CARDS.succeeds, { cvc: '12a' }), today)).toBe(CODE);
    expect(cardProblem(card('378282246310005', { cvc: '123' }), today)).toBe(CODE);
  });

  it('name the brand as receipts do', () => {
    expect(['4242424242424242', '5555555555554444', '2223003122003222', '378282246310005', '6200000000000005'].map(cardBrand)).toEqual([
      'visa',
      'mastercard',
      'mastercard',
      'amex',
      'card',
    ]);
  });
});
