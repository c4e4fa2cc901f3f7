import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

export interface TestSmtp {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every message received so far, in order. */
  messages: ReceivedMail[];
  /** The next message to `to` that no earlier call returned; waits for it. */
  nextMail(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** The 6-digit code in the next message to `to`. */
  codeFor(to: string, timeoutMs?: number): Promise<string>;
  /** Makes the server refuse every message (an SMTP outage) until called with false. */
  refuse(refusing: boolean): void;
  close(): Promise<void>;
}

const addressesOf = (field: unknown): string[] => {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((entry: { value?: { address?: string }[] }) => (entry.value ?? []).map((value) => (value.address ?? '').toLowerCase()));
};

/**
 * A real SMTP server in this process (issue 8: the tests read codes from the messages it receives,
 * through the same nodemailer transport production uses). No TLS, no authentication.
 */
export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();
  let refusing = false;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusing) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox unavailable (test outage)'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then(
        (parsed) => {
          messages.push({
            to: addressesOf(parsed.to),
            from: addressesOf(parsed.from)[0] ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
          });
          for (const wake of waiters) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  async function nextMail(to: string, timeoutMs = 5000): Promise<ReceivedMail> {
    const address = to.trim().toLowerCase();
    const find = () => messages.find((message) => !taken.has(message) && message.to.includes(address));
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found) {
        taken.add(found);
        return found;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No mail to ${address} within ${timeoutMs} ms (received: ${messages.map((m) => m.to.join(',')).join('; ') || 'none'})`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        waiters.add(wake);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    nextMail,
    async codeFor(to, timeoutMs) {
      const mail = await nextMail(to, timeoutMs);
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (!code) throw new Error(`The mail "${mail.subject}" to ${to} has no 6-digit code`);
      return code;
    },
    refuse(next) {
      refusing = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
