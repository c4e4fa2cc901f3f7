import type { Database } from '../../db/client.ts';
import type { Config } from '../../env.ts';
import { queueMail, type MailTemplate, type QueuedMail } from '../mail/mail-queue.ts';
import type { AccountsRepo, CodeRow } from './accounts.repo.ts';
import { hashCode, newCode, sameHash, type CodePurpose } from './one-time-codes.ts';

export type EmailedCodesConfig = Pick<
  Config,
  'OTP_TTL_MINUTES' | 'OTP_MAX_TRIES' | 'OTP_RESEND_SECONDS' | 'OTP_MAX_SENDS_PER_HOUR' | 'LOGIN_CODE_TTL_MINUTES' | 'LOGIN_CODE_MAX_SENDS_PER_HOUR'
>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Who a code goes to: a verification code finishes one signup and greets no one by name (the name is
 * the signup's, not the address holder's); the other codes greet the account's holder.
 */
export type CodeFor = { tenantId: number; email: string } & (
  { purpose: 'verify_email'; signupId: number } | { purpose: Exclude<CodePurpose, 'verify_email'>; name: string }
);

const TEMPLATES = {
  verify_email: 'verify_email',
  reset_password: 'reset_password',
  login: 'login_code',
  staff_login: 'staff_login_code',
} as const satisfies Record<CodePurpose, MailTemplate>;
const SIGN_IN_TEMPLATES = new Set<MailTemplate>([TEMPLATES.login, TEMPLATES.staff_login]);

function mailOf(to: CodeFor, code: string, minutes: number): QueuedMail {
  const { tenantId, email } = to;
  switch (to.purpose) {
    case 'verify_email':
      return { tenantId, to: email, template: 'verify_email', data: { code } };
    case 'reset_password':
      return { tenantId, to: email, template: 'reset_password', data: { name: to.name, code } };
    case 'login':
      return { tenantId, to: email, template: 'login_code', data: { name: to.name, code, minutes } };
    case 'staff_login':
      return { tenantId, to: email, template: 'staff_login_code', data: { name: to.name, code, minutes } };
  }
}

/**
 * Six-digit codes mailed to an address (issue 8; issue 17 adds the sign-in codes, with their own
 * expiry and hourly limit): made, mailed within the address's limits, and checked. Shared by the
 * diners' accounts and the console's sign-in.
 */
export function createEmailedCodes(
  repo: Pick<AccountsRepo, 'mailsSince' | 'insertCode' | 'liveCodes' | 'countWrongEntry' | 'consumeCode'>,
  config: EmailedCodesConfig,
) {
  const minutesOf = (purpose: CodePurpose) => (purpose === 'login' || purpose === 'staff_login' ? config.LOGIN_CODE_TTL_MINUTES : config.OTP_TTL_MINUTES);

  /**
   * Whether the address may get another mail of the template: at most one per OTP_RESEND_SECONDS, and
   * OTP_MAX_SENDS_PER_HOUR an hour (LOGIN_CODE_MAX_SENDS_PER_HOUR for sign-in codes). Each template
   * counts apart, so a reset just after signing up still goes out.
   */
  async function mayMail(tx: Database, tenantId: number, email: string, template: MailTemplate, at: Date): Promise<boolean> {
    const perHour = SIGN_IN_TEMPLATES.has(template) ? config.LOGIN_CODE_MAX_SENDS_PER_HOUR : config.OTP_MAX_SENDS_PER_HOUR;
    const { sent, last } = await repo.mailsSince(tx, tenantId, email, template, new Date(at.getTime() - HOUR));
    if (sent >= perHour) return false;
    return !last || at.getTime() - last.getTime() >= config.OTP_RESEND_SECONDS * 1000;
  }

  return {
    mayMail,

    /**
     * Makes a code and queues its mail in the caller's transaction, unless the address's limits say no
     * (false). A new code supersedes the earlier ones of its purpose (of its signup, for verification).
     */
    async send(tx: Database, to: CodeFor, at: Date): Promise<boolean> {
      if (!(await mayMail(tx, to.tenantId, to.email, TEMPLATES[to.purpose], at))) return false;
      const minutes = minutesOf(to.purpose);
      const code = newCode();
      await repo.insertCode(tx, {
        tenantId: to.tenantId,
        email: to.email,
        purpose: to.purpose,
        signupId: to.purpose === 'verify_email' ? to.signupId : null,
        codeHash: hashCode(to.tenantId, to.email, to.purpose, code),
        expiresAt: new Date(at.getTime() + minutes * MINUTE),
        createdAt: at,
      });
      await queueMail(tx, mailOf(to, code, minutes), at);
      return true;
    },

    /**
     * The live code of that purpose `code` is, compared in constant time; otherwise null, after counting
     * a wrong entry against the address's live codes of the purpose (each burnt at OTP_MAX_TRIES).
     * `signupId` (verification): only that signup's code counts as right, and null matches none (a
     * token that names no signup). Recording the failure against a person or an IP is the caller's rule.
     */
    async find(tenantId: number, email: string, purpose: CodePurpose, code: string, at: Date, signupId?: number | null): Promise<CodeRow | null> {
      const live = await repo.liveCodes(tenantId, email, purpose, at);
      const hash = hashCode(tenantId, email, purpose, code);
      const ours = (row: CodeRow) => signupId === undefined || (signupId !== null && row.signupId === signupId);
      const found = live.find((row) => ours(row) && sameHash(row.codeHash, hash));
      if (found) return found;
      if (live.length > 0) await repo.countWrongEntry(tenantId, email, purpose, config.OTP_MAX_TRIES, at);
      return null;
    },

    /** Uses the code in the caller's transaction: true for exactly one caller. */
    consume: (tx: Database, code: CodeRow, at: Date) => repo.consumeCode(tx, code.id, at),
  };
}
export type EmailedCodes = ReturnType<typeof createEmailedCodes>;
