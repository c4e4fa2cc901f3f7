// Starts Playwright with a free port and a fresh data directory for the storefront it serves, and a
// real SMTP server (smtp-server) that the storefront sends its mail to: each message lands as an
// .eml file in a fresh mailbox directory, where the journeys read their codes (issue 8).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = process.env.E2E_PORT ?? (await freePort());
const dataDir = mkdtempSync(join(tmpdir(), 'crust-e2e-'));
const mailbox = mkdtempSync(join(tmpdir(), 'crust-e2e-mail-'));

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      writeFileSync(join(mailbox, `${Date.now()}-${String(received).padStart(5, '0')}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir, E2E_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, E2E_MAILBOX_DIR: mailbox },
});
child.on('exit', (code) => {
  smtp.close(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailbox, { recursive: true, force: true });
  process.exit(code ?? 1);
});

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: found } = server.address();
      server.close(() => resolve(found));
    });
  });
}
