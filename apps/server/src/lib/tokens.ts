import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits, well over the 128 required), base64url so it travels in a header as is. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

/** Sessions are stored by this hash only: a copy of the table cannot be replayed as tokens. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** An order's public id: 'ord_' and 128 random bits, so the confirmation page's address cannot be guessed. */
export const newOrderId = () => `ord_${randomBytes(16).toString('base64url')}`;

/** SHA-256 of a request as the server parsed it: what an Idempotency-Key is held to. */
export const requestFingerprint = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');
