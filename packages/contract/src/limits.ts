// Limits both sides enforce, zod-free so the browser can import them without a schema library.

/** Largest quantity of one cart line: a sane ceiling for a takeaway order, and a guard against typos. */
export const MAX_LINE_QUANTITY = 99;

/** Longest note a diner may add to an item. */
export const MAX_NOTES_LENGTH = 500;

/** Table numbers printed on the dine-in QR codes run from 1 to this. */
export const MAX_TABLE_NUMBER = 999;
