// Staff type money in dollars; the API takes integer cents (decision 001). The text is parsed digit
// by digit, never through a float, so '19.99' is 1999 cents and not 1998.9999….

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
