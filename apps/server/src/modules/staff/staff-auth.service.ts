import type { SetStaffPasswordRequest, StaffMember, StaffSessionPayload, StaffSignInRequest, TotpSetupResponse } from '@crust/contract/console-staff';
import { errorCodes, type ErrorCode } from '@crust/contract/errors';
import type { Database } from '../../db/client.ts';
import type { Config } from '../../env.ts';
import { HttpError, notFound, unauthorized } from '../../lib/http-error.ts';
import { hashToken, newSessionToken } from '../../lib/tokens.ts';
import type { StaffSession } from '../../plugins/staff-authenticate.ts';
import type { LoginGuard } from '../accounts/login-guard.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../accounts/passwords.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { StaffRepo, StaffRow } from './staff.repo.ts';
import { newTotpSecret, totpStep, totpUri } from './totp.ts';

const HOUR = 3_600_000;

const error = (status: number, code: ErrorCode, message: string) => new HttpError(status, code, message);
// One message for a wrong email, a wrong password and a disabled person: the answer never tells which.
const invalidCredentials = () => error(401, errorCodes.invalidCredentials, 'Wrong email or password.');
const totpRequired = () => error(401, errorCodes.totpRequired, 'Enter the 6-digit code from your authenticator app.');
// 401 at sign-in; 400 for a signed-in person turning TOTP on or off (the console signs out on any 401).
const invalidTotp = (status: 400 | 401) =>
  error(status, errorCodes.invalidTotp, 'That code is wrong or was already used. Enter the current code from your app.');
const badLink = () => error(400, errorCodes.invalidCode, 'This link is wrong, used or expired. Ask an owner to invite you again.');

export const memberOf = ({ id, name, email, role, outlet_ids, outlets, totp_enabled }: StaffMember): StaffMember => ({
  id,
  name,
  email,
  role,
  outlet_ids,
  outlets,
  totp_enabled,
});

export interface StaffAuthServiceOptions {
  db: Database;
  repo: StaffRepo;
  /** The diners' sign-in rules (lockouts, the emailed code under attack), counting the console's sign-ins apart as 'staff_login'. */
  guard: LoginGuard;
  config: Pick<Config, 'STAFF_SESSION_TTL_HOURS'>;
  now: () => Date;
}

/** Issue 10: staff sign-in (password, then TOTP when on), sign-out, TOTP enrolment, and passwords set from one-time links. */
export function createStaffAuthService({ db, repo, guard, config, now }: StaffAuthServiceOptions) {
  async function member(tx: Database, tenantId: number, staffId: number): Promise<StaffMember> {
    const [item] = await repo.items(tx, tenantId, staffId);
    // The session cascades away with its person, so this is a race with a deletion: the session is gone.
    if (!item) throw unauthorized('Sign in to the console.');
    return memberOf(item);
  }

  async function person(session: StaffSession): Promise<StaffRow> {
    const row = await repo.byId(db, session.tenantId, session.staffId);
    if (!row) throw unauthorized('Sign in to the console.');
    return row;
  }

  /** Accepts a right code of a step not used before, once (a concurrent replay loses in acceptTotpStep). */
  async function acceptCode(tx: Database, row: StaffRow, secret: string, code: string, at: Date, status: 400 | 401): Promise<void> {
    const step = await totpStep(secret, code, at, row.totpLastStep);
    if (step === null || !(await repo.acceptTotpStep(tx, row.id, step))) throw invalidTotp(status);
  }

  const totpAudit = (tx: Database, session: StaffSession, enabled: boolean) =>
    recordAudit(tx, {
      by: session,
      action: enabled ? 'staff.totp_enable' : 'staff.totp_disable',
      target: `staff:${session.staffId}`,
      before: { totp_enabled: !enabled },
      after: { totp_enabled: enabled },
    });

  return {
    async signIn(request: StaffSignInRequest, ip: string): Promise<StaffSessionPayload> {
      if ((await repo.tenantName(request.tenant_id)) === null) throw notFound('Unknown tenant');
      const at = now();
      const attempt = { tenantId: request.tenant_id, email: request.email, ip, at };
      await guard.check(attempt);
      const row = await repo.byEmail(request.tenant_id, request.email);
      const passwordRight = await verifyPassword(row?.passwordHash ?? null, request.password);
      if (!row || !passwordRight || row.disabledAt) {
        await guard.failed(attempt);
        throw invalidCredentials();
      }
      // The first step of a two-step form: not a failure, so it does not count towards the lockout.
      if (row.totpSecret && !request.totp_code) throw totpRequired();
      // Issue 17: under attack, a person without TOTP proves a code emailed to them (TOTP is asked of the others always).
      const emailed = row.totpSecret ? null : await guard.emailedCode({ ...attempt, name: row.name }, request.login_code);
      const token = newSessionToken();
      const expiresAt = new Date(at.getTime() + config.STAFF_SESSION_TTL_HOURS * HOUR);
      const staff = await db
        .transaction(async (tx) => {
          if (row.totpSecret) await acceptCode(tx, row, row.totpSecret, request.totp_code!, at, 401);
          if (emailed) await guard.useCode(tx, emailed, at);
          await repo.createSession(tx, { tokenHash: hashToken(token), tenantId: row.tenantId, staffId: row.id, expiresAt });
          await recordAudit(tx, { by: { tenantId: row.tenantId, staffId: row.id }, action: 'staff.sign_in', target: `staff:${row.id}` });
          return member(tx, row.tenantId, row.id);
        })
        .catch(async (cause: unknown) => {
          if (cause instanceof HttpError && cause.code === errorCodes.invalidTotp) await guard.failed(attempt);
          throw cause;
        });
      await guard.succeeded(attempt);
      return { token, expires_at: expiresAt.toISOString(), staff };
    },

    signOut: (session: StaffSession) => repo.deleteSession(session.tokenHash),

    me: (session: StaffSession) => member(db, session.tenantId, session.staffId),

    /** A new secret, pending until a code from it is confirmed; asking again replaces an unconfirmed one. */
    async beginTotp(session: StaffSession): Promise<TotpSetupResponse['data']> {
      const row = await person(session);
      if (row.totpSecret) throw error(409, errorCodes.conflict, 'Two-factor sign-in is already on: turn it off first.');
      const secret = newTotpSecret();
      await repo.update(db, row.id, { totpPendingSecret: secret }, now());
      const issuer = (await repo.tenantName(session.tenantId)) ?? 'Crust';
      return { secret, otpauth_url: totpUri(`${issuer} console`, row.email, secret) };
    },

    async confirmTotp(session: StaffSession, code: string): Promise<StaffMember> {
      const row = await person(session);
      if (row.totpSecret) throw error(409, errorCodes.conflict, 'Two-factor sign-in is already on.');
      const pending = row.totpPendingSecret;
      if (!pending) throw error(409, errorCodes.conflict, 'Start setting up two-factor sign-in first.');
      const at = now();
      return db.transaction(async (tx) => {
        await acceptCode(tx, row, pending, code, at, 400);
        await repo.update(tx, row.id, { totpSecret: pending, totpPendingSecret: null }, at);
        await totpAudit(tx, session, true);
        return member(tx, session.tenantId, session.staffId);
      });
    },

    /** Turning it off takes a current code too: a session left open on a shared tablet cannot. */
    async disableTotp(session: StaffSession, code: string): Promise<void> {
      const row = await person(session);
      const secret = row.totpSecret;
      if (!secret) throw error(409, errorCodes.conflict, 'Two-factor sign-in is not on.');
      const at = now();
      await db.transaction(async (tx) => {
        await acceptCode(tx, row, secret, code, at, 400);
        await repo.update(tx, row.id, { totpSecret: null, totpPendingSecret: null }, at);
        await totpAudit(tx, session, false);
      });
    },

    /** Sets the password from a one-time link; every session of the person ends (a reset signs everyone out). */
    async setPassword(request: SetStaffPasswordRequest): Promise<{ tenant_id: number; email: string }> {
      if (isCommonPassword(request.password))
        throw error(400, errorCodes.weakPassword, 'That password is one of the most common ones. Choose one that is harder to guess.');
      const tokenHash = hashToken(request.token);
      const at = now();
      // Checked before hashing, so a made-up token costs no argon2 hash; used in the transaction below.
      if (!(await repo.liveLink(tokenHash, at))) throw badLink();
      const passwordHash = await hashPassword(request.password);
      return db.transaction(async (tx) => {
        const link = await repo.useLink(tx, tokenHash, at);
        const row = link && (await repo.byId(tx, link.tenantId, link.staffId));
        if (!row) throw badLink();
        await repo.update(tx, row.id, { passwordHash }, at);
        await repo.deleteSessionsOf(tx, row.id);
        await recordAudit(tx, { by: { tenantId: row.tenantId, staffId: row.id }, action: 'staff.password_set', target: `staff:${row.id}` });
        return { tenant_id: row.tenantId, email: row.email };
      });
    },
  };
}
export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
