import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

// Issue 10: a timed pause shows how long until ordering reopens by itself.

const now = new Date('2026-03-06T18:00:00.000Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('the pause countdown', () => {
  it('reads as a clock, rounding a part second up so it never shows 0:00 early', () => {
    expect(formatCountdown(later(15 * 60), now)).toBe('15:00');
    expect(formatCountdown(later(14 * 60 + 5), now)).toBe('14:05');
    expect(formatCountdown(later(0.4), now)).toBe('0:01');
    expect(formatCountdown(later(60 * 60), now)).toBe('1:00:00');
    expect(formatCountdown(later(61 * 60 + 9), now)).toBe('1:01:09');
  });

  it('stops at 0:00 once the pause is over', () => {
    expect(formatCountdown(later(-30), now)).toBe('0:00');
  });
});
