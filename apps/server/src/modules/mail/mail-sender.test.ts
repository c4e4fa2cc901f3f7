import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import { describeEachDatabase, TEST_MAIL_FROM } from '../../test/test-database.ts';
import { testConfig } from '../../test/test-config.ts';
import { createMailSender } from './mail-sender.ts';
import { createMailTransport } from './mail-transport.ts';
import { createMailRepo } from './mail.repo.ts';
import { queueMail } from './mail-queue.ts';

// Issue 8 "Email, a real part": queued in the caller's transaction, sent by the background sender
// through a real SMTP server, retried after an outage, never lost and never sent twice.

let counter = 0;
const address = () => `mail-${Date.now()}-${(counter += 1)}@example.test`;

describeEachDatabase(
  'the mail queue and its sender',
  (get) => {
    const outboxRow = async (to: string) => {
      const [row] = await get().db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
      return row;
    };

    it('delivers a queued mail with a text and an HTML part in the tenant branding, then empties its data', async () => {
      const to = address();
      await queueMail(get().db, { tenantId: 64, to, template: 'reset_password', data: { name: 'Ada <Admin>', code: '482913' } });
      const mail = await get().smtp.nextMail(to);
      expect(mail.subject).toBe('Your Crust Pizza password reset code: 482913');
      expect(mail.from).toBe('no-reply@crust.test');
      expect(mail.text).toContain('Hi Ada <Admin>,');
      expect(mail.text).toContain('482913');
      expect(mail.html).toContain('Hi Ada &lt;Admin&gt;,');
      expect(mail.html).toContain('#dc2626');
      expect(mail.html).toContain('http://localhost:3000/logo.svg');
      expect(mail.html).toContain('(02) 9000 0000');
      const row = await outboxRow(to);
      expect(mail.messageId).toBe(`<outbox-${row?.id}.tenant-64@localhost>`);
      await expect.poll(async () => (await outboxRow(to))?.status).toBe('sent');
      expect((await outboxRow(to))?.data).toEqual({});
    });

    it('never sends a mail whose transaction rolled back', async () => {
      const to = address();
      await expect(
        get().db.transaction(async (tx) => {
          await queueMail(tx, { tenantId: 64, to, template: 'password_changed', data: { name: 'Ada' } });
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      await get().app.mailSender.drain();
      expect(await outboxRow(to)).toBeUndefined();
      expect(get().smtp.messages.some((message) => message.to.includes(to))).toBe(false);
    });

    it('keeps a mail through an SMTP outage and delivers it once the server is back, exactly once', async () => {
      const { smtp, db, app } = get();
      const to = address();
      smtp.refuse(true);
      try {
        await queueMail(db, { tenantId: 64, to, template: 'account_exists', data: { name: 'Ada' } });
        await app.mailSender.drain();
        const failed = await outboxRow(to);
        expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
        expect(failed?.lastError).toMatch(/451|unavailable/i);
        expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      } finally {
        smtp.refuse(false);
      }
      // Time passes: the retry falls due.
      await db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(mailOutbox.toAddress, to));
      await app.mailSender.drain();
      expect((await smtp.nextMail(to)).subject).toBe('You already have a Crust Pizza account');
      expect(await outboxRow(to)).toMatchObject({ status: 'sent', attempts: 2 });
      await app.mailSender.drain();
      expect(smtp.messages.filter((message) => message.to.includes(to))).toHaveLength(1);
    });

    it('gives a mail up as failed after MAIL_MAX_ATTEMPTS', async () => {
      const { smtp, db, app } = get();
      const to = address();
      smtp.refuse(true);
      try {
        await queueMail(db, { tenantId: 64, to, template: 'password_changed', data: { name: 'Ada' } });
        for (let attempt = 0; attempt < 3; attempt += 1) {
          await db
            .update(mailOutbox)
            .set({ nextAttemptAt: sql`now()` })
            .where(eq(mailOutbox.toAddress, to));
          await app.mailSender.drain();
        }
      } finally {
        smtp.refuse(false);
      }
      expect(await outboxRow(to)).toMatchObject({ status: 'failed', attempts: 3, data: {} });
    });

    it('two senders on one database send each of a batch exactly once', async () => {
      const { smtp, db, app } = get();
      const recipients = Array.from({ length: 30 }, address);
      const config = testConfig({ SMTP_URL: smtp.url, MAIL_FROM: TEST_MAIL_FROM });
      const second = createMailSender({
        repo: createMailRepo(db),
        transport: createMailTransport(config, app.log),
        listen: async () => async () => undefined,
        config,
        log: app.log,
      });
      await db.transaction(async (tx) => {
        for (const to of recipients) await queueMail(tx, { tenantId: 64, to, template: 'password_changed', data: { name: 'Ada' } });
      });
      await Promise.all([app.mailSender.drain(), second.drain()]);
      await Promise.all(recipients.map((to) => smtp.nextMail(to)));
      await app.mailSender.drain();
      for (const to of recipients) expect(smtp.messages.filter((message) => message.to.includes(to))).toHaveLength(1);
      await second.stop();
    });
  },
  { MAIL_MAX_ATTEMPTS: '3' },
  { smtp: true },
);

const dataDir = await mkdtemp(join(tmpdir(), 'crust-mail-outbox-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describeEachDatabase(
  'the dev outbox (no SMTP_URL)',
  (get) => {
    it('writes each mail as an .eml file under DATA_DIR/outbox', async () => {
      const to = address();
      await queueMail(get().db, { tenantId: 64, to, template: 'reset_password', data: { name: 'Ada', code: '123456' } });
      await get().app.mailSender.drain();
      const files = await readdir(join(dataDir, 'outbox'));
      const contents = await Promise.all(files.map((file) => readFile(join(dataDir, 'outbox', file), 'utf8')));
      const mail = contents.find((content) => content.includes(to));
      expect(mail).toContain('Subject: Your Crust Pizza password reset code: 123456');
      expect(mail).toContain('Content-Type: text/html');
      expect(mail).toContain('Content-Type: text/plain');
    });
  },
  { DATA_DIR: dataDir },
);
