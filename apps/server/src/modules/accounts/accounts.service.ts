import type {
  ChangePasswordRequest,
  EmailOnlyRequest,
  LoginRequest,
  ResetPasswordRequest,
  SignupRequest,
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
import { queueMail, type MailTemplate } from '../mail/mail-queue.ts';
import type { TenantLookup } from '../tenants/tenant-lookup.ts';
import { toUser, type AccountsRepo, type UserRow } from './accounts.repo.ts';
import { createLoginLocks, tooManyAttempts } from './login-locks.ts';
import { hashCode, newCode, sameHash, type CodePurpose } from './one-time-codes.ts';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';

export type AccountsConfig = Pick<
  Config,
  | 'SESSION_TTL_DAYS'
  | 'LOGIN_MAX_FAILURES'
  | 'LOGIN_LOCKOUT_MINUTES'
  | 'LOGIN_IP_MAX_FAILURES'
  | 'OTP_TTL_MINUTES'
  | 'OTP_MAX_TRIES'
  | 'OTP_MAX_WRONG_PER_HOUR'
  | 'OTP_RESEND_SECONDS'
  | 'OTP_MAX_SENDS_PER_HOUR'
>;

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

export interface AccountsServiceOptions {
  repo: AccountsRepo;
  tenants: TenantLookup;
  db: Database;
  config: AccountsConfig;
  /** After ending a session: resolves once this instance has heard it ended (bounded), see session-endings.ts. */
  sessionEnded: (tokenHash: string) => Promise<void>;
  now?: () => Date;
}

export function createAccountsService({ repo, tenants, db, config, sessionEnded, now = () => new Date() }: AccountsServiceOptions) {
  const sessionTtl = config.SESSION_TTL_DAYS * DAY;
  const loginLocks = createLoginLocks(repo, config, 'login');

  async function requireTenant(tenantId: number): Promise<void> {
    if (!(await tenants.exists(tenantId))) throw notFound('Unknown tenant');
  }

  function checkNewPassword(password: string): void {
    if (isCommonPassword(password)) throw weakPassword();
  }

  /**
   * Sends a code unless the address's limits say no: at most one mail of the kind per
   * OTP_RESEND_SECONDS and OTP_MAX_SENDS_PER_HOUR an hour. Silent either way: the caller's answer
   * must not depend on it. Each kind counts apart, so a reset just after signing up still goes out.
   */
  async function sendCode(tx: Database, user: UserRow, purpose: CodePurpose, at: Date): Promise<void> {
    const template = purpose === 'verify_email' ? 'verify_email' : 'reset_password';
    if (!(await mayMail(tx, user.tenantId, user.email, template, at))) return;
    const code = newCode();
    await repo.insertCode(tx, {
      tenantId: user.tenantId,
      email: user.email,
      purpose,
      codeHash: hashCode(user.tenantId, user.email, purpose, code),
      expiresAt: new Date(at.getTime() + config.OTP_TTL_MINUTES * MINUTE),
      createdAt: at,
    });
    await queueMail(tx, { tenantId: user.tenantId, to: user.email, template, data: { name: user.name, code } }, at);
  }

  async function mayMail(tx: Database, tenantId: number, email: string, template: MailTemplate, at: Date): Promise<boolean> {
    const { sent, last } = await repo.mailsSince(tx, tenantId, email, template, new Date(at.getTime() - HOUR));
    if (sent >= config.OTP_MAX_SENDS_PER_HOUR) return false;
    return !last || at.getTime() - last.getTime() >= config.OTP_RESEND_SECONDS * 1000;
  }

  /** A new user session; a guest's cart moves into the user's and the guest's session ends (spec §4, issue 8). */
  async function logIn(tx: Database, user: UserRow, caller: Caller, at: Date): Promise<UserSessionPayload> {
    const token = newSessionToken();
    await repo.createSession(tx, { tokenHash: hashToken(token), tenantId: user.tenantId, userId: user.id, expiresAt: new Date(at.getTime() + sessionTtl) });
    const subject = caller.session?.subject;
    if (subject?.kind === 'guest' && caller.session?.tenantId === user.tenantId) {
      await mergeGuestCart(tx, subject.guestRowId, user.id);
      await repo.deleteGuestSessions(tx, subject.guestRowId);
    }
    return { user: toUser(user), token };
  }

  /** 429 once an address has had OTP_MAX_WRONG_PER_HOUR wrong codes in the last hour, whatever codes it asked for since. */
  async function checkCodeGuesses(tenantId: number, email: string, at: Date): Promise<void> {
    const wrong = await repo.recentFailures(tenantId, 'code', email, new Date(at.getTime() - HOUR), config.OTP_MAX_WRONG_PER_HOUR);
    if (wrong.length >= config.OTP_MAX_WRONG_PER_HOUR) throw tooManyAttempts('wrong codes');
  }

  /** The live code of that purpose when `code` is it; otherwise counts the wrong entry (burning the code at OTP_MAX_TRIES) and answers 400. */
  async function checkCode(tenantId: number, email: string, purpose: CodePurpose, code: string, ip: string, at: Date) {
    await checkCodeGuesses(tenantId, email, at);
    const live = await repo.liveCode(tenantId, email, purpose, at);
    if (live && sameHash(live.codeHash, hashCode(tenantId, email, purpose, code))) return live;
    await repo.recordFailure({ tenantId, kind: 'code', email, ip, createdAt: at });
    if (live) await repo.countWrongEntry(live.id, config.OTP_MAX_TRIES, at);
    throw invalidCode();
  }

  async function currentUser(session: UserSession): Promise<UserRow> {
    const user = await repo.userById(session.tenantId, session.subject.userId);
    // The session cascades away with its user, so this is a race with a deletion: the session is gone.
    if (!user) throw error(401, errorCodes.unauthorized, 'Missing, unknown or expired session token.');
    return user;
  }

  return {
    /** Signup answers the same for a new, a verified and an unverified address: no account enumeration. */
    async signup(request: SignupRequest): Promise<{ otp_required: true; email: string }> {
      await requireTenant(request.tenant_id);
      checkNewPassword(request.password);
      // Hashed whichever path follows, so every path takes the time of one argon2 hash.
      const passwordHash = await hashPassword(request.password);
      const at = now();
      await db.transaction(async (tx) => {
        const existing = await repo.userByEmail(tx, request.tenant_id, request.email);
        if (existing?.emailVerifiedAt) {
          if (await mayMail(tx, existing.tenantId, existing.email, 'account_exists', at)) {
            await queueMail(tx, { tenantId: existing.tenantId, to: existing.email, template: 'account_exists', data: { name: existing.name } }, at);
          }
          return;
        }
        const details = { name: request.name, phoneNo: request.phone_no, passwordHash };
        // An unverified account was never usable: whoever proves the address with the code owns it,
        // with the details they give now (the first attempt's mail may have been lost).
        const user = existing
          ? await repo.updateUser(tx, existing.id, details, at)
          : ((await repo.insertUser(tx, { tenantId: request.tenant_id, email: request.email, ...details })) ??
            (await repo.userByEmail(tx, request.tenant_id, request.email)));
        if (user && !user.emailVerifiedAt) await sendCode(tx, user, 'verify_email', at);
      });
      return { otp_required: true, email: request.email };
    },

    async verifyEmail(request: VerifyOtpRequest, caller: Caller): Promise<UserSessionPayload> {
      await requireTenant(request.tenant_id);
      const at = now();
      const code = await checkCode(request.tenant_id, request.email, 'verify_email', request.code, caller.ip, at);
      return db.transaction(async (tx) => {
        const user = await repo.userByEmail(tx, request.tenant_id, request.email);
        if (!user || !(await repo.consumeCode(tx, code.id, at))) throw invalidCode();
        const verified = user.emailVerifiedAt ? user : await repo.updateUser(tx, user.id, { emailVerifiedAt: at }, at);
        return logIn(tx, verified, caller, at);
      });
    },

    /** 202 whatever happens: a code goes only to an unverified account, within the limits. */
    async resendVerification(request: EmailOnlyRequest): Promise<void> {
      await requireTenant(request.tenant_id);
      const at = now();
      await db.transaction(async (tx) => {
        const user = await repo.userByEmail(tx, request.tenant_id, request.email);
        if (user && !user.emailVerifiedAt) await sendCode(tx, user, 'verify_email', at);
      });
    },

    async login(request: LoginRequest, caller: Caller): Promise<UserSessionPayload> {
      await requireTenant(request.tenant_id);
      const at = now();
      const recentFailures = await loginLocks.check(request.tenant_id, request.email, caller.ip, at);
      const user = await repo.userByEmail(db, request.tenant_id, request.email);
      if (!(await verifyPassword(user?.passwordHash ?? null, request.password)) || !user) {
        await loginLocks.failed(request.tenant_id, request.email, caller.ip, at);
        throw invalidCredentials();
      }
      await loginLocks.succeeded(request.tenant_id, request.email, caller.ip, recentFailures);
      if (!user.emailVerifiedAt) {
        await db.transaction((tx) => sendCode(tx, user, 'verify_email', at));
        throw error(403, errorCodes.emailNotVerified, `Verify your email first: we sent a code to ${user.email}.`);
      }
      return db.transaction((tx) => logIn(tx, user, caller, at));
    },

    /** 202 whatever happens: a reset code goes only to an existing account, within the limits. */
    async forgotPassword(request: EmailOnlyRequest): Promise<void> {
      await requireTenant(request.tenant_id);
      const at = now();
      await db.transaction(async (tx) => {
        const user = await repo.userByEmail(tx, request.tenant_id, request.email);
        if (user) await sendCode(tx, user, 'reset_password', at);
      });
    },

    /** A new password from an emailed code: every session of the user ends, and this answer logs in anew. */
    async resetPassword(request: ResetPasswordRequest, caller: Caller): Promise<UserSessionPayload> {
      await requireTenant(request.tenant_id);
      checkNewPassword(request.password);
      const at = now();
      const code = await checkCode(request.tenant_id, request.email, 'reset_password', request.code, caller.ip, at);
      const passwordHash = await hashPassword(request.password);
      const { session, ended } = await db.transaction(async (tx) => {
        const user = await repo.userByEmail(tx, request.tenant_id, request.email);
        if (!user || !(await repo.consumeCode(tx, code.id, at))) throw invalidCode();
        // The code came to the address, which proves it as well as a verification code does.
        const updated = await repo.updateUser(tx, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? at }, at);
        const ended = await repo.deleteUserSessions(tx, user.id, null);
        await queueMail(tx, { tenantId: user.tenantId, to: user.email, template: 'password_changed', data: { name: user.name } }, at);
        return { session: await logIn(tx, updated, caller, at), ended };
      });
      await Promise.all(ended.map(sessionEnded));
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
