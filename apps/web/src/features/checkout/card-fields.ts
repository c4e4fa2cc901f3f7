import { cardNumberProblem, expiryProblem, securityCodeProblem } from '@crust/contract/payment-cards';
import type { TestProviderConfirmRequest } from '@crust/contract/payments';

/** The test provider's card form, as typed. It lives in the form alone: never in a store or storage. */
export type CardInput = { number: string; expiry: string; cvc: string };

export type CardProblems = Partial<Record<keyof CardInput, string>>;

/** 'MM/YY', 'MM / YY', 'MM/YYYY' or 'MMYY' as a month and a year; null when it is none of those. */
export function parseExpiry(expiry: string): { exp_month: number; exp_year: number } | null {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return null;
  return { exp_month: Number(match[1]), exp_year: Number(match[2]) };
}

/** Each field's problem by the contract's own checks (the server applies them too), so every message sits by its field. */
export function cardFieldProblems(card: CardInput, today: Date): CardProblems {
  const expiry = parseExpiry(card.expiry);
  const problems: CardProblems = {
    number: cardNumberProblem(card.number) ?? undefined,
    expiry: expiry ? (expiryProblem(expiry.exp_month, expiry.exp_year, today) ?? undefined) : 'Enter the expiry date as MM/YY.',
    // The code's length is the typed number's brand's (4 digits for Amex).
    cvc: securityCodeProblem(card.cvc.trim(), card.number) ?? undefined,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message !== undefined));
}

/** POST /api/test-provider/confirm's body: the card as the provider takes it, with the payment's secret. */
export function testProviderRequest(card: CardInput, clientSecret: string): TestProviderConfirmRequest {
  const { exp_month, exp_year } = parseExpiry(card.expiry) ?? { exp_month: 0, exp_year: 0 };
  return { client_secret: clientSecret, number: card.number.replace(/[\s-]/g, ''), exp_month, exp_year, cvc: card.cvc.trim() };
}
