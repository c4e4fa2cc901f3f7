import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import type { DatabaseHandle } from './client.ts';

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

// Only PostgreSQL can lose the listening connection; PGlite runs in this process.
describe.runIf(inject('databaseKinds').includes('postgres'))('LISTEN on PostgreSQL', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase('postgres');
  });
  afterAll(() => handle.close());

  it('says when its connection is lost and when it listens again, and keeps delivering', async () => {
    const received: string[] = [];
    const changes: boolean[] = [];
    const stop = await handle.listen(
      'crust_test',
      (payload) => received.push(payload),
      (listening) => changes.push(listening),
    );
    await handle.db.execute(sql`select pg_notify('crust_test', 'before')`);
    await until(() => received.includes('before'));

    await handle.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN%'`,
    );
    await until(() => changes.length === 2);
    expect(changes).toEqual([false, true]);
    await handle.db.execute(sql`select pg_notify('crust_test', 'after')`);
    await until(() => received.includes('after'));
    await stop();
    await stop();
  });

  it('gives the connection up on stop, so close() can end the pool', async () => {
    const stop = await handle.listen('crust_test', () => {});
    const listeners = sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'LISTEN%' and state = 'idle'`;
    // execute()'s result type differs by driver; this suite runs on node-postgres only.
    const count = async () => ((await handle.db.execute(listeners)) as unknown as { rows: { n: number }[] }).rows[0]?.n;
    expect(await count()).toBe(1);
    await stop();
    await expect.poll(count).toBe(0);
  });
});
