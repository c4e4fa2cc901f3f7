import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { createApp, type App } from '../app.ts';
import { usePglite, usePostgres, type Database, type DatabaseHandle } from '../db/client.ts';
import { seedDemo } from '../db/seed/seed-demo.ts';
import type { EnvSource } from '../env.ts';
import { createScratchDatabase, dropScratchDatabase } from './postgres-admin.ts';
import { testConfig } from './test-config.ts';
import { startTestSmtp, type TestSmtp } from './test-smtp.ts';

export type DatabaseKind = DatabaseHandle['kind'];

/** A fresh, migrated and seeded database that belongs to the caller alone; close() disposes of it. */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const dump = await readFile(inject('pgliteDumpPath'));
    return usePglite(await PGlite.create({ loadDataDir: new Blob([dump]) }));
  }
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) throw new Error('No PostgreSQL server for this run');
  const scratch = await createScratchDatabase(adminUrl);
  const handle = await usePostgres(new pg.Pool({ connectionString: scratch.url, max: 5 }));
  await seedDemo(handle.db);
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropScratchDatabase(adminUrl, scratch.name);
    },
  };
}

export interface TestContext {
  app: App;
  db: Database;
  /** LISTENs on the suite's database, as the app does (tests that watch notifications). */
  listen: DatabaseHandle['listen'];
  kind: DatabaseKind;
  /** The suite's in-process SMTP server; throws unless the suite asked for one ({ smtp: true }). */
  smtp: TestSmtp;
}

export interface SuiteOptions {
  /** Start a real SMTP server for the suite and point the app's SMTP_URL at it. */
  smtp?: boolean;
  /** The app's clock for time rules (codes, lockouts), which the suite moves instead of waiting. */
  now?: () => Date;
}

/** The From address the test apps send with. */
export const TEST_MAIL_FROM = 'Crust Pizza <no-reply@crust.test>';

/**
 * Declares the suite once per database kind, each with its own seeded database and app
 * (decision 001: a module writes its tests once and gets both). `get()` is valid inside tests.
 */
export function describeEachDatabase(title: string, body: (get: () => TestContext) => void, env: EnvSource = {}, options: SuiteOptions = {}): void {
  for (const kind of inject('databaseKinds')) {
    describe(`${title} [${kind}]`, () => {
      let context: TestContext | undefined;
      let handle: DatabaseHandle | undefined;
      let smtp: TestSmtp | undefined;
      beforeAll(async () => {
        handle = await openTestDatabase(kind);
        smtp = options.smtp ? await startTestSmtp() : undefined;
        const mailEnv = smtp ? { SMTP_URL: smtp.url, MAIL_FROM: TEST_MAIL_FROM } : {};
        const app = await createApp({ config: testConfig({ ...mailEnv, ...env }), database: handle, now: options.now });
        // Ready as a listening server is: its jobs (the mail sender among them) run from here on.
        await app.ready();
        const server = smtp;
        context = {
          app,
          db: handle.db,
          listen: handle.listen,
          kind,
          get smtp() {
            if (!server) throw new Error('This suite has no SMTP server: pass { smtp: true } to describeEachDatabase');
            return server;
          },
        };
      });
      afterAll(async () => {
        await context?.app.close();
        await smtp?.close();
        await handle?.close();
      });
      body(() => {
        if (!context) throw new Error('The test database is not open yet');
        return context;
      });
    });
  }
}
