import { defineConfig } from '@playwright/test';
import { journeyServerEnv } from './server-env.ts';

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
    env: journeyServerEnv(port, process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'),
  },
});
