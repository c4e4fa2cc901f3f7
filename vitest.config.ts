import { defineConfig } from 'vitest/config';

// Each workspace owns its Vitest project; Playwright specs live in e2e/ and are run by Playwright only.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      // The repository's own tooling (the lint rules), in Node.
      { test: { name: 'tooling', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
    ],
  },
});
