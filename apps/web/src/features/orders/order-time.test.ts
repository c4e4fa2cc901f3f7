import { describe, expect, it } from 'vitest';
import { formatOrderDate, formatOrderMoment, formatSlot } from './order-time';

// 07:45 UTC on 25 November 2025 is 6:45 pm in Sydney (daylight time, +11) and 2:45 am in New York.
const moment = '2025-11-25T07:45:00.000Z';
const space = '[\\s\\u202f]';

describe('order times, in the restaurant’s zone', () => {
  it('reads a moment on the restaurant’s clock: the time alone on its today, with the day otherwise', () => {
    const sameEvening = new Date('2025-11-25T09:00:00.000Z');
    expect(formatOrderMoment(moment, 'Australia/Sydney', sameEvening)).toMatch(new RegExp(`^6:45${space}pm$`));
    // 14:00 UTC is already the 26th in Sydney but still the 25th in New York: "today" is the zone's.
    const sydneyNextDay = new Date('2025-11-25T14:00:00.000Z');
    expect(formatOrderMoment(moment, 'Australia/Sydney', sydneyNextDay)).toMatch(new RegExp(`^Tue, 25 Nov, 6:45${space}pm$`));
    expect(formatOrderMoment(moment, 'America/New_York', sydneyNextDay)).toMatch(new RegExp(`^2:45${space}am$`));
  });

  it('reads a requested slot as the wall time the server gives, whatever the device’s zone', () => {
    expect(formatSlot('2025-11-26', '18:45')).toMatch(new RegExp(`^Wed, 26 Nov, 6:45${space}pm$`));
  });

  it('dates an order by its day in the zone given', () => {
    expect(formatOrderDate('2025-11-25T14:30:00.000Z', 'Australia/Sydney')).toBe('26 Nov 2025');
    expect(formatOrderDate('2025-11-25T14:30:00.000Z', 'UTC')).toBe('25 Nov 2025');
  });
});
