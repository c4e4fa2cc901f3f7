import { randomBytes } from 'node:crypto';
import { userInfo } from 'node:os';
import pg from 'pg';

/** The machine's local server (trust auth) as STACK.md describes it, under either usual role name. */
const localCandidates = () => ['postgres://postgres@127.0.0.1:5432/test', `postgres://${encodeURIComponent(userInfo().username)}@127.0.0.1:5432/test`];

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * DATABASE_URL_TEST when given (it must work: a configured but broken server is an error, not a
 * skip); otherwise the local server if one answers; otherwise null and the suite runs on PGlite only.
 */
export async function findPostgresAdminUrl(explicitUrl: string | undefined): Promise<string | null> {
  if (explicitUrl) {
    if (await canConnect(explicitUrl)) return explicitUrl;
    throw new Error(`DATABASE_URL_TEST is set but ${new URL(explicitUrl).host} does not answer.`);
  }
  for (const url of localCandidates()) {
    if (await canConnect(url)) return url;
  }
  return null;
}

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A uniquely named empty database on the admin's server; returns its URL. */
export async function createScratchDatabase(adminUrl: string): Promise<{ name: string; url: string }> {
  const name = `crust_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/**
 * Drops a scratch database once its connections have gone. pg's `pool.end()` resolves when it has
 * asked each client to end, not when they have: forcing the drop at once terminates those still
 * saying goodbye, and each reports an unhandled FATAL 57P01 (seen after 50 concurrent cart requests
 * had opened every pooled connection). So wait a little for them, then force whatever is left.
 */
export async function dropScratchDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, async (client) => {
    const deadline = Date.now() + 3000;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ open: number }>('select count(*)::int as open from pg_stat_activity where datname = $1', [name]);
      if ((rows[0]?.open ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  });
}
