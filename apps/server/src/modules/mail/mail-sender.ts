import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import type { Config } from '../../env.ts';
import { serialRunner } from '../../lib/serial-runner.ts';
import { brandingOf, isMailTemplate, isSecretMail, renderMail } from './mail-templates.ts';
import type { MailTemplates } from './mail-queue.ts';
import type { MailRepo, OutboxRow } from './mail.repo.ts';
import { mailFrom, type MailTransport } from './mail-transport.ts';

/** A claimed mail is this sender's for this long; one that crashed gives its rows up after it. */
const LEASE_SECONDS = 120;
const BATCH = 20;
/** The trigger wakes the sender at once; the poll is the safety net (a missed notification, a retry falling due). */
const POLL_MS = 5000;
const MAX_BACKOFF_SECONDS = 3600;

export type MailSenderConfig = Pick<Config, 'MAIL_FROM' | 'PUBLIC_URL' | 'MAIL_MAX_ATTEMPTS' | 'MAIL_RETRY_BASE_SECONDS'>;

/** Exponential backoff with ±20% jitter, so senders that failed together do not retry together. */
export function retryDelaySeconds(attempt: number, baseSeconds: number, random = Math.random): number {
  const plain = Math.min(baseSeconds * 2 ** (attempt - 1), MAX_BACKOFF_SECONDS);
  return plain * (0.8 + 0.4 * random());
}

/**
 * Sends the mail queue (decision 004). Delivery is at least once: a crash after the SMTP server
 * accepted a mail and before it is marked sent sends it again after the lease; the Message-ID stays
 * the same (derived from the row), so mail systems and readers can tell the copy.
 */
export function createMailSender(options: {
  repo: MailRepo;
  transport: MailTransport;
  listen: DatabaseHandle['listen'];
  config: MailSenderConfig;
  log: FastifyBaseLogger;
}) {
  const { repo, transport, listen, config, log } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;

  /** `brands`: each tenant's brand, read once per round (a busy outlet's round is many mails of one tenant). */
  async function deliver(row: OutboxRow, brands: Map<number, ReturnType<MailRepo['brandSourceOf']>>): Promise<void> {
    if (!isMailTemplate(row.template)) throw new Error(`Unknown mail template ${row.template}`);
    let source = brands.get(row.tenantId);
    if (!source) brands.set(row.tenantId, (source = repo.brandSourceOf(row.tenantId)));
    const { businessName, config: siteConfig } = await source;
    const brand = brandingOf(businessName, siteConfig, config.PUBLIC_URL);
    const rendered = renderMail(row.template, row.data as MailTemplates[typeof row.template], brand);
    const host = new URL(config.PUBLIC_URL).hostname;
    await transport.send(
      { from: mailFrom(config), to: row.toAddress, messageId: `<outbox-${row.id}.tenant-${row.tenantId}@${host}>`, ...rendered },
      { secret: isSecretMail(row.template) },
    );
  }

  async function sendDue(): Promise<void> {
    for (let rows = await repo.claimDue(BATCH, LEASE_SECONDS); rows.length > 0 && !stopped; rows = await repo.claimDue(BATCH, LEASE_SECONDS)) {
      const brands = new Map<number, ReturnType<MailRepo['brandSourceOf']>>();
      // Marked sent together after the round's sends: one statement per round, not per mail (a busy
      // outlet's orders each queue one). A crash before the mark sends them again after the lease, as
      // a crash between a send and its own mark would.
      const sent: number[] = [];
      for (const row of rows) {
        try {
          await deliver(row, brands);
          sent.push(row.id);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const giveUp = row.attempts >= config.MAIL_MAX_ATTEMPTS;
          const retryAt = giveUp ? null : new Date(Date.now() + retryDelaySeconds(row.attempts, config.MAIL_RETRY_BASE_SECONDS) * 1000);
          await repo.markNotSent(row.id, message, retryAt);
          if (giveUp) log.error({ mailId: row.id, attempts: row.attempts, err: error }, 'mail failed for good');
          else log.warn({ mailId: row.id, attempts: row.attempts, retryAt, err: message }, 'mail not sent, will retry');
        }
      }
      if (sent.length > 0) await repo.markSent(sent);
    }
  }

  /** One round at a time; a wake-up during a round runs one more round after it. */
  const rounds = serialRunner(sendDue, (error) => log.error({ err: error }, 'mail sender round failed'));

  return {
    async start(): Promise<void> {
      unlisten = await listen('mail_queued', rounds.wake);
      timer = setInterval(rounds.wake, POLL_MS);
      timer.unref();
      void rounds.wake();
    },
    /** Resolves when the round in progress (if any) has finished: nothing is cut off mid-send. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await unlisten?.();
      await rounds.stop();
      transport.close();
    },
    /** For tests: wakes the sender and waits for the queue to be drained (a round sends until none is due). */
    drain: (): Promise<void> => rounds.wake(),
  };
}
export type MailSender = ReturnType<typeof createMailSender>;
