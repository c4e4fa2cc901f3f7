import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp, type App } from './app.ts';
import type { DatabaseHandle } from './db/client.ts';
import { users } from './db/schema/users.ts';
import { createMailTransport } from './modules/mail/mail-transport.ts';
import { isSecretMail } from './modules/mail/mail-templates.ts';
import { testConfig } from './test/test-config.ts';
import { openTestDatabase } from './test/test-database.ts';

// Issue 17 point 8: what the log must never hold. Each test reads the JSON lines the app would
// write to standard output, through a destination stream of its own.

/** The app's log as parsed lines, and all of it as one text to search. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream, text: () => JSON.stringify(lines) };
}

const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$secret-hash-in-the-log';
const SECRET_PHONE = '0499 111 222';
/** The demo diner's address: inserting it again breaks users_tenant_email_unique. */
const DEMO_EMAIL = 'diner@crust.test';

for (const kind of inject('databaseKinds')) {
  describe(`a database error in the log [${kind}]`, () => {
    let database: DatabaseHandle;
    let app: App;
    const log = capturedLog();
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      app = await createApp({ config: testConfig({ LOG_LEVEL: 'info' }), database, logStream: log.stream });
      // A write that fails with a password hash, an email and a phone among its bound parameters.
      app.post('/test/failing-write', async () => {
        await database.db
          .insert(users)
          .values({ tenantId: 64, email: DEMO_EMAIL, name: 'Someone', phoneNo: SECRET_PHONE, passwordHash: SECRET_HASH, emailVerifiedAt: new Date() });
      });
    });
    afterAll(async () => {
      await app.close();
      await database.close();
    });

    it('names its SQLSTATE, constraint and table, never the statement’s parameters (a hash, an email, a phone) nor their values in its detail', async () => {
      const response = await app.inject({ method: 'POST', url: '/test/failing-write' });
      expect(response.statusCode).toBe(500);
      const failed = log.lines.find((line) => line.msg === 'request failed');
      expect(failed?.err).toMatchObject({ sqlstate: '23505', constraint: 'users_tenant_email_unique', table: 'users' });
      for (const secret of [SECRET_HASH, 'secret-hash-in-the-log', SECRET_PHONE, DEMO_EMAIL]) expect(log.text()).not.toContain(secret);
    });
  });
}

describe('request logs and mail without SMTP', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  const apps: App[] = [];
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    dataDir = await mkdtemp(join(tmpdir(), 'crust-log-test-'));
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const appLogging = async (env: Record<string, string>) => {
    const log = capturedLog();
    const app = await createApp({ config: testConfig({ LOG_LEVEL: 'info', DATA_DIR: dataDir, ...env }), database, logStream: log.stream });
    apps.push(app);
    return { app, log };
  };

  it('redacts a token in a query string (a staff invitation link) from the request log, keeping the rest of the address', async () => {
    const { app, log } = await appLogging({});
    await app.inject({ method: 'GET', url: '/console/set-password?token=invitation-secret-1' });
    await app.inject({ method: 'GET', url: '/api/v2/nothing?page=2&TOKEN=invitation-secret-2&x=1' });
    expect(log.text()).not.toMatch(/invitation-secret/);
    const urls = log.lines.flatMap((line) => ((line.req as { url?: string } | undefined)?.url ? [(line.req as { url: string }).url] : []));
    expect(urls).toEqual(['/console/set-password?token=[redacted]', '/api/v2/nothing?page=2&TOKEN=[redacted]&x=1']);
  });

  it('in production without SMTP_URL: a loud warning at start, and mail goes to the outbox only, never its code or link into the log', async () => {
    const { app, log } = await appLogging({ NODE_ENV: 'production', GIFT_CARD_SECRET: 'test-gift-card-secret-of-at-least-32-characters' });
    const warning = log.lines.find((line) => line.level === 40 && /SMTP_URL/.test(String(line.msg)));
    expect(warning?.msg).toMatch(/no mail is sent/i);
    const transport = createMailTransport({ SMTP_URL: undefined, DATA_DIR: dataDir, NODE_ENV: 'production' }, app.log);
    const mail = {
      from: 'Crust <no-reply@localhost>',
      to: 'ada@example.test',
      subject: 'Your code: 314159',
      text: 'Your code is 314159',
      html: '<p>314159</p>',
      messageId: '<m1@crust>',
    };
    await transport.send(mail);
    expect(log.text()).not.toContain('314159');
    expect(log.text()).not.toContain('ada@example.test');
    const [file] = await readdir(join(dataDir, 'outbox'));
    expect(await readFile(join(dataDir, 'outbox', file!), 'utf8')).toContain('Your code is 314159');
  });

  it('in development without SMTP_URL the mail’s text is still logged, so a newcomer reads the signup code there', async () => {
    const { app, log } = await appLogging({ NODE_ENV: 'development' });
    expect(log.lines.filter((line) => /SMTP_URL/.test(String(line.msg)))).toEqual([]);
    const transport = createMailTransport({ SMTP_URL: undefined, DATA_DIR: dataDir, NODE_ENV: 'development' }, app.log);
    await transport.send({
      from: 'Crust <no-reply@localhost>',
      to: 'ada@example.test',
      subject: 'Your code: 271828',
      text: 'Your code is 271828',
      html: '',
      messageId: '<m2@crust>',
    });
    expect(log.text()).toContain('Your code is 271828');
  });

  it('in development without SMTP_URL a gift card’s mail is written to the outbox, its code never to the log (issue 21)', async () => {
    const { app, log } = await appLogging({ NODE_ENV: 'development' });
    const transport = createMailTransport({ SMTP_URL: undefined, DATA_DIR: dataDir, NODE_ENV: 'development' }, app.log);
    const mail = {
      from: 'Crust <no-reply@localhost>',
      to: 'ada@example.test',
      subject: 'Grace sent you a $50.00 Crust gift card',
      text: 'Your gift card code: 7K3M-9QPX-T2VB-4HND',
      html: '<p>7K3M-9QPX-T2VB-4HND</p>',
      messageId: '<m3@crust>',
    };
    await transport.send(mail, { secret: isSecretMail('gift_card_delivery') });
    expect(log.text()).not.toContain('7K3M-9QPX-T2VB-4HND');
    expect(log.text()).toContain('its text holds a secret');
    const files = await readdir(join(dataDir, 'outbox'));
    const texts = await Promise.all(files.map((file) => readFile(join(dataDir, 'outbox', file), 'utf8')));
    expect(texts.some((text) => text.includes('7K3M-9QPX-T2VB-4HND'))).toBe(true);
  });
});
