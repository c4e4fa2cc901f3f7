import { CROCKFORD_ALPHABET, GIFT_CARD_CODE_LENGTH } from '@crust/contract/gift-card-codes';
import { createHmac, randomBytes } from 'node:crypto';

/**
 * A new code: 80 random bits as 16 characters of Crockford's base32 (5 bits each). Returned to be
 * mailed once and hashed; never stored or logged as it is.
 */
export function newGiftCardCode(): string {
  const bytes = randomBytes((GIFT_CARD_CODE_LENGTH * 5) / 8);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let index = GIFT_CARD_CODE_LENGTH - 1; index >= 0; index--) code += CROCKFORD_ALPHABET[Number((bits >> BigInt(index * 5)) & 31n)];
  return code;
}

/** What the database keeps of a (normalised) code: its keyed hash, which finds the card, and its last four characters. */
export interface StoredCode {
  codeHash: string;
  codeLast4: string;
}

/**
 * Hashes codes with the tenant-independent GIFT_CARD_SECRET (HMAC-SHA-256): a copy of the database
 * alone cannot test guesses offline, as it could against a plain hash of 80 bits' worth of codes.
 */
export function createGiftCardCodes(secret: string) {
  return {
    stored(code: string): StoredCode {
      return { codeHash: createHmac('sha256', secret).update(code).digest('hex'), codeLast4: code.slice(-4) };
    },
  };
}
export type GiftCardCodes = ReturnType<typeof createGiftCardCodes>;
