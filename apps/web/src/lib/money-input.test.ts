import { describe, expect, it } from 'vitest';
import { centsToDollarsText, parseDollars } from './money-input';

// Money is typed in dollars and sent in integer cents, never as a float.

describe('parseDollars', () => {
  it('reads whole dollars, one or two decimals, a dollar sign and thousands commas as cents', () => {
    expect(parseDollars('12')).toBe(1200);
    expect(parseDollars('12.5')).toBe(1250);
    expect(parseDollars(' $12.05 ')).toBe(1205);
    expect(parseDollars('0.1')).toBe(10);
    expect(parseDollars('1,000')).toBe(100_000);
  });

  it('gives exact cents where float arithmetic would not', () => {
    // 19.99 * 100 is 1998.9999999999998 in floating point; 4.35 * 100 is 434.99999999999994.
    expect(parseDollars('19.99')).toBe(1999);
    expect(parseDollars('4.35')).toBe(435);
    expect(Number.isInteger(parseDollars('0.29'))).toBe(true);
  });

  it('refuses negative amounts, three decimals, text and an empty field', () => {
    for (const text of ['-1', '1.234', 'ten', '', '.5', '1.']) expect(parseDollars(text)).toBeNull();
  });
});

describe('centsToDollarsText', () => {
  it('writes cents as a money field shows them', () => {
    expect(centsToDollarsText(1250)).toBe('12.50');
    expect(centsToDollarsText(5)).toBe('0.05');
    expect(centsToDollarsText(0)).toBe('0.00');
    expect(parseDollars(centsToDollarsText(1999))).toBe(1999);
  });
});
