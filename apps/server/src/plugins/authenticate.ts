import type { GuestUser } from '@crust/contract/auth';
import type { FastifyRequest } from 'fastify';
import { errorCodes } from '@crust/contract/errors';
import { forbidden, HttpError, unauthorized } from '../lib/http-error.ts';
import { hashToken } from '../lib/tokens.ts';

/**
 * Who a diner's session speaks for: a guest or a user. Modules ask this instead of parsing strings.
 * Staff are not diners: their sessions are apart (staff-authenticate.ts).
 */
export type SessionSubject =
  /** guestRowId is the guests row (internal); guestUser is what the API shows. */
  { kind: 'guest'; guestRowId: number; guestUser: GuestUser } | { kind: 'user'; userId: number };

/** Who a bearer token speaks for. Owners always come from here, never from a body. */
export interface AuthSession {
  tenantId: number;
  /** The SHA-256 of the bearer token: the session's key, which logout deletes. */
  tokenHash: string;
  subject: SessionSubject;
  /** When the token stops working. */
  expiresAt: Date;
}

/** A session of a logged-in diner. */
export type UserSession = AuthSession & { subject: { kind: 'user'; userId: number } };

/** The owner columns of a row a session owns (cart lines, orders, idempotency keys): exactly one is set. */
export interface Owner {
  guestId: number | null;
  userId: number | null;
}

export const ownerOf = ({ subject }: AuthSession): Owner =>
  subject.kind === 'user' ? { guestId: null, userId: subject.userId } : { guestId: subject.guestRowId, userId: null };

/**
 * The ids a request names must be the token's own (spec §7: the user id wins over the guest id).
 * Ownership is decided by the token; the ids only have to agree with it (403 otherwise).
 */
export function ownerNamedBy(session: AuthSession, named: { user_id?: number; guest_id?: number }): Owner {
  const { subject } = session;
  const matches =
    named.user_id !== undefined
      ? subject.kind === 'user' && named.user_id === subject.userId
      : subject.kind === 'guest' && named.guest_id === subject.guestUser.guestId;
  if (!matches) throw forbidden('That cart belongs to someone else.');
  return ownerOf(session);
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
  /**
   * Whether user sessions are remembered too. Only where this process is the only server (PGlite):
   * there a logout's notification is heard in-process before the logout answers. With PostgreSQL,
   * other instances hear it a few milliseconds later, too late for "401 at the very next use".
   */
  rememberUsers?: boolean;
  now?: () => number;
}

/**
 * Remembers found sessions for a few seconds (issue #4: the lookup was one of four queries per cart
 * add). A diner's requests come in bursts (add, then read the cart), so most hit. Never past the
 * session's own expiry. Unknown tokens are not remembered, so guessing cannot fill the memory, and
 * user sessions only with a single server (see rememberUsers). A session deleted in the database (a
 * logout, a reset, a guest logging in, the retention sweep; on any instance) is forgotten when the
 * 'session_ended' notification arrives (issue 8); while this instance may be missing notifications
 * (its listening connection broke) it remembers nothing.
 */
export function cachedSessionLookup(lookup: SessionLookup, { ttlMs, maxEntries, rememberUsers = false, now = Date.now }: SessionCacheOptions) {
  const entries = new Map<string, { session: AuthSession; until: number }>();
  let trusted = true;
  const find: SessionLookup = async (tokenHash) => {
    const hit = entries.get(tokenHash);
    if (hit && hit.until > now()) return hit.session;
    entries.delete(tokenHash);
    const session = await lookup(tokenHash);
    // User sessions only when rememberUsers: a notification reaches each instance a few milliseconds
    // apart, so a remembered user session could outlive its logout on another instance for that
    // long; a logged-out or reset user token must fail on its very next use (issue 8).
    if (session && (rememberUsers || session.subject.kind === 'guest') && trusted) {
      const oldest = entries.size >= maxEntries ? entries.keys().next() : undefined;
      if (oldest && !oldest.done) entries.delete(oldest.value);
      entries.set(tokenHash, { session, until: Math.min(now() + ttlMs, session.expiresAt.getTime()) });
    }
    return session;
  };
  return Object.assign(find, {
    forget: (tokenHash: string) => void entries.delete(tokenHash),
    /** false while session endings may be missed: forget everything and remember nothing until true. */
    trust(listening: boolean) {
      trusted = listening;
      if (!listening) entries.clear();
    },
  });
}
export type SessionCache = ReturnType<typeof cachedSessionLookup>;

export interface SlidingExpiry {
  /** A user session in use is pushed back to this long from now… */
  ttlMs: number;
  /** …when less than ttlMs minus this is left: about one write per session per `everyMs`, never one per request. */
  everyMs: number;
  extend: (tokenHash: string, expiresAt: Date) => Promise<void>;
  now?: () => number;
}

/** Reads the request's bearer session; modules that need an owner call `require`. */
export function createAuthenticator(lookup: SessionLookup, sliding?: SlidingExpiry) {
  async function slide(session: AuthSession): Promise<void> {
    if (!sliding || session.subject.kind !== 'user') return;
    const at = (sliding.now ?? Date.now)();
    if (session.expiresAt.getTime() - at > sliding.ttlMs - sliding.everyMs) return;
    const expiresAt = new Date(at + sliding.ttlMs);
    await sliding.extend(session.tokenHash, expiresAt);
    session.expiresAt = expiresAt;
  }
  return {
    async session(request: FastifyRequest): Promise<AuthSession | null> {
      const token = readBearerToken(request);
      const session = token ? await lookup(hashToken(token)) : null;
      if (session) await slide(session);
      return session;
    },
    async require(request: FastifyRequest): Promise<AuthSession> {
      const session = await this.session(request);
      if (!session) throw unauthorized('Missing, unknown or expired session token.');
      return session;
    },
    /** A logged-in diner's session: 401 without a valid token, 403 login_required for a guest's. */
    async requireUser(request: FastifyRequest): Promise<UserSession> {
      const session = await this.require(request);
      if (session.subject.kind !== 'user') throw new HttpError(403, errorCodes.loginRequired, 'Log in to do that.');
      return session as UserSession;
    },
  };
}
export type Authenticator = ReturnType<typeof createAuthenticator>;
