import type { Config } from '../../env.ts';
import type { RetentionRepo } from './retention.repo.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type RetentionConfig = Pick<
  Config,
  | 'RETENTION_BATCH_ROWS'
  | 'RETENTION_GUEST_DAYS'
  | 'RETENTION_AUTH_FAILURE_DAYS'
  | 'RETENTION_IDEMPOTENCY_HOURS'
  | 'RETENTION_CODE_DAYS'
  | 'RETENTION_SENT_MAIL_DAYS'
  | 'SIGNUP_PENDING_HOURS'
  | 'LOGIN_KNOWN_IP_DAYS'
>;

export interface RetentionSweepOptions {
  repo: RetentionRepo;
  config: RetentionConfig;
  now: () => Date;
}

/**
 * The retention sweep (issue 17): removes what nobody can use any more, each kind after its own
 * period, so no table grows without end. Every rule runs in batches until a batch comes back short.
 */
export function createRetentionSweep({ repo, config, now }: RetentionSweepOptions) {
  const limit = config.RETENTION_BATCH_ROWS;

  /** Runs one rule's batches until one removes fewer than `limit` rows (or the app is stopping); how many went. */
  async function inBatches(batch: () => Promise<number>, signal?: AbortSignal): Promise<number> {
    let total = 0;
    for (;;) {
      const removed = await batch();
      total += removed;
      if (removed < limit || signal?.aborted) return total;
    }
  }

  return {
    /** One pass of every rule; what each removed. Stopping the app (`signal`) ends it between batches. */
    async sweep(signal?: AbortSignal) {
      const at = now();
      const ago = (ms: number) => new Date(at.getTime() - ms);
      // Sessions first: a guest whose last session has just expired is then free to go in the same pass.
      const rules = {
        sessions: () => repo.expiredSessions(at, limit),
        staffSessions: () => repo.expiredStaffSessions(at, limit),
        idempotencyKeys: () => repo.idempotencyKeys(ago(config.RETENTION_IDEMPOTENCY_HOURS * HOUR_MS), limit),
        authFailures: () => repo.authFailures(ago(config.RETENTION_AUTH_FAILURE_DAYS * DAY_MS), limit),
        codes: () => repo.spentCodes(ago(config.RETENTION_CODE_DAYS * DAY_MS), limit),
        staffLinks: () => repo.spentStaffLinks(ago(config.RETENTION_CODE_DAYS * DAY_MS), limit),
        pendingSignups: () => repo.stalePendingSignups(ago(config.SIGNUP_PENDING_HOURS * HOUR_MS), limit),
        signIns: () => repo.staleSignIns(ago(config.LOGIN_KNOWN_IP_DAYS * DAY_MS), limit),
        sentMail: () => repo.sentMail(ago(config.RETENTION_SENT_MAIL_DAYS * DAY_MS), limit),
        rateLimits: () => repo.endedRateLimits(at, limit),
        guests: () => repo.idleGuests(ago(config.RETENTION_GUEST_DAYS * DAY_MS), at, limit),
      };
      const counts = Object.fromEntries(Object.keys(rules).map((rule) => [rule, 0])) as Record<keyof typeof rules, number>;
      for (const [rule, batch] of Object.entries(rules) as [keyof typeof rules, () => Promise<number>][]) {
        if (signal?.aborted) break;
        counts[rule] = await inBatches(batch, signal);
      }
      return counts;
    },
  };
}
export type RetentionSweep = ReturnType<typeof createRetentionSweep>;
