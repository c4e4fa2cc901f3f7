// Issue 9: the card checks the test provider applies on both sides (Luhn, expiry, CVC) and its test
// cards. Zod-free, so the browser's card form imports them without a schema library (decision 001);
// payments.ts re-exports them for the server.

/** The test provider's card numbers, as Stripe's test mode knows them. */
export const TEST_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002', insufficientFunds: '4000000000009995' } as const;

/**
 * The brands the checks know, by their numbers' first digits: how many digits a number of the brand
 * has and how many its security code has, as Stripe checks them (issue 17: a 12-digit number passed
 * Luhn and reached the provider, which declined it with 402). Any other brand: 13 to 19 digits, a
 * code of 3 or 4.
 */
interface Brand {
  name: string;
  lengths: readonly number[];
  cvcLengths: readonly number[];
}
const BRANDS: readonly (Brand & { prefix: RegExp })[] = [
  { name: 'visa', prefix: /^4/, lengths: [13, 16, 19], cvcLengths: [3] },
  { name: 'mastercard', prefix: /^(5[1-5]|2[2-7])/, lengths: [16], cvcLengths: [3] },
  { name: 'amex', prefix: /^3[47]/, lengths: [15], cvcLengths: [4] },
];
const OTHER_BRAND: Brand = { name: 'card', lengths: [13, 14, 15, 16, 17, 18, 19], cvcLengths: [3, 4] };

const brandOf = (digits: string): Brand => BRANDS.find((brand) => brand.prefix.test(digits)) ?? OTHER_BRAND;

/** Luhn's checksum, which every card number carries. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card's expiry may lie this many years ahead at most (Stripe's own limit). */
const EXPIRY_YEARS_AHEAD = 50;

const digitsOf = (number: string) => number.replace(/[\s-]/g, '');

/** The number's problem: digits (spaces and dashes aside), as many as its brand has, passing Luhn. */
export function cardNumberProblem(number: string): string | null {
  const digits = digitsOf(number);
  const valid = /^\d+$/.test(digits) && brandOf(digits).lengths.includes(digits.length) && passesLuhn(digits);
  return valid ? null : 'Your card number is incomplete or invalid.';
}

/** The expiry's problem: a month 1–12 (a two-digit year is this century's), not past, not too far ahead. */
export function expiryProblem(expMonth: number, expYear: number, today: Date): string | null {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  if (expMonth < 1 || expMonth > 12) return 'Your card’s expiry month is invalid.';
  if (year * 12 + expMonth < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) return 'Your card has expired.';
  if (year > today.getUTCFullYear() + EXPIRY_YEARS_AHEAD) return 'Your card’s expiry year is invalid.';
  return null;
}

/** The security code's problem: digits, as many as the number's brand asks (3 or 4 while the brand is unknown). */
export function securityCodeProblem(cvc: string, number: string): string | null {
  return /^\d+$/.test(cvc) && brandOf(digitsOf(number)).cvcLengths.includes(cvc.length) ? null : 'Your card’s security code is invalid.';
}

/** Why a card cannot be sent as typed (the same checks on both sides), or null when it can. */
export function cardProblem(card: { number: string; exp_month: number; exp_year: number; cvc: string }, today: Date): string | null {
  return cardNumberProblem(card.number) ?? expiryProblem(card.exp_month, card.exp_year, today) ?? securityCodeProblem(card.cvc, card.number);
}

/** The brand a card number belongs to, as receipts name it. */
export const cardBrand = (digits: string): string => brandOf(digits).name;
