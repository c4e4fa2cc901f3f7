import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../env.ts';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

export interface MailTransport {
  /** `secret`: the mail's text is a bearer secret (a gift card's code), never logged, not even in development. */
  send(mail: OutgoingMail, options?: { secret: boolean }): Promise<void>;
  close(): void;
}

/** The From of the dev outbox, where no MAIL_FROM is needed. */
const DEV_FROM = 'Crust <no-reply@localhost>';

export const mailFrom = (config: Pick<Config, 'MAIL_FROM'>) => config.MAIL_FROM ?? DEV_FROM;

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it, a newcomer still gets every mail: written
 * to DATA_DIR/outbox/ as an .eml file (any mail program opens it) and its text to the log, so the
 * signup code can be read without a mail server. Never the text in production (issue 17): codes and
 * links in a log are anyone's who reads the log, so there only the file is named, and starting
 * without SMTP says loudly that no mail goes out.
 */
export function createMailTransport(config: Pick<Config, 'SMTP_URL' | 'DATA_DIR' | 'NODE_ENV'>, log: FastifyBaseLogger): MailTransport {
  if (config.SMTP_URL) {
    const smtp = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(mail) {
        await smtp.sendMail(mail);
      },
      close: () => smtp.close(),
    };
  }
  const outbox = join(config.DATA_DIR, 'outbox');
  const production = config.NODE_ENV === 'production';
  if (production)
    log.warn(
      `SMTP_URL is not set: NO MAIL IS SENT. Diners' signup and reset codes, order mails and staff invitations are only written to ${outbox}. Set SMTP_URL and MAIL_FROM.`,
    );
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail, options) {
      const { message } = (await writer.sendMail(mail)) as { message: Buffer };
      await mkdir(outbox, { recursive: true });
      const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.messageId.replace(/[^A-Za-z0-9.-]/g, '')}.eml`);
      await writeFile(file, message);
      if (production) log.info({ file }, 'mail written to the outbox, not sent (SMTP_URL is not set)');
      else if (options?.secret)
        log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the dev outbox (its text holds a secret: read the file)');
      else log.info({ to: mail.to, subject: mail.subject, file }, `mail written to the dev outbox (set SMTP_URL to send it):\n${mail.text}`);
    },
    close: () => writer.close(),
  };
}
