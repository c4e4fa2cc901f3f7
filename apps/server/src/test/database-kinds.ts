import type { TestEnv } from '../env.ts';

export type DatabaseKindName = 'pglite' | 'postgres';

/**
 * The kinds the database suites run on: every reachable kind by default, or the one TEST_DB names.
 * With REQUIRE_POSTGRES_TESTS (CI) a run without PostgreSQL is an error, not a quiet half (issue 8).
 */
export function databaseKindsToRun(env: TestEnv, postgresAdminUrl: string | null, warn: (line: string) => void = console.warn): DatabaseKindName[] {
  if (env.REQUIRE_POSTGRES_TESTS && (env.TEST_DB === 'pglite' || !postgresAdminUrl)) {
    throw new Error(
      'REQUIRE_POSTGRES_TESTS is set but the PostgreSQL half cannot run (no server answers at DATABASE_URL_TEST or 127.0.0.1:5432, or TEST_DB=pglite).',
    );
  }
  if (env.TEST_DB === 'postgres' && !postgresAdminUrl) throw new Error('TEST_DB=postgres but no PostgreSQL server answers.');
  if (env.TEST_DB !== 'all') return [env.TEST_DB];
  if (!postgresAdminUrl) warn('Notice: no PostgreSQL server answers; the database tests run on PGlite only this time.');
  return postgresAdminUrl ? ['pglite', 'postgres'] : ['pglite'];
}
