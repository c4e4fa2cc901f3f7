// Issue 9: the card checks the test provider applies on both sides (Luhn, expiry, CVC) and its test
// cards. Zod-free, so the browser's card form imports them without a schema library (decision 001);
// payments.ts re-exports them for the server.

/** The test provider's card numbers, as Stripe's test mode knows them. */
export const TEST_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002', insufficientFunds: '4000000000009995' } as const;

/** Luhn's checksum, which every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
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

/** Why a card cannot be sent as typed (the same checks on both sides), or null when it can. */
export function cardProblem(card: { number: string; exp_month: number; exp_year: number; cvc: string }, today: Date): string | null {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!passesLuhn(digits)) return 'Your card number is incomplete or invalid.';
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  if (card.exp_month < 1 || card.exp_month > 12) return 'Your card’s expiry month is invalid.';
  const expiresAfter = year * 12 + card.exp_month;
  if (expiresAfter < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) return 'Your card has expired.';
  if (!/^\d{3,4}$/.test(card.cvc)) return 'Your card’s security code is invalid.';
  return null;
}

/** The brand a card number belongs to, as receipts name it. */
export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}
