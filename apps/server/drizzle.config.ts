import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` diffs the schema against the committed migrations; PGlite needs no server.
export default defineConfig({
  dialect: 'postgresql',
  driver: 'pglite',
  schema: './src/db/schema',
  out: './src/db/migrations',
});
