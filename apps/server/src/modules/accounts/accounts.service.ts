import type {
  ChangePasswordRequest,
  EmailOnlyRequest,
  LoginRequest,
  ResendOtpRequest,
  ResetPasswordRequest,
  SignupRequest,
  SignupResponse,
  UpdateMeRequest,
  User,
  UserSession as UserSessionPayload,
  VerifyOtpRequest,
} from '@crust/contract/accounts';
import { errorCodes, type ErrorCode } from '@crust/contract/errors';
import type { Database } from '../../db/client.ts';
import type { Config } from '../../env.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { hashToken, newSessionToken } from '../../lib/tokens.ts';
import type { AuthSession, UserSession } from '../../plugins/authenticate.ts';
import { mergeGuestCart } from '../cart/cart-merge.ts';
import { queueMail } from '../mail/mail-queue.ts';
import type { TenantLookup } from '../tenants/tenant-lookup.ts';
import { toUser, type AccountsRepo, type PendingSignupRow, type UserRow } from './accounts.repo.ts';
import type { AuthAttemptsRepo } from './auth-attempts.repo.ts';
import { createEmailedCodes, type EmailedCodesConfig } from './emailed-codes.ts';
import { createLoginGuard, tooManyAttempts, type LoginGuardConfig } from './login-guard.ts';
import type { CodePurpose } from './one-time-codes.ts';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';

export type AccountsConfig = EmailedCodesConfig &
  LoginGuardConfig &
  Pick<Config, 'SESSION_TTL_DAYS' | 'OTP_MAX_WRONG_PER_HOUR' | 'SIGNUP_PENDING_HOURS' | 'SIGNUP_LOGIN_CHECKS' | 'CART_MAX_LINES'>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const error = (status: number, code: ErrorCode, message: string) => new HttpError(status, code, message);
// One message for a wrong email and a wrong password: the answer never tells which (issue 8).
const invalidCredentials = () => error(401, errorCodes.invalidCredentials, 'Wrong email or password.');
const invalidCode = () => error(400, errorCodes.invalidCode, 'That code is wrong or has expired. Check the latest email we sent, or ask for a new code.');
const weakPassword = () => error(400, errorCodes.weakPassword, 'That password is one of the most common ones. Choose one that is harder to guess.');
// Not 401: the web app logs a diner out on any 401, and a mistyped current password must not.
const wrongCurrentPassword = () => error(400, errorCodes.invalidCredentials, 'Your current password is not right.');

/** Who asks, as the routes see it: the optional bearer session (a guest's is merged on login) and the client IP. */
export interface Caller {
  session: AuthSession | null;
  ip: string;
}

/**
 * Work a call does after answering (issue 17): what it does for a known address must not make the
 * answer later than for an unknown one. The route runs it once the answer is sent.
 */
export type Later = () => Promise<void>;

export interface AccountsServiceOptions {
  repo: AccountsRepo;
  attempts: AuthAttemptsRepo;
  tenants: TenantLookup;
  db: Database;
  config: AccountsConfig;
  /** After ending a session: resolves once this instance has heard it ended (bounded), see session-endings.ts. */
  sessionEnded: (tokenHash: string) => Promise<void>;
  now?: () => Date;
}

export function createAccountsService({ repo, attempts, tenants, db, config, sessionEnded, now = () => new Date() }: AccountsServiceOptions) {
  const sessionTtl = config.SESSION_TTL_DAYS * DAY;
  const codes = createEmailedCodes(repo, config);
  const guard = createLoginGuard({ repo: attempts, codes, db, config, kind: 'login' });
  /** Signups made before this are forgotten: their codes and passwords no longer work. */
  const pendingSince = (at: Date) => new Date(at.getTime() - config.SIGNUP_PENDING_HOURS * HOUR);

  async function requireTenant(tenantId: number): Promise<void> {
    if (!(await tenants.exists(tenantId))) throw notFound('Unknown tenant');
  }

  function checkNewPassword(password: string): void {
    if (isCommonPassword(password)) throw weakPassword();
  }

  /** The guest whose session a login at `tenantId` ends (its cart moving into the account), or null. */
  function guestLoggingIn(caller: Caller, tenantId: number) {
    const session = caller.session;
    return session?.subject.kind === 'guest' && session.tenantId === tenantId ? { tokenHash: session.tokenHash, guestRowId: session.subject.guestRowId } : null;
  }

  /** A new user session; a guest's cart moves into the user's and the guest's session ends (spec §4, issue 8). */
  async function logIn(tx: Database, user: UserRow, caller: Caller, at: Date): Promise<UserSessionPayload> {
    const token = newSessionToken();
    await repo.createSession(tx, { tokenHash: hashToken(token), tenantId: user.tenantId, userId: user.id, expiresAt: new Date(at.getTime() + sessionTtl) });
    const guest = guestLoggingIn(caller, user.tenantId);
    if (guest) {
      await mergeGuestCart(tx, guest.guestRowId, user.id, config.CART_MAX_LINES);
      await repo.deleteGuestSessions(tx, guest.guestRowId);
    }
    return { user: toUser(user), token };
  }

  /**
   * After a login's transaction: answers once this instance has heard the end of the guest session the
   * login ended, as a logout does, so the guest's token is 401 on its very next use (the session cache
   * would otherwise trust it until the notification arrives).
   */
  async function guestSessionForgotten(caller: Caller, tenantId: number): Promise<void> {
    const guest = guestLoggingIn(caller, tenantId);
    if (guest) await sessionEnded(guest.tokenHash);
  }

  /**
   * The live code of that purpose when `code` is it; otherwise counts the wrong entry against the
   * address and answers 400. After OTP_MAX_WRONG_PER_HOUR wrong codes in an hour, 429 whatever codes
   * the address asked for since.
   */
  async function provedCode(tenantId: number, email: string, purpose: CodePurpose, code: string, ip: string, at: Date, signupId?: number | null) {
    const address = { tenantId, kind: 'code' as const, email };
    const wrong = await attempts.recentFailures(address, new Date(at.getTime() - HOUR), config.OTP_MAX_WRONG_PER_HOUR);
    if (wrong.length >= config.OTP_MAX_WRONG_PER_HOUR) throw tooManyAttempts('wrong codes');
    const live = await codes.find(tenantId, email, purpose, code, at, signupId);
    if (live) return live;
    await attempts.recordFailure({ ...address, ip, createdAt: at });
    throw invalidCode();
  }

  /** A new code for the signup (its earlier one dies), within the address's limits. */
  const sendVerification = (tx: Database, signup: PendingSignupRow, at: Date) =>
    codes.send(tx, { tenantId: signup.tenantId, email: signup.email, purpose: 'verify_email', signupId: signup.id }, at);

  /** The signup the browser's signup_token names (issue 17), if it still waits. */
  const signupOf = (tx: Database, tenantId: number, email: string, signupToken: string, at: Date) =>
    repo.pendingSignupByToken(tx, tenantId, email, hashToken(signupToken), pendingSince(at));

  /**
   * The waiting signup, among the address's first SIGNUP_LOGIN_CHECKS, whose password this is; else
   * null, after one hash like any wrong password. Oldest first: signups a stranger adds later cannot
   * push the owner's out of reach.
   */
  async function signupWithPassword(tenantId: number, email: string, password: string, at: Date): Promise<PendingSignupRow | null> {
    const signups = await repo.pendingSignups(db, tenantId, email, pendingSince(at), config.SIGNUP_LOGIN_CHECKS);
    if (signups.length === 0) {
      await verifyPassword(null, password);
      return null;
    }
    for (const signup of signups) {
      if (await verifyPassword(signup.passwordHash, password)) return signup;
    }
    return null;
  }

  async function currentUser(session: UserSession): Promise<UserRow> {
    const user = await repo.userById(session.tenantId, session.subject.userId);
    // The session cascades away with its user, so this is a race with a deletion: the session is gone.
    if (!user) throw error(401, errorCodes.unauthorized, 'Missing, unknown or expired session token.');
    return user;
  }

  return {
    /**
     * Signup answers the same for a new, a verified and a pending address: no account enumeration.
     * A signup changes nothing stored (issue 17): it is kept, with its own details and password, beside
     * any other signup of the address, and its code, proved with the signup_token this answers (only
     * the browser that signed up holds it), decides whose account the address becomes. Without a code
     * to mail (the address's limits), it is not kept at all, and the token names nothing.
     */
    async signup(request: SignupRequest): Promise<{ answer: SignupResponse['data']; later: Later }> {
      const { tenant_id: tenantId, email } = request;
      await requireTenant(tenantId);
      checkNewPassword(request.password);
      // Hashed whichever path follows, so every path takes the time of one argon2 hash.
      const passwordHash = await hashPassword(request.password);
      const signupToken = newSessionToken();
      const at = now();
      const later = () =>
        db.transaction(async (tx) => {
          const existing = await repo.userByEmail(tx, tenantId, email);
          if (existing) {
            if (await codes.mayMail(tx, tenantId, email, 'account_exists', at)) {
              await queueMail(tx, { tenantId, to: email, template: 'account_exists', data: { name: existing.name } }, at);
            }
            return;
          }
          // Checked first, so that no signup is kept without its code.
          if (!(await codes.mayMail(tx, tenantId, email, 'verify_email', at))) return;
          const details = { tenantId, email, name: request.name, phoneNo: request.phone_no, passwordHash, tokenHash: hashToken(signupToken), createdAt: at };
          await sendVerification(tx, await repo.insertPendingSignup(tx, details), at);
        });
      return { answer: { otp_required: true, email, signup_token: signupToken }, later };
    },

    /**
     * The code of the signup the signup_token names makes that signup the account, with its details;
     * the address's other signups and codes go. Another signup's code, or a token that names none, is
     * a wrong code (issue 17: the owner, seeing a stranger's code in their inbox, cannot hand the
     * stranger the account by entering it).
     */
    async verifyEmail(request: VerifyOtpRequest, caller: Caller): Promise<UserSessionPayload> {
      const { tenant_id: tenantId, email } = request;
      await requireTenant(tenantId);
      const at = now();
      const named = await signupOf(db, tenantId, email, request.signup_token, at);
      const code = await provedCode(tenantId, email, 'verify_email', request.code, caller.ip, at, named?.id ?? null);
      const session = await db.transaction(async (tx) => {
        const signup = (await repo.takePendingSignups(tx, tenantId, email)).find((row) => row.id === code.signupId);
        if (!signup) throw invalidCode();
        const { name, phoneNo, passwordHash } = signup;
        const user = await repo.insertUser(tx, { tenantId, email, name, phoneNo, passwordHash, emailVerifiedAt: at });
        // The address became an account meanwhile (another of its codes, a moment earlier).
        if (!user) throw invalidCode();
        return logIn(tx, user, caller, at);
      });
      await guestSessionForgotten(caller, tenantId);
      await guard.succeeded({ tenantId, email, ip: caller.ip, at });
      return session;
    },

    /** 202 whatever happens: a new code goes, after answering, to the signup the token names, within the limits. */
    async resendVerification(request: ResendOtpRequest): Promise<Later> {
      const { tenant_id: tenantId, email } = request;
      await requireTenant(tenantId);
      const at = now();
      return () =>
        db.transaction(async (tx) => {
          const signup = await signupOf(tx, tenantId, email, request.signup_token, at);
          if (signup) await sendVerification(tx, signup, at);
        });
    },

    async login(request: LoginRequest, caller: Caller): Promise<UserSessionPayload> {
      const { tenant_id: tenantId, email } = request;
      await requireTenant(tenantId);
      const at = now();
      const attempt = { tenantId, email, ip: caller.ip, at };
      await guard.check(attempt);
      const user = await repo.userByEmail(db, tenantId, email);
      if (!user) {
        // An address that is no account yet may have signups waiting for their codes: the password
        // finds its own (issue 17), whichever came later. Only its holder learns it waits, gets its
        // code again, and a new signup_token for it (the one held elsewhere stops working), so the
        // signup can be finished on this device too.
        const signup = await signupWithPassword(tenantId, email, request.password, at);
        if (!signup) {
          await guard.failed(attempt);
          throw invalidCredentials();
        }
        const signupToken = newSessionToken();
        await db.transaction(async (tx) => {
          await repo.setSignupToken(tx, signup.id, hashToken(signupToken));
          await sendVerification(tx, signup, at);
        });
        throw new HttpError(403, errorCodes.emailNotVerified, `Verify your email first: we sent a code to ${email}.`, { signup_token: signupToken });
      }
      if (!(await verifyPassword(user.passwordHash, request.password))) {
        await guard.failed(attempt);
        throw invalidCredentials();
      }
      const code = await guard.emailedCode({ ...attempt, name: user.name }, request.login_code);
      const session = await db.transaction(async (tx) => {
        if (code) await guard.useCode(tx, code, at);
        return logIn(tx, user, caller, at);
      });
      await guestSessionForgotten(caller, user.tenantId);
      await guard.succeeded(attempt);
      return session;
    },

    /** 202 whatever happens: after answering, a reset code goes to an existing account, within the limits. */
    async forgotPassword(request: EmailOnlyRequest): Promise<Later> {
      const { tenant_id: tenantId, email } = request;
      await requireTenant(tenantId);
      const at = now();
      return () =>
        db.transaction(async (tx) => {
          const user = await repo.userByEmail(tx, tenantId, email);
          if (user) await codes.send(tx, { tenantId, email, name: user.name, purpose: 'reset_password' }, at);
        });
    },

    /** A new password from an emailed code: every session of the user ends, and this answer logs in anew. */
    async resetPassword(request: ResetPasswordRequest, caller: Caller): Promise<UserSessionPayload> {
      const { tenant_id: tenantId, email } = request;
      await requireTenant(tenantId);
      checkNewPassword(request.password);
      const at = now();
      const code = await provedCode(tenantId, email, 'reset_password', request.code, caller.ip, at);
      const passwordHash = await hashPassword(request.password);
      const { session, ended } = await db.transaction(async (tx) => {
        const user = await repo.userByEmail(tx, tenantId, email);
        if (!user || !(await codes.consume(tx, code, at))) throw invalidCode();
        const updated = await repo.updateUser(tx, user.id, { passwordHash }, at);
        const ended = await repo.deleteUserSessions(tx, user.id, null);
        await queueMail(tx, { tenantId, to: email, template: 'password_changed', data: { name: user.name } }, at);
        return { session: await logIn(tx, updated, caller, at), ended };
      });
      await guard.succeeded({ tenantId, email, ip: caller.ip, at });
      await Promise.all(ended.map(sessionEnded));
      await guestSessionForgotten(caller, tenantId);
      return session;
    },

    /** Ends the session; answers once this instance has heard the ending that every instance hears. */
    async logout(session: AuthSession): Promise<void> {
      await repo.deleteSession(session.tokenHash);
      await sessionEnded(session.tokenHash);
    },

    async me(session: UserSession): Promise<User> {
      return toUser(await currentUser(session));
    },

    async updateMe(session: UserSession, request: UpdateMeRequest): Promise<User> {
      const user = await currentUser(session);
      const values = { ...(request.name !== undefined && { name: request.name }), ...(request.phone_no !== undefined && { phoneNo: request.phone_no }) };
      return toUser(await repo.updateUser(db, user.id, values, now()));
    },

    /** Ends every other session of the user; this one stays logged in. */
    async changePassword(session: UserSession, request: ChangePasswordRequest): Promise<void> {
      const user = await currentUser(session);
      if (!(await verifyPassword(user.passwordHash, request.current_password))) throw wrongCurrentPassword();
      checkNewPassword(request.new_password);
      const passwordHash = await hashPassword(request.new_password);
      const at = now();
      const ended = await db.transaction(async (tx) => {
        await repo.updateUser(tx, user.id, { passwordHash }, at);
        await queueMail(tx, { tenantId: user.tenantId, to: user.email, template: 'password_changed', data: { name: user.name } }, at);
        return repo.deleteUserSessions(tx, user.id, session.tokenHash);
      });
      await Promise.all(ended.map(sessionEnded));
    },

    /** Deletes the account: sessions, addresses, wishlist and cart go with it (foreign keys); coupon uses stay, detached. */
    async deleteAccount(session: UserSession, password: string): Promise<void> {
      const user = await currentUser(session);
      if (!(await verifyPassword(user.passwordHash, password))) throw wrongCurrentPassword();
      await repo.deleteUser(user.id);
      // Its sessions went with it: this instance forgets this one before answering.
      await sessionEnded(session.tokenHash);
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
