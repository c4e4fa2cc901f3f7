import { errorCodes } from '@crust/contract/errors';
import type { Database } from '../../db/client.ts';
import type { Config } from '../../env.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { CodeRow } from './accounts.repo.ts';
import type { AuthAttemptsRepo, SignInKind } from './auth-attempts.repo.ts';
import type { EmailedCodes } from './emailed-codes.ts';

export type LoginGuardConfig = Pick<
  Config,
  'LOGIN_MAX_FAILURES' | 'LOGIN_LOCKOUT_MINUTES' | 'LOGIN_IP_MAX_FAILURES' | 'LOGIN_ATTACK_IPS' | 'LOGIN_KNOWN_IP_DAYS'
>;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const tooManyAttempts = (what: string) => new HttpError(429, errorCodes.tooManyAttempts, `Too many ${what}. Try again later.`);
// 401 like the password it goes with (the console asks for a TOTP code the same way).
const loginCodeRequired = (email: string) =>
  new HttpError(
    401,
    errorCodes.loginCodeRequired,
    `This account has had many failed sign-ins from elsewhere, so we emailed a code to ${email}: enter it with your password to sign in from here.`,
  );
const invalidLoginCode = () =>
  new HttpError(401, errorCodes.invalidCode, 'That sign-in code is wrong, used or expired. Check the latest email we sent, or sign in again for a new code.');

/** Who signs in, as the guard needs them: the address their failures are counted under, and the name their code mail greets. */
export interface SignInAttempt {
  tenantId: number;
  email: string;
  name: string;
  ip: string;
  at: Date;
}

/**
 * The password rules of a sign-in (issue 8; issue 17 made them hard to turn against the owner),
 * shared by the diners' login and the console's sign-in, each counting its own kind of failure:
 * - an IP that failed LOGIN_MAX_FAILURES times for an account within LOGIN_LOCKOUT_MINUTES is locked
 *   out of that account until LOGIN_LOCKOUT_MINUTES after the last of them; other IPs are not;
 * - an IP is locked out of every account after LOGIN_IP_MAX_FAILURES failures;
 * - an account with failures from LOGIN_ATTACK_IPS IPs within LOGIN_LOCKOUT_MINUTES is under attack:
 *   a right password from an IP that has not signed in to it within LOGIN_KNOWN_IP_DAYS then needs a
 *   second factor, a code emailed to the account (or, in the console, the TOTP code of a person who
 *   has it on).
 * Unknown addresses count too, so a lockout reveals nothing. All counts are database rows: every
 * instance sees the same.
 */
export function createLoginGuard({
  repo,
  codes,
  db,
  config,
  kind,
}: {
  repo: AuthAttemptsRepo;
  codes: EmailedCodes;
  db: Database;
  config: LoginGuardConfig;
  kind: SignInKind;
}) {
  const window = config.LOGIN_LOCKOUT_MINUTES * MINUTE;
  const account = (tenantId: number, email: string) => ({ tenantId, kind, email });
  const before = (at: Date, ms: number) => new Date(at.getTime() - ms);

  async function failed({ tenantId, email, ip, at }: Pick<SignInAttempt, 'tenantId' | 'email' | 'ip' | 'at'>): Promise<void> {
    await repo.recordFailure({ ...account(tenantId, email), ip, createdAt: at });
  }

  /** Whether a right password from this IP needs a second factor: the account is under attack, and the IP has not signed in to it lately. */
  async function needsSecondFactor({ tenantId, email, ip, at }: Pick<SignInAttempt, 'tenantId' | 'email' | 'ip' | 'at'>): Promise<boolean> {
    if ((await repo.failingIps(account(tenantId, email), before(at, window))) < config.LOGIN_ATTACK_IPS) return false;
    return !(await repo.signedInSince(account(tenantId, email), ip, before(at, config.LOGIN_KNOWN_IP_DAYS * DAY)));
  }

  return {
    /** Before the password is checked: 429 while this IP is locked out of every account or of this one. */
    async check({ tenantId, email, ip, at }: Pick<SignInAttempt, 'tenantId' | 'email' | 'ip' | 'at'>): Promise<void> {
      if ((await repo.failuresFromIp(kind, ip, before(at, window))) >= config.LOGIN_IP_MAX_FAILURES) throw tooManyAttempts('failed sign-ins from your network');
      const recent = await repo.recentFailures(account(tenantId, email), before(at, 2 * window), config.LOGIN_MAX_FAILURES, ip);
      const [newest] = recent;
      const oldest = recent.at(-1);
      if (
        recent.length >= config.LOGIN_MAX_FAILURES &&
        newest &&
        oldest &&
        newest.getTime() - oldest.getTime() <= window &&
        at.getTime() < newest.getTime() + window
      ) {
        throw tooManyAttempts('failed sign-ins to this account from your network');
      }
    },

    failed,

    needsSecondFactor,

    /**
     * The emailed code this sign-in needs on top of its right password, or null when it needs none.
     * Without `given`, mails one (within the address's limits: a code sent a moment ago still works)
     * and answers 401 login_code_required; a wrong `given` is a failed sign-in of this IP (401).
     * The caller uses the code in the transaction that signs in.
     */
    async emailedCode(attempt: SignInAttempt, given: string | undefined): Promise<CodeRow | null> {
      if (!(await needsSecondFactor(attempt))) return null;
      const { tenantId, email, name, at } = attempt;
      const purpose = kind === 'login' ? 'login' : 'staff_login';
      if (!given) {
        await db.transaction((tx) => codes.send(tx, { tenantId, email, name, purpose }, at));
        throw loginCodeRequired(email);
      }
      const code = await codes.find(tenantId, email, purpose, given, at);
      if (!code) {
        await failed(attempt);
        throw invalidLoginCode();
      }
      return code;
    },

    /** Uses the emailed code in the sign-in's transaction; 401 when another sign-in used it first. */
    async useCode(tx: Database, code: CodeRow, at: Date): Promise<void> {
      if (!(await codes.consume(tx, code, at))) throw invalidLoginCode();
    },

    /** A sign-in: this IP's failures on the account are forgotten (never another IP's), and the IP is known to the account from now on. */
    succeeded: ({ tenantId, email, ip, at }: Pick<SignInAttempt, 'tenantId' | 'email' | 'ip' | 'at'>) => repo.recordSignIn(account(tenantId, email), ip, at),
  };
}
export type LoginGuard = ReturnType<typeof createLoginGuard>;
