import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

// The real entry point (src/main.ts) in a child process, for tests of what only a process can show:
// kill -9, a restart on the same database, signals. Started the way main.test.ts starts it.

const serverRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** The child inherits PATH and the like; `env` sets the database (DATA_DIR or DATABASE_URL) and the rest. */
export function spawnServer(env: Record<string, string>, port: number): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      GIFT_CARD_SECRET: 'test-gift-card-secret-of-at-least-32-characters',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Spawns the server and waits until /api/health answers (or it exits, or 45 s pass: then it throws with the output). */
export async function startServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const server = spawnServer(env, port ?? (await freePort()));
  let stopped = false;
  void server.exited.then(() => (stopped = true));
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline && !stopped) {
    const ok = await fetch(`${server.url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.child.kill('SIGKILL');
  throw new Error(`The server did not start:\n${server.output()}`);
}
