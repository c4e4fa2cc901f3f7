import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../env.ts';

/**
 * The one database type the repositories see. Both drivers' databases extend PgDatabase; only the
 * raw result shape of `execute()` differs, and repositories use the query builder, never execute().
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Wraps an open PGlite instance (a data directory, or a clone in tests) and applies pending migrations. */
export async function usePglite(client: PGlite): Promise<DatabaseHandle> {
  const db = drizzlePglite({ client });
  await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}

/** Wraps a PostgreSQL connection pool and applies pending migrations. */
export async function usePostgres(pool: pg.Pool): Promise<DatabaseHandle> {
  const db = drizzleNodePg({ client: pool });
  await migrateNodePg(db, { migrationsFolder });
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. PGlite keeps its default durability
 * (no relaxedDurability): a query resolves only after its writes reach the data directory, so an
 * acknowledged write survives `kill -9`.
 */
export async function openDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 10 });
    try {
      return await usePostgres(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
  }
  // PGlite creates only the last path segment; a fresh clone has no .data/ parent either.
  await mkdir(config.DATA_DIR, { recursive: true });
  const client = await PGlite.create(config.DATA_DIR);
  try {
    return await usePglite(client);
  } catch (error) {
    await client.close();
    throw error;
  }
}
