import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp, type App } from '../../app.ts';
import { usePostgres, type DatabaseHandle } from '../../db/client.ts';
import { rateLimitHits } from '../../db/schema/rate-limit-hits.ts';
import { seedDemo } from '../../db/seed/seed-demo.ts';
import { parseConfig } from '../../env.ts';
import { createScratchDatabase, dropScratchDatabase } from '../../test/postgres-admin.ts';
import { testConfig } from '../../test/test-config.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { createRateLimitsRepo, type RateLimitsRepo } from './rate-limits.repo.ts';
import { sharedRateLimitStore } from './shared-rate-limit-store.ts';

// Issue 17 (point 10): the per-IP limits count in the database every instance shares, so N instances
// allow the limit once, not N times (decision 009).

const MINUTE_MS = 60_000;

describeEachDatabase(
  'rate-limit counters in the database',
  (get) => {
    const repo = () => createRateLimitsRepo(get().db);
    const start = new Date('2026-11-24T01:00:00Z');
    const later = (ms: number) => new Date(start.getTime() + ms);

    it('count a key’s hits within its window, then start a new window once it has ended', async () => {
      const key = `window-${get().kind}`;
      const counts = [];
      for (const at of [0, 1000, 59_999]) counts.push(await repo().hit(key, later(at), MINUTE_MS));
      expect(counts).toEqual([1, 2, 3].map((count) => ({ count, expiresAt: later(MINUTE_MS) })));
      expect(await repo().hit(key, later(MINUTE_MS), MINUTE_MS)).toEqual({ count: 1, expiresAt: later(2 * MINUTE_MS) });
      expect(await repo().hit(`other-${key}`, later(MINUTE_MS), MINUTE_MS)).toEqual({ count: 1, expiresAt: later(2 * MINUTE_MS) });
    });

    it('lose no hit and give no two the same count when they arrive together', async () => {
      const key = `together-${get().kind}`;
      const hits = await Promise.all(Array.from({ length: 20 }, () => repo().hit(key, start, MINUTE_MS)));
      expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    });

    it('are where the app counts with RATE_LIMIT_STORE=database (PostgreSQL’s default; PGlite’s is memory)', async () => {
      for (let hit = 0; hit < 3; hit += 1) await get().app.inject({ method: 'GET', url: '/api/health', remoteAddress: '198.51.100.30' });
      const [row] = await get().db.select({ count: rateLimitHits.count }).from(rateLimitHits).where(eq(rateLimitHits.key, '198.51.100.30'));
      expect(row).toEqual({ count: 3 });
    });
  },
  { RATE_LIMIT_STORE: 'database' },
);

describe('the shared store', () => {
  it('refuses the plugin options that stretch a window, which it does not count', () => {
    const Store = sharedRateLimitStore({} as RateLimitsRepo, () => new Date());
    expect(() => new Store({ continueExceeding: true })).toThrow(/continueExceeding/);
    expect(() => new Store({ exponentialBackoff: true })).toThrow(/exponentialBackoff/);
    expect(() => new Store({})).not.toThrow();
  });
});

describe('RATE_LIMIT_STORE', () => {
  it('is unset by default (the database kind decides) and takes memory or database', () => {
    expect(parseConfig({}).RATE_LIMIT_STORE).toBeUndefined();
    expect(parseConfig({ RATE_LIMIT_STORE: 'memory' }).RATE_LIMIT_STORE).toBe('memory');
    expect(() => parseConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow(/RATE_LIMIT_STORE/);
  });
});

// Two server instances on one PostgreSQL database, as two processes would be (PGlite's data
// directory has one process, so there is no second instance to share a limit with).
const adminUrl = inject('postgresAdminUrl');
if (!adminUrl) console.info('rate-limits.test.ts: no PostgreSQL server, the two-instance test is not run here (CI requires it).');
else
  describe('per-IP limits across two server instances [postgres]', () => {
    let scratch: { name: string; url: string };
    const handles: DatabaseHandle[] = [];
    const apps: App[] = [];
    let clock = new Date();
    beforeAll(async () => {
      scratch = await createScratchDatabase(adminUrl);
      for (let instance = 0; instance < 2; instance += 1) {
        const handle = await usePostgres(new pg.Pool({ connectionString: scratch.url, max: 4 }));
        if (instance === 0) await seedDemo(handle.db);
        handles.push(handle);
        apps.push(await createApp({ config: testConfig({ RATE_LIMIT_MAX: '4', GUEST_RATE_LIMIT_MAX: '2' }), database: handle, now: () => clock }));
      }
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const handle of handles) await handle.close();
      await dropScratchDatabase(adminUrl, scratch.name);
    });

    /** The status of each call, sent to instance A and B in turn. */
    const alternating = async (calls: number, call: (app: App) => Promise<{ statusCode: number }>) => {
      const statuses = [];
      for (let index = 0; index < calls; index += 1) statuses.push((await call(apps[index % 2]!)).statusCode);
      return statuses;
    };
    const health = (ip: string) => (app: App) => app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip });
    const newGuest = (ip: string) => (app: App) => app.inject({ method: 'POST', url: '/api/v2/auth/guest', payload: { tenant_id: 64 }, remoteAddress: ip });

    it('RATE_LIMIT_MAX calls spread over both instances, and the next is 429 on either', async () => {
      expect(await alternating(6, health('198.51.100.40'))).toEqual([200, 200, 200, 200, 429, 429]);
      const limited = await health('198.51.100.40')(apps[0]!);
      expect(limited.json()).toMatchObject({ error: { code: 'rate_limited' } });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Another client has a limit of its own.
      expect(await alternating(2, health('198.51.100.41'))).toEqual([200, 200]);
    });

    it('a route’s own limit (guest creation) is shared too, and counted apart from the API-wide one', async () => {
      expect(await alternating(4, newGuest('198.51.100.42'))).toEqual([201, 201, 429, 429]);
      expect(await alternating(2, health('198.51.100.42'))).toEqual([200, 200]);
    });

    it('lets the client in again on both instances once the window has ended', async () => {
      expect(await alternating(5, health('198.51.100.43'))).toEqual([200, 200, 200, 200, 429]);
      clock = new Date(clock.getTime() + MINUTE_MS);
      expect(await alternating(5, health('198.51.100.43'))).toEqual([200, 200, 200, 200, 429]);
    });
  });
