// Starts the production server on a free port with a fresh database, for the load benchmark.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the server's database is: PGlite's data directory, or PostgreSQL when DATABASE_URL is set. */
export interface DatabaseLocation {
  DATA_DIR: string;
  DATABASE_URL?: string;
}

/** The bench servers' GIFT_CARD_SECRET: the bench issues gift cards into their databases with it (gift-card-load.ts). */
export const BENCH_GIFT_CARD_SECRET = 'bench-gift-card-secret-of-at-least-32-characters';

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${baseUrl}/api/health within ${timeoutMs} ms`);
}

/**
 * `prepareDatabase`, when given, runs on the server's database before the server starts (PGlite's
 * data directory has one process at a time): settings the measurement needs, set as data.
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  prepareDatabase?: (location: DatabaseLocation) => Promise<void>,
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'crust-bench-'));
  if (prepareDatabase) {
    try {
      await prepareDatabase({ DATA_DIR: dataDir, DATABASE_URL: extraEnv.DATABASE_URL });
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  }
  // Node itself with tsx's loader, not `npx tsx`: one process, so SIGTERM reaches the server directly
  // and no wrapper is left orphaned when the bench stops it.
  // BENCH_SERVER_NODE_ARGS adds Node options to the server alone, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // to see where a target's time goes (NODE_OPTIONS refuses --cpu-prof).
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      GIFT_CARD_SECRET: BENCH_GIFT_CARD_SECRET,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The benchmark measures the server, not the rate limiter, nor the stream limits: its 1,000
      // order streams and 50 boards (one manager's) all come from 127.0.0.1.
      RATE_LIMIT_MAX: '1000000000',
      STREAMS_PER_SESSION_MAX: '1000000',
      STREAMS_PER_IP_MAX: '1000000',
      // …nor the unpaid-order caps: its card orders (the streams' 1,000) all come from 127.0.0.1.
      UNPAID_ORDERS_PER_OWNER: '1000000',
      UNPAID_ORDERS_PER_IP: '1000000',
      ...extraEnv,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      const removeData = () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return removeData();
      child.once('exit', removeData);
      child.kill('SIGTERM');
    });
  try {
    await waitForHealth(baseUrl, child, 60_000);
  } catch (error) {
    await stop(); // a server that never answered leaves neither a process nor a data directory behind
    throw error;
  }
  return { baseUrl, stop };
}
