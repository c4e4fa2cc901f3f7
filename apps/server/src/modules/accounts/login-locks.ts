import { errorCodes } from '@crust/contract/errors';
import type { Config } from '../../env.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { AccountsRepo, FailureKind } from './accounts.repo.ts';

export type LoginLocksConfig = Pick<Config, 'LOGIN_MAX_FAILURES' | 'LOGIN_LOCKOUT_MINUTES' | 'LOGIN_IP_MAX_FAILURES'>;

const MINUTE = 60_000;

export const tooManyAttempts = (what: string) => new HttpError(429, errorCodes.tooManyAttempts, `Too many ${what}. Try again later.`);

/**
 * The password lockouts (issue 8), shared by the diners' login and the console's sign-in (issue 10),
 * each counting its own kind of failure: an address is locked after LOGIN_MAX_FAILURES within
 * LOGIN_LOCKOUT_MINUTES, for LOGIN_LOCKOUT_MINUTES after the last of them, and a client IP after
 * LOGIN_IP_MAX_FAILURES. Unknown addresses count too, so a lockout reveals nothing.
 */
export function createLoginLocks(
  repo: Pick<AccountsRepo, 'failuresFromIp' | 'recentFailures' | 'recordFailure' | 'clearLoginFailures'>,
  config: LoginLocksConfig,
  kind: Extract<FailureKind, 'login' | 'staff_login'>,
) {
  const window = config.LOGIN_LOCKOUT_MINUTES * MINUTE;
  return {
    /** 429 while locked; else how many recent failures the address has, so a success clears them only when there are some. */
    async check(tenantId: number, email: string, ip: string, at: Date): Promise<number> {
      if ((await repo.failuresFromIp(kind, ip, new Date(at.getTime() - window))) >= config.LOGIN_IP_MAX_FAILURES)
        throw tooManyAttempts('failed logins from your network');
      const recent = await repo.recentFailures(tenantId, kind, email, new Date(at.getTime() - 2 * window), config.LOGIN_MAX_FAILURES);
      const [newest] = recent;
      const oldest = recent.at(-1);
      if (
        recent.length >= config.LOGIN_MAX_FAILURES &&
        newest &&
        oldest &&
        newest.getTime() - oldest.getTime() <= window &&
        at.getTime() < newest.getTime() + window
      ) {
        throw tooManyAttempts('failed logins for this account');
      }
      return recent.length;
    },

    failed: (tenantId: number, email: string, ip: string, at: Date) => repo.recordFailure({ tenantId, kind, email, ip, createdAt: at }),

    /** A correct password forgets that address's failures from this IP only: never another IP's. */
    async succeeded(tenantId: number, email: string, ip: string, recentFailures: number): Promise<void> {
      if (recentFailures > 0) await repo.clearLoginFailures(tenantId, kind, email, ip);
    },
  };
}
export type LoginLocks = ReturnType<typeof createLoginLocks>;
