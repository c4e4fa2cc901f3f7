import { z } from 'zod';

// Issue 17: the dates a request names. The year 0001 passed the format check and answered 500 (time
// slots, placement, the board, the summary and the CSV export): nothing here is ever about a day
// outside these years, so a date outside them is a typo or a probe, refused with 400.

export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;

const withinYears = (iso: string) => {
  const year = Number(iso.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
};
const outsideYears = `Expected a date between ${FIRST_YEAR} and ${LAST_YEAR}`;

/** A calendar date in the outlet's time zone, as answers carry it. */
export const localDateSchema = z.iso.date({ error: 'Expected a date as YYYY-MM-DD' });

/** A calendar date a request names. */
export const requestDateSchema = localDateSchema.refine(withinYears, outsideYears);

/** An instant a request names, with its offset (2026-11-24T13:00:00+11:00). */
export const requestInstantSchema = z.iso.datetime({ offset: true }).refine(withinYears, outsideYears);
