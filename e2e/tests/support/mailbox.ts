import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

// The mail the storefront sent during the journeys, as the real SMTP server of e2e/run.mjs received it.

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  date: Date;
  file: string;
}

const mailboxDir = () => {
  const dir = process.env.E2E_MAILBOX_DIR;
  if (!dir) throw new Error('E2E_MAILBOX_DIR is not set: run the journeys through e2e/run.mjs (npm run test -w @crust/e2e)');
  return dir;
};

const addresses = (field: unknown): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((entry: { value?: { address?: string }[] }) =>
    (entry.value ?? []).map((value) => (value.address ?? '').toLowerCase()),
  );

async function readAll(): Promise<Mail[]> {
  const dir = mailboxDir();
  const files = (await readdir(dir)).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(await readFile(join(dir, file)));
      return {
        to: addresses(parsed.to),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
        date: parsed.date ?? new Date(0),
        file,
      };
    }),
  );
}

let counter = 0;
/** A fresh address for one journey's diner. */
export const uniqueEmail = (prefix = 'diner') => `${prefix}.${Date.now()}.${(counter += 1)}@example.test`;

/** The newest mail to `to` (received after `after`, its subject matching), waiting up to timeoutMs. */
export async function waitForMail(
  to: string,
  { after = new Date(0), subject, timeoutMs = 10_000 }: { after?: Date; subject?: RegExp; timeoutMs?: number } = {},
): Promise<Mail> {
  const address = to.trim().toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readAll())
      .filter((mail) => mail.to.includes(address) && mail.date.getTime() >= after.getTime() - 1000 && (!subject || subject.test(mail.subject)))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${address}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The 6-digit code of the newest matching mail to `to`. */
export async function waitForCode(to: string, options: Parameters<typeof waitForMail>[1] = {}): Promise<string> {
  const mail = await waitForMail(to, options);
  const code = /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`The mail "${mail.subject}" has no code`);
  return code;
}
