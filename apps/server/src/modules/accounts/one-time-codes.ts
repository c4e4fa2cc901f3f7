import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@crust/contract/account-rules';
import type { ONE_TIME_CODE_PURPOSES } from '../../db/schema/users.ts';

export type CodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];

/** Six random digits from the CSPRNG, leading zeros kept. */
export const newCode = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/**
 * Codes are stored as this hash only. It binds the code to its tenant, address and purpose, so a
 * reset code can never verify an email, nor one address's code another's.
 */
export const hashCode = (tenantId: number, email: string, purpose: CodePurpose, code: string) =>
  createHash('sha256').update(`${tenantId}\n${email}\n${purpose}\n${code}`).digest('hex');

/** Compares two hashes in constant time: how much of a guess matched never shows in the timing. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
