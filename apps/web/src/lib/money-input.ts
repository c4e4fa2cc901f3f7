// Staff type money in dollars; the API takes integer cents (decision 001). The text is parsed digit
// by digit, never through a float, so '19.99' is 1999 cents and not 1998.9999….

import type { IssueWording } from './schema-check';

const DOLLARS_PATTERN = /^\$?\s*(\d{1,9})(?:\.(\d{1,2}))?$/;

/** '12', '12.5', '$12.50' → 1200, 1250, 1250 cents; null for anything else (negative, 3 decimals, text). */
export function parseDollars(text: string): number | null {
  const match = DOLLARS_PATTERN.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as a money field's text: 1250 → '12.50'. */
export const centsToDollarsText = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

const dollars = (cents: unknown) => new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(Number(cents) / 100);

/**
 * A money field's words for the contract's issues (schema-check.ts): staff type dollars, the contract
 * bounds cents. A text parseDollars refused is sent as NaN, which the contract calls no number.
 */
export const moneyWording =
  (example: string): IssueWording =>
  (issue) => {
    if (issue.code === 'invalid_type') return `Enter an amount in dollars, e.g. ${example}.`;
    if (issue.code === 'too_big') return `At most ${dollars(issue.maximum)}.`;
    if (issue.code === 'too_small') return `At least ${dollars(issue.minimum)}.`;
    return undefined;
  };

/** A money field's text as the contract's cents: NaN when it is no amount, so the schema says so. */
export const centsOf = (text: string): number => parseDollars(text) ?? Number.NaN;

/** A price adjustment's text as signed cents ('-4' → -400, '+1.50' → 150): NaN when it is no amount. */
export const signedCentsOf = (text: string): number => {
  const trimmed = text.trim();
  const sign = trimmed.startsWith('-') ? -1 : 1;
  return sign * centsOf(trimmed.replace(/^[-+]/, ''));
};

/** Signed cents as an adjustment's text: -400 → '-4.00'. */
export const signedDollarsText = (cents: number): string => `${cents < 0 ? '-' : ''}${centsToDollarsText(Math.abs(cents))}`;
