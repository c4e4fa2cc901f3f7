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
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query like '%LISTEN%'`,
    );
    await until(() => changes.length === 2);
    expect(changes).toEqual([false, true]);
    await handle.db.execute(sql`select pg_notify('crust_test', 'after')`);
    await until(() => received.includes('after'));
    await stop();
    await stop();
  });

  it('listens on every channel over one connection, and a stopped channel stops', async () => {
    const heard: string[] = [];
    const stopA = await handle.listen('crust_test_a', (payload) => heard.push(`a:${payload}`));
    const stopB = await handle.listen('crust_test_b', (payload) => heard.push(`b:${payload}`));
    const stopB2 = await handle.listen('crust_test_b', (payload) => heard.push(`b2:${payload}`));
    const listening = sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query like '%LISTEN%' and state = 'idle'`;
    expect(((await handle.db.execute(listening)) as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    await handle.db.execute(sql`select pg_notify('crust_test_a', '1'), pg_notify('crust_test_b', '2')`);
    await until(() => heard.length === 3);
    expect(heard.sort()).toEqual(['a:1', 'b2:2', 'b:2']);
    await stopB();
    await stopA();
    await handle.db.execute(sql`select pg_notify('crust_test_a', '3'), pg_notify('crust_test_b', '4')`);
    await until(() => heard.length === 4);
    expect(heard.at(-1)).toBe('b2:4');
    await stopB2();
  });

  it('gives the connection up on stop, so close() can end the pool', async () => {
    const stop = await handle.listen('crust_test', () => {});
    const listeners = sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query like '%LISTEN%' and state = 'idle'`;
    // execute()'s result type differs by driver; this suite runs on node-postgres only.
    const count = async () => ((await handle.db.execute(listeners)) as unknown as { rows: { n: number }[] }).rows[0]?.n;
    expect(await count()).toBe(1);
    await stop();
    await expect.poll(count).toBe(0);
  });
});
