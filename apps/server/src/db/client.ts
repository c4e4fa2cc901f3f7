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
import { withPreparedStatements } from './pglite-prepared.ts';
import { createPoolListener, type OnListeningChange, type OnNotification } from './pg-listen.ts';

/**
 * The one database type the repositories see. Both drivers' databases extend PgDatabase; only the
 * raw result of `execute()` differs, so a repository reads it with rowsOf().
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/** The rows of a raw statement's result: both drivers' results keep them in `rows`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * LISTENs on a channel whichever the driver; resolves once listening, to a function that stops.
   * onListeningChange hears when notifications may have been missed (PostgreSQL only: PGlite runs
   * in this process and cannot lose its connection).
   */
  listen(channel: string, onNotification: OnNotification, onListeningChange?: OnListeningChange): Promise<() => Promise<void>>;
  /** Stops every listener, then closes the database. */
  close(): Promise<void>;
}

type Listen = DatabaseHandle['listen'];

/** Keeps the stop function of every listener, so close() stops them before the database goes. */
function withListeners(handle: Omit<DatabaseHandle, 'listen' | 'close'>, listen: Listen, closeDatabase: () => Promise<void>): DatabaseHandle {
  const stops = new Set<() => Promise<void>>();
  return {
    ...handle,
    async listen(channel, onNotification, onListeningChange) {
      const stopListening = await listen(channel, onNotification, onListeningChange);
      const stop = async () => {
        if (stops.delete(stop)) await stopListening();
      };
      stops.add(stop);
      return stop;
    },
    async close() {
      await Promise.all([...stops].map((stop) => stop()));
      await closeDatabase();
    },
  };
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Wraps an open PGlite instance (a data directory, or a clone in tests) and applies pending migrations. */
export async function usePglite(client: PGlite): Promise<DatabaseHandle> {
  const db = drizzlePglite({ client: withPreparedStatements(client) });
  await migratePglite(db, { migrationsFolder });
  return withListeners(
    { db, kind: 'pglite' },
    (channel, onNotification) => client.listen(channel, onNotification),
    () => client.close(),
  );
}

/** Wraps a PostgreSQL connection pool and applies pending migrations. */
export async function usePostgres(pool: pg.Pool): Promise<DatabaseHandle> {
  const db = drizzleNodePg({ client: pool });
  await migrateNodePg(db, { migrationsFolder });
  return withListeners({ db, kind: 'postgres' }, createPoolListener(pool), () => pool.end());
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
