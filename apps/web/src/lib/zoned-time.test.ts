import { describe, expect, it } from 'vitest';
import {
  dayIn,
  formatClock,
  formatDate,
  formatDateTime,
  formatDayAndClock,
  formatMoment,
  formatWallClock,
  formatWallDay,
  formatWallDayAndClock,
  fromZonedInput,
  toZonedInput,
} from './zoned-time';

// 00:45 UTC on 26 November 2025 is 11:45 am in Sydney (daylight time, +11), 8:45 am in Perth (+8) and
// 7:45 pm the day before in New York: the tablet, set to UTC, read it as 12:45 am.
const pickup = '2025-11-26T00:45:00.000Z';
const space = '[\\s\\u202f]';

describe('times on the outlet’s clock, whatever the device’s zone', () => {
  it('reads an instant on the zone’s clock, never the device’s', () => {
    expect(formatClock(pickup, 'Australia/Sydney')).toMatch(new RegExp(`^11:45${space}am$`));
    expect(formatClock(new Date(pickup), 'Australia/Perth')).toMatch(new RegExp(`^8:45${space}am$`));
    expect(formatClock(pickup, 'UTC')).toMatch(new RegExp(`^12:45${space}am$`));
    expect(formatDayAndClock(pickup, 'America/New_York')).toMatch(new RegExp(`^Tue, 25 Nov, 7:45${space}pm$`));
  });

  it('dates a moment by its day in the zone', () => {
    expect(formatDate(pickup, 'Australia/Sydney')).toBe('26 Nov 2025');
    expect(formatDate(pickup, 'America/New_York')).toBe('25 Nov 2025');
    expect(formatDateTime(pickup, 'Australia/Sydney')).toMatch(new RegExp(`^26 Nov 2025, 11:45${space}am$`));
    expect(dayIn('Australia/Sydney', pickup)).toBe('2025-11-26');
    expect(dayIn('America/Los_Angeles', pickup)).toBe('2025-11-25');
  });

  it('gives the time alone on the zone’s today, with its day otherwise', () => {
    const sameMorning = new Date('2025-11-25T22:00:00.000Z');
    expect(formatMoment(pickup, 'Australia/Sydney', sameMorning)).toMatch(new RegExp(`^11:45${space}am$`));
    // 22:00 UTC on the 25th is still the 25th in New York, a day before the pickup there too.
    expect(formatMoment(pickup, 'America/New_York', new Date('2025-11-24T22:00:00.000Z'))).toMatch(new RegExp(`^Tue, 25 Nov, 7:45${space}pm$`));
  });

  it('reads wall days and times the server gives in the outlet’s zone as they are', () => {
    expect(formatWallClock('00:15')).toMatch(new RegExp(`^12:15${space}am$`));
    expect(formatWallClock('18:30')).toMatch(new RegExp(`^6:30${space}pm$`));
    expect(formatWallDayAndClock('2025-11-26', '18:45')).toMatch(new RegExp(`^Wed, 26 Nov, 6:45${space}pm$`));
    expect(formatWallDay('2026-03-17', { weekday: 'long', day: 'numeric', month: 'long' })).toBe('Tuesday 17 March');
  });
});

describe('datetime-local fields on the outlet’s clock', () => {
  it('shows an instant as the zone’s wall time and reads it back to the same instant', () => {
    expect(toZonedInput(pickup, 'Australia/Sydney')).toBe('2025-11-26T11:45');
    expect(toZonedInput(pickup, 'America/New_York')).toBe('2025-11-25T19:45');
    expect(fromZonedInput('2025-11-26T11:45', 'Australia/Sydney')?.toISOString()).toBe(pickup);
    expect(fromZonedInput('2025-11-25T19:45', 'America/New_York')?.toISOString()).toBe(pickup);
    // Winter in Sydney is +10.
    expect(fromZonedInput('2025-07-01T18:00', 'Australia/Sydney')?.toISOString()).toBe('2025-07-01T08:00:00.000Z');
  });

  it('reads the days of a daylight-saving change on the zone’s clock', () => {
    // Sydney's clocks went forward at 2 am on 5 October 2025 (2:30 am never happened) and back at 3 am on 6 April 2025.
    expect(fromZonedInput('2025-10-05T01:30', 'Australia/Sydney')?.toISOString()).toBe('2025-10-04T15:30:00.000Z');
    expect(fromZonedInput('2025-10-05T02:30', 'Australia/Sydney')?.toISOString()).toBe('2025-10-04T16:30:00.000Z');
    expect(fromZonedInput('2025-10-05T03:30', 'Australia/Sydney')?.toISOString()).toBe('2025-10-04T16:30:00.000Z');
    expect(fromZonedInput('2025-04-06T02:30', 'Australia/Sydney')?.toISOString()).toBe('2025-04-05T16:30:00.000Z');
    expect(fromZonedInput('2025-04-06T04:00', 'Australia/Sydney')?.toISOString()).toBe('2025-04-05T18:00:00.000Z');
  });

  it('refuses what is not a day and time', () => {
    expect(fromZonedInput('', 'Australia/Sydney')).toBeNull();
    expect(fromZonedInput('2025-02-30T10:00', 'Australia/Sydney')).toBeNull();
    expect(fromZonedInput('tomorrow', 'Australia/Sydney')).toBeNull();
  });
});
