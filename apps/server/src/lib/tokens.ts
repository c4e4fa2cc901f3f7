import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits, well over the 128 required), base64url so it travels in a header as is. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

/** Sessions are stored by this hash only: a copy of the table cannot be replayed as tokens. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
