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
}

export type SessionLookup = (tokenHash: string) => Promise<AuthSession | null>;

// Our tokens are 43 base64url characters; anything else cannot match, so skip hashing and the query.
const BEARER = /^Bearer ([A-Za-z0-9_-]{22,128})$/;

export function readBearerToken(request: FastifyRequest): string | null {
  const match = BEARER.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
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
