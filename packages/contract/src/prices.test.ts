import { describe, expect, it } from 'vitest';
import { formatCents, onlinePrice } from './prices.ts';

describe('prices', () => {
  it('takes the online price, falling back to the in-store price (spec §3)', () => {
    expect(onlinePrice({ price: 1500, online_price: 1400 })).toBe(1400);
    expect(onlinePrice({ price: 1500, online_price: null })).toBe(1500);
    expect(onlinePrice({ price: 1500, online_price: 0 })).toBe(0);
  });

  it('formats cents as dollars', () => {
    expect(formatCents(1450)).toBe('$14.50');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-200)).toBe('-$2.00');
  });
});
