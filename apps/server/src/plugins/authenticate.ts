import type { GuestUser } from '@crust/contract/auth';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/http-error.ts';
import { hashToken } from '../lib/tokens.ts';

/** Who a bearer token speaks for. Owners (guest, later user) always come from here, never from a body. */
export interface AuthSession {
  tenantId: number;
  /** The guests row behind a guest session: rowId is internal, guestUser is what the API shows. */
  guest: { rowId: number; guestUser: GuestUser } | null;
  /** Set by the accounts issue's logins. */
  userId: number | null;
  /** When the token stops working. */
  expiresAt: Date;
}

export type SessionLookup = (tokenHash: string) => Promise<AuthSession | null>;

// Our tokens are 43 base64url characters; anything else cannot match, so skip hashing and the query.
const BEARER = /^Bearer ([A-Za-z0-9_-]{22,128})$/;

export function readBearerToken(request: FastifyRequest): string | null {
  const match = BEARER.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

export interface SessionCacheOptions {
  /** How long a found session is trusted without asking the database again. */
  ttlMs: number;
  /** Most sessions kept; the oldest go first. */
  maxEntries: number;
  now?: () => number;
}

/**
 * Remembers found sessions for a few seconds (issue #4: the lookup was one of four queries per cart
 * add). A diner's requests come in bursts (add, then read the cart), so most hit. Never past the
 * session's own expiry. Unknown tokens are not remembered, so guessing cannot fill the memory. The
 * price: a session deleted in the database (a future logout elsewhere, an admin) is still honoured
 * by this process for up to ttlMs; a logout here must call forget().
 */
export function cachedSessionLookup(lookup: SessionLookup, { ttlMs, maxEntries, now = Date.now }: SessionCacheOptions) {
  const entries = new Map<string, { session: AuthSession; until: number }>();
  const find: SessionLookup = async (tokenHash) => {
    const hit = entries.get(tokenHash);
    if (hit && hit.until > now()) return hit.session;
    entries.delete(tokenHash);
    const session = await lookup(tokenHash);
    if (session) {
      const oldest = entries.size >= maxEntries ? entries.keys().next() : undefined;
      if (oldest && !oldest.done) entries.delete(oldest.value);
      entries.set(tokenHash, { session, until: Math.min(now() + ttlMs, session.expiresAt.getTime()) });
    }
    return session;
  };
  return Object.assign(find, { forget: (tokenHash: string) => void entries.delete(tokenHash) });
}

/** Reads the request's bearer session; modules that need an owner call `require`. */
export function createAuthenticator(lookup: SessionLookup) {
  return {
    async session(request: FastifyRequest): Promise<AuthSession | null> {
      const token = readBearerToken(request);
      return token ? lookup(hashToken(token)) : null;
    },
    async require(request: FastifyRequest): Promise<AuthSession> {
      const session = await this.session(request);
      if (!session) throw unauthorized('Missing, unknown or expired session token.');
      return session;
    },
  };
}
export type Authenticator = ReturnType<typeof createAuthenticator>;
