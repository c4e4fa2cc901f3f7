import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { usePglite } from '../db/client.ts';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { loadTestEnv } from '../env.ts';
import { databaseKindsToRun } from './database-kinds.ts';
import { findPostgresAdminUrl } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated, seeded PGlite data directory; each test file loads its own copy. */
    pgliteDumpPath: string;
    /** A PostgreSQL URL allowed to CREATE DATABASE, or null when none is reachable or wanted. */
    postgresAdminUrl: string | null;
    /** The kinds the database suites run on this time. */
    databaseKinds: ('pglite' | 'postgres')[];
  }
}

/**
 * PGlite's initdb costs 4–10 s, so it runs once here; loading the dump costs about 1 s per file.
 */
export default async function setup(project: TestProject) {
  const env = loadTestEnv();
  const dir = await mkdtemp(join(tmpdir(), 'crust-pglite-dump-'));
  const dumpPath = join(dir, 'seeded.tar');

  const client = await PGlite.create();
  const handle = await usePglite(client);
  await seedDemo(handle.db);
  await writeFile(dumpPath, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await handle.close();

  const postgresAdminUrl = env.TEST_DB === 'pglite' ? null : await findPostgresAdminUrl(env.DATABASE_URL_TEST);
  const databaseKinds = databaseKindsToRun(env, postgresAdminUrl);
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('postgresAdminUrl', postgresAdminUrl);
  project.provide('databaseKinds', databaseKinds);

  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
