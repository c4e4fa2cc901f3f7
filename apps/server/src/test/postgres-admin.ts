import { randomBytes } from 'node:crypto';
import { userInfo } from 'node:os';
import pg from 'pg';

/** The machine's local server (trust auth) as STACK.md describes it, under either usual role name. */
const localCandidates = () => [
  'postgres://postgres@127.0.0.1:5432/test',
  `postgres://${encodeURIComponent(userInfo().username)}@127.0.0.1:5432/test`,
];

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

export async function dropScratchDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}
