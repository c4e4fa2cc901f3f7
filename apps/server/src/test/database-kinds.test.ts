import { describe, expect, it, vi } from 'vitest';
import { databaseKindsToRun } from './database-kinds.ts';

const URL = 'postgres://postgres@127.0.0.1:5432/test';
const env = (overrides: Partial<Parameters<typeof databaseKindsToRun>[0]> = {}) => ({
  TEST_DB: 'all' as const,
  DATABASE_URL_TEST: undefined,
  REQUIRE_POSTGRES_TESTS: false,
  ...overrides,
});

describe('which databases the server suites run on', () => {
  it('runs on both when PostgreSQL answers', () => {
    expect(databaseKindsToRun(env(), URL)).toEqual(['pglite', 'postgres']);
  });

  it('locally, runs on PGlite alone with a printed notice when no PostgreSQL answers', () => {
    const warn = vi.fn();
    expect(databaseKindsToRun(env(), null, warn)).toEqual(['pglite']);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/PGlite only/));
  });

  it('in CI (REQUIRE_POSTGRES_TESTS) fails when the PostgreSQL half cannot run', () => {
    expect(() => databaseKindsToRun(env({ REQUIRE_POSTGRES_TESTS: true }), null)).toThrow(/REQUIRE_POSTGRES_TESTS/);
    expect(() => databaseKindsToRun(env({ REQUIRE_POSTGRES_TESTS: true, TEST_DB: 'pglite' }), URL)).toThrow(/REQUIRE_POSTGRES_TESTS/);
    expect(databaseKindsToRun(env({ REQUIRE_POSTGRES_TESTS: true }), URL)).toEqual(['pglite', 'postgres']);
  });

  it('honours TEST_DB', () => {
    expect(databaseKindsToRun(env({ TEST_DB: 'pglite' }), null)).toEqual(['pglite']);
    expect(databaseKindsToRun(env({ TEST_DB: 'postgres' }), URL)).toEqual(['postgres']);
    expect(() => databaseKindsToRun(env({ TEST_DB: 'postgres' }), null)).toThrow(/TEST_DB=postgres/);
  });
});
