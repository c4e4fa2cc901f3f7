// Issue 21: a gift card's code, zod-free so the browser's inputs can read and format it as the server does.
// 16 characters of Crockford's base32 (80 random bits), shown as XXXX-XXXX-XXXX-XXXX.

export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const GIFT_CARD_CODE_LENGTH = 16;

/** What Crockford's decoding reads a typed character as: O is 0, I and L are 1, any case. */
const READS_AS: Record<string, string> = { O: '0', I: '1', L: '1' };

/**
 * The code as typed (any case, with or without dashes or spaces, O for 0, I or L for 1) in its one
 * stored form, or null when it cannot be a code (a wrong length, a U or another character).
 */
export function normaliseGiftCardCode(typed: string): string | null {
  const plain = typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[OIL]/g, (letter) => READS_AS[letter]!);
  if (plain.length !== GIFT_CARD_CODE_LENGTH) return null;
  for (const character of plain) if (!CROCKFORD_ALPHABET.includes(character)) return null;
  return plain;
}

/** XXXX-XXXX-XXXX-XXXX. */
export const formatGiftCardCode = (code: string): string => code.match(/.{1,4}/g)!.join('-');

/** How a card is named where its code must not show: by its last four characters. */
export const maskedGiftCardCode = (last4: string): string => `••••-••••-••••-${last4}`;
