import { defineConfig } from 'vitest/config';

// One project: each database test file runs its suite on every reachable kind (PGlite always,
// PostgreSQL when reachable), through src/test/test-database.ts. TEST_DB=pglite|postgres narrows it.
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
