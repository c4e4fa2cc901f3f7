import { randomUUID } from 'node:crypto';
import { eq, inArray, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { guests } from '../../db/schema/guests.ts';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import { idempotencyKeys, orders } from '../../db/schema/orders.ts';
import { rateLimitHits } from '../../db/schema/rate-limit-hits.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { staffPasswordLinks, staffSessions } from '../../db/schema/staff.ts';
import { authFailures, authSignIns, oneTimeCodes, pendingSignups } from '../../db/schema/users.ts';
import { parseConfig } from '../../env.ts';
import { hashToken, newSessionToken } from '../../lib/tokens.ts';
import { testConfig } from '../../test/test-config.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { createTestUser } from '../../test/test-users.ts';
import { clockAt, ORDER_DAY, orderKit } from '../orders/order-test-kit.ts';
import { staffKit } from '../staff/staff-test-kit.ts';
import { createRetentionRepo } from './retention.repo.ts';
import { createRetentionSweep } from './retention.service.ts';

// Issue 17 (point 9): the retention sweep removes what nobody can use any more (expired sessions,
// idle guests, old auth failures, idempotency keys, spent one-time codes, sent mail), each after its
// own period, on the app's clock, in bounded batches; it never removes an order, nor a guest that
// has a cart, an order or a live session.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Periods unlike the defaults, so each test shows its variable decides. */
const ENV = {
  RETENTION_GUEST_DAYS: '20',
  RETENTION_AUTH_FAILURE_DAYS: '5',
  RETENTION_IDEMPOTENCY_HOURS: '36',
  RETENTION_CODE_DAYS: '15',
  RETENTION_SENT_MAIL_DAYS: '12',
  // Smaller than what each test leaves behind, so a sweep must take several batches.
  RETENTION_BATCH_ROWS: '3',
  SIGNUP_PENDING_HOURS: '30',
  LOGIN_KNOWN_IP_DAYS: '9',
};

/** Placements need the order day's clock; each test then moves it to sweep. */
const START = clockAt(ORDER_DAY, '12:00');
let clock = START;
const at = (from: Date, ms: number) => (clock = new Date(from.getTime() + ms));

describeEachDatabase(
  'the retention sweep',
  (get) => {
    const kit = { ...orderKit(get), ...staffKit(get) };
    const sweep = () => get().app.jobs.run('retention-sweep');
    beforeEach(() => {
      clock = START;
    });

    const sessionsOf = async (hashes: string[]) =>
      (await get().db.select({ hash: sessions.tokenHash }).from(sessions).where(inArray(sessions.tokenHash, hashes))).map((row) => row.hash).sort();
    const guestsLeft = async (rowIds: number[]) =>
      (await get().db.select({ id: guests.id }).from(guests).where(inArray(guests.id, rowIds))).map((row) => row.id).sort((a, b) => a - b);
    const createdAt = async (rowId: number) => (await get().db.select({ at: guests.createdAt }).from(guests).where(eq(guests.id, rowId)))[0]!.at;
    /** The guest's session ends as a login on that device ends it (its cart, if any, stays in the table here). */
    const endSessionsOf = (rowId: number) => get().db.delete(sessions).where(eq(sessions.guestId, rowId));

    it('removes diners’ and staff’s sessions once expired by the app’s clock, and keeps live ones', async () => {
      const guest = await kit.guest();
      const user = await createTestUser(get().db);
      const crew = await kit.signedIn('crew');
      const [staffRow] = await get().db.select().from(staffSessions).where(eq(staffSessions.staffId, crew.staffId));
      const hashes = [hashToken(guest.token), hashToken(user.token)].sort();
      const now = Date.now();

      // The staff session lasts an hour, the user's a day, the guest's 90 days.
      at(new Date(now), 2 * HOUR_MS);
      await sweep();
      expect(await sessionsOf(hashes)).toEqual(hashes);
      expect(await get().db.select().from(staffSessions).where(eq(staffSessions.tokenHash, staffRow!.tokenHash))).toEqual([]);

      at(new Date(now), 2 * DAY_MS);
      await sweep();
      expect(await sessionsOf(hashes)).toEqual([hashToken(guest.token)]);
    });

    it('removes a guest RETENTION_GUEST_DAYS old with no cart, no order and no live session; keeps one with a cart, an order or a live session', async () => {
      const idle = await kit.guest();
      const withCart = await kit.guestWithCart();
      const withOrder = await kit.guestWithCart();
      const order = kit.orderOf(await kit.place(withOrder, await kit.pickupBody(withOrder)));
      const browsing = await kit.guest();
      for (const ended of [idle, withCart, withOrder]) await endSessionsOf(ended.rowId);
      const all = [idle, withCart, withOrder, browsing].map((guest) => guest.rowId).sort((a, b) => a - b);
      const newest = await createdAt(browsing.rowId);

      at(newest, 19 * DAY_MS);
      await sweep();
      expect(await guestsLeft(all)).toEqual(all);

      at(newest, 21 * DAY_MS);
      await sweep();
      expect(await guestsLeft(all)).toEqual(all.filter((id) => id !== idle.rowId));
      expect(await kit.cartLineCount(withCart)).toBe(1);

      // Its 90-day session over, the browsing guest goes too; the cart and the order still keep theirs.
      at(newest, 91 * DAY_MS);
      await sweep();
      expect(await guestsLeft(all)).toEqual([withCart.rowId, withOrder.rowId].sort((a, b) => a - b));
      const [kept] = await get().db.select({ guestId: orders.guestId }).from(orders).where(eq(orders.id, order.id));
      expect(kept).toEqual({ guestId: withOrder.rowId });
    });

    it('removes auth failures older than RETENTION_AUTH_FAILURE_DAYS, in batches', async () => {
      const email = `failures-${randomUUID()}@example.test`;
      const failure = (daysAgo: number) => ({
        tenantId: 64,
        kind: 'login' as const,
        email,
        ip: '10.1.2.3',
        createdAt: new Date(START.getTime() - daysAgo * DAY_MS),
      });
      await get()
        .db.insert(authFailures)
        .values([...Array.from({ length: 7 }, () => failure(6)), failure(4), { ...failure(4), kind: 'staff_login' as const }]);
      await sweep();
      const left = await get().db.select({ createdAt: authFailures.createdAt }).from(authFailures).where(eq(authFailures.email, email));
      expect(left.map((row) => row.createdAt.getTime())).toEqual([START.getTime() - 4 * DAY_MS, START.getTime() - 4 * DAY_MS]);
    });

    it('removes idempotency keys after RETENTION_IDEMPOTENCY_HOURS; their orders stay', async () => {
      const guest = await kit.guestWithCart();
      const key = `retention-${randomUUID()}`;
      const order = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest), key));
      const [stored] = await get().db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

      at(stored!.createdAt, 35 * HOUR_MS);
      await sweep();
      expect(await get().db.select({ id: idempotencyKeys.id }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(1);

      at(stored!.createdAt, 37 * HOUR_MS);
      await sweep();
      expect(await get().db.select({ id: idempotencyKeys.id }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
      expect(await get().db.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id))).toEqual([{ id: order.id }]);
    });

    it('removes one-time codes and staff password links RETENTION_CODE_DAYS after they stopped working (used or expired)', async () => {
      const email = `codes-${randomUUID()}@example.test`;
      const code = (expiredDaysAgo: number, used: boolean) => {
        const expiresAt = new Date(START.getTime() - expiredDaysAgo * DAY_MS);
        const createdAt = new Date(expiresAt.getTime() - 10 * 60_000);
        return { tenantId: 64, email, purpose: 'reset_password' as const, codeHash: randomUUID(), expiresAt, createdAt, consumedAt: used ? createdAt : null };
      };
      await get()
        .db.insert(oneTimeCodes)
        .values([code(16, true), code(16, false), code(17, true), code(18, false), code(14, true), code(-1, false)]);
      const crew = await kit.signedIn('crew');
      const link = (expiredDaysAgo: number, used: boolean) => ({
        tokenHash: hashToken(newSessionToken()),
        tenantId: 64,
        staffId: crew.staffId,
        expiresAt: new Date(START.getTime() - expiredDaysAgo * DAY_MS),
        usedAt: used ? new Date(START.getTime() - (expiredDaysAgo + 1) * DAY_MS) : null,
      });
      const links = [link(16, true), link(16, false), link(14, true), link(-3, false)];
      await get().db.insert(staffPasswordLinks).values(links);
      await sweep();
      const codesLeft = await get().db.select({ expiresAt: oneTimeCodes.expiresAt }).from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
      expect(codesLeft.map((row) => (START.getTime() - row.expiresAt.getTime()) / DAY_MS).sort((a, b) => a - b)).toEqual([-1, 14]);
      const linksLeft = await get()
        .db.select({ hash: staffPasswordLinks.tokenHash })
        .from(staffPasswordLinks)
        .where(eq(staffPasswordLinks.staffId, crew.staffId));
      expect(linksLeft.map((row) => row.hash).sort()).toEqual([links[2]!.tokenHash, links[3]!.tokenHash].sort());
    });

    it('removes signups never verified after SIGNUP_PENDING_HOURS, with their codes', async () => {
      const email = `pending-${randomUUID()}@example.test`;
      const signup = (hoursAgo: number) => ({
        tenantId: 64,
        email,
        name: `Signed up ${hoursAgo} h ago`,
        phoneNo: '0400000000',
        passwordHash: 'not-a-hash',
        tokenHash: 'not-a-hash',
        createdAt: new Date(START.getTime() - hoursAgo * HOUR_MS),
      });
      const made = await get()
        .db.insert(pendingSignups)
        .values([signup(31), signup(31), signup(31), signup(31), signup(29)])
        .returning({ id: pendingSignups.id });
      await get()
        .db.insert(oneTimeCodes)
        .values(
          made.map(({ id }) => ({
            tenantId: 64,
            email,
            purpose: 'verify_email' as const,
            signupId: id,
            codeHash: randomUUID(),
            expiresAt: new Date(START.getTime() + 60_000),
          })),
        );
      await sweep();
      const left = await get().db.select({ name: pendingSignups.name }).from(pendingSignups).where(eq(pendingSignups.email, email));
      expect(left).toEqual([{ name: 'Signed up 29 h ago' }]);
      expect(await get().db.select({ id: oneTimeCodes.id }).from(oneTimeCodes).where(eq(oneTimeCodes.email, email))).toHaveLength(1);
    });

    it('forgets an IP’s last sign-in after LOGIN_KNOWN_IP_DAYS', async () => {
      const email = `signed-in-${randomUUID()}@example.test`;
      const signIn = (ip: string, daysAgo: number) => ({
        tenantId: 64,
        kind: 'login' as const,
        email,
        ip,
        signedInAt: new Date(START.getTime() - daysAgo * DAY_MS),
      });
      await get()
        .db.insert(authSignIns)
        .values([signIn('10.0.0.1', 10), signIn('10.0.0.2', 10), signIn('10.0.0.3', 10), signIn('10.0.0.4', 10), signIn('10.0.0.5', 8)]);
      await sweep();
      const left = await get().db.select({ ip: authSignIns.ip }).from(authSignIns).where(eq(authSignIns.email, email));
      expect(left).toEqual([{ ip: '10.0.0.5' }]);
    });

    it('removes sent mail RETENTION_SENT_MAIL_DAYS after it went; keeps newer, pending and failed mail', async () => {
      const to = `mail-${randomUUID()}@example.test`;
      const daysAgo = (days: number) => new Date(START.getTime() - days * DAY_MS);
      // A pending mail not due for a year: the app's sender leaves it alone.
      const mail = (template: string, status: 'sent' | 'pending' | 'failed', sentAt: Date | null) => ({
        tenantId: 64,
        toAddress: to,
        template,
        data: {},
        status,
        sentAt,
        createdAt: daysAgo(40),
        nextAttemptAt: new Date(Date.now() + 365 * DAY_MS),
      });
      await get()
        .db.insert(mailOutbox)
        .values([
          ...Array.from({ length: 4 }, () => mail('old_sent', 'sent', daysAgo(13))),
          mail('new_sent', 'sent', daysAgo(11)),
          mail('pending', 'pending', null),
          mail('failed', 'failed', null),
        ]);
      await sweep();
      const left = await get().db.select({ template: mailOutbox.template }).from(mailOutbox).where(eq(mailOutbox.toAddress, to));
      expect(left.map((row) => row.template).sort()).toEqual(['failed', 'new_sent', 'pending']);
    });

    it('removes rate-limit counters whose window has ended by the app’s clock; keeps those still counting', async () => {
      const prefix = `retention-${randomUUID()}-`;
      const counter = (name: string, endsInMs: number) => ({ key: prefix + name, count: 7, expiresAt: new Date(START.getTime() + endsInMs) });
      await get()
        .db.insert(rateLimitHits)
        .values([...[1, 2, 3, 4].map((n) => counter(`ended-${n}`, -n * 60_000)), counter('counting', 30_000)]);
      await sweep();
      const left = await get()
        .db.select({ key: rateLimitHits.key })
        .from(rateLimitHits)
        .where(like(rateLimitHits.key, `${prefix}%`));
      expect(left).toEqual([{ key: `${prefix}counting` }]);
    });

    it('two sweeps at once (two instances) both finish and remove each row once', async () => {
      await sweep(); // Whatever earlier tests left due goes first, so the counts below are this test's rows.
      const email = `together-${randomUUID()}@example.test`;
      await get()
        .db.insert(authFailures)
        .values(
          Array.from({ length: 20 }, () => ({
            tenantId: 64,
            kind: 'code' as const,
            email,
            ip: '10.1.2.4',
            createdAt: new Date(START.getTime() - 10 * DAY_MS),
          })),
        );
      const instance = () => createRetentionSweep({ repo: createRetentionRepo(get().db), config: testConfig(ENV), now: () => clock });
      const [first, second] = await Promise.all([instance().sweep(), instance().sweep()]);
      expect(first.authFailures + second.authFailures).toBe(20);
      expect(await get().db.select().from(authFailures).where(eq(authFailures.email, email))).toEqual([]);
    });
  },
  ENV,
  { now: () => clock },
);

describe('retention settings', () => {
  it('keep idempotency keys at least the 24 hours a placement replays them, and auth failures at least as long as a lockout looks back', () => {
    expect(() => parseConfig({ RETENTION_IDEMPOTENCY_HOURS: '23' })).toThrow(/RETENTION_IDEMPOTENCY_HOURS/);
    expect(() => parseConfig({ RETENTION_AUTH_FAILURE_DAYS: '1', LOGIN_LOCKOUT_MINUTES: '721' })).toThrow(/RETENTION_AUTH_FAILURE_DAYS/);
    expect(parseConfig({ RETENTION_AUTH_FAILURE_DAYS: '1', LOGIN_LOCKOUT_MINUTES: '720' }).RETENTION_AUTH_FAILURE_DAYS).toBe(1);
  });

  it('default to periods that fit a restaurant', () => {
    const config = parseConfig({});
    expect({
      sweepMinutes: config.RETENTION_SWEEP_MINUTES,
      batch: config.RETENTION_BATCH_ROWS,
      guests: config.RETENTION_GUEST_DAYS,
      failures: config.RETENTION_AUTH_FAILURE_DAYS,
      keys: config.RETENTION_IDEMPOTENCY_HOURS,
      codes: config.RETENTION_CODE_DAYS,
      mail: config.RETENTION_SENT_MAIL_DAYS,
    }).toEqual({ sweepMinutes: 60, batch: 1000, guests: 30, failures: 7, keys: 24, codes: 30, mail: 30 });
  });
});
