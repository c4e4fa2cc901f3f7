import { z } from 'zod';

// Issue 17: the one schema for the free text a request carries (names, addresses, notes, coupon and
// zone names, the site configuration …). A NUL cannot be stored in PostgreSQL and answered 500; the
// other characters refused here are as invisible and break display or storage in quieter ways.

/**
 * C0 and C1 controls and DEL (tab, line feed and carriage return are judged apart, below); the line
 * and paragraph separators, which end lines where no newline is seen; the bidirectional overrides and
 * isolates, which show text in an order other than the one stored (names and notes that lie on a
 * ticket); the byte-order mark; and a lone surrogate, which is not Unicode at all. Zero-width
 * joiners stay: emoji sequences and several scripts need them.
 */
const ALWAYS_REFUSED =
  // eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** One line of text (a name, a title) holds no tab or line break either. */
const LINE_BREAKS = /[\t\n\r]/;

/** The first character `text` may not hold, or null when it holds none. */
function refusedCharacter(text: string, multiline: boolean): string | null {
  return ALWAYS_REFUSED.exec(text)?.[0] ?? (multiline ? null : (LINE_BREAKS.exec(text)?.[0] ?? null));
}

const codePoint = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Free text of a request: trimmed, at most `max` characters, and no control characters (see
 * ALWAYS_REFUSED); `multiline` text (notes, instructions) keeps its tabs and line breaks. Chain
 * `.min(1, 'Enter …')` where it is required.
 */
export function textSchema(max: number, { multiline = false } = {}) {
  return z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .refine((text) => refusedCharacter(text, multiline) === null, {
      error: ({ input }) => `Remove the control character ${codePoint(refusedCharacter(String(input), multiline)!)}: it cannot be stored or shown`,
    });
}

/** An id, token or secret the server handed out (an order id, a client secret, a link's token): letters, digits, `_` and `-`. */
export const keySchema = (min: number, max: number) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}$`), `Expected ${min} to ${max} letters, digits, _ or - as the server gave them`);
