import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;

// Debian's chromium, never a downloaded browser (CI has no browser download). The flags keep it
// from reaching out to the internet, which this machine does not have.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    // The production server serving the built SPA (`npm run build` runs first), on a fresh database.
    command: 'npm run start -w @crust/server',
    cwd: '..',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      GUEST_RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
      // The journeys' card orders all come from 127.0.0.1, some several from one diner (the caps have server tests).
      UNPAID_ORDERS_PER_OWNER: '100000',
      UNPAID_ORDERS_PER_IP: '100000',
      // The real SMTP server e2e/run.mjs starts; the journeys read codes from its mailbox.
      ...(process.env.E2E_SMTP_URL && { SMTP_URL: process.env.E2E_SMTP_URL, MAIL_FROM: 'Crust Pizza <no-reply@crust.test>' }),
    },
  },
});
