import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { journeyServerEnv } from '../../server-env.ts';

// Issue 19 point 4: a new tenant's own install, beside the demo server the config starts. A tenant's
// storefront and console carry its id as a build setting (spec §7, VITE_TENANT_ID), and the demo
// server serves the demo tenant's build from a PGlite data directory only it may open. So, as a
// restaurant would: `npm run tenant:create` on a fresh data directory before any server opens it,
// the web app built with the id the script printed, and a server of its own serving that build.

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface TenantServer {
  baseURL: string;
  tenantId: number;
  /** The owner's one-time password link, as tenant:create printed it. */
  passwordLink: string;
  stop: () => Promise<void>;
}

export async function startTenantServer(name: string, ownerEmail: string): Promise<TenantServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const work = mkdtempSync(join(tmpdir(), 'crust-e2e-tenant-'));
  const dataDir = join(work, 'data');
  const webDir = join(work, 'web');
  const env = { ...process.env, ...journeyServerEnv(port, dataDir), PUBLIC_URL: baseURL };

  const created = await run('npm', ['run', '--silent', 'tenant:create', '--', '--name', name, '--owner-email', ownerEmail], { cwd: repoRoot, env });
  const tenantId = Number(/\(tenant (\d+)\)/.exec(created.stdout)?.[1]);
  const passwordLink = /https?:\/\/\S+\/console\/set-password\?token=\S+/.exec(created.stdout)?.[0];
  if (!tenantId || !passwordLink) throw new Error(`tenant:create printed no tenant id or link:\n${created.stdout}${created.stderr}`);

  // The three builds of apps/web's `build` script (storefront, console beside it, and the storefront's
  // server entry, issue 20), into this install's own directories. The server entry imports React from
  // node_modules, so it is built inside the repository (.tmp/, ignored), where Node finds them.
  const buildEnv = { ...process.env, VITE_TENANT_ID: String(tenantId) };
  const web = join(repoRoot, 'apps/web');
  mkdirSync(join(repoRoot, '.tmp'), { recursive: true });
  const serverEntryDir = mkdtempSync(join(repoRoot, '.tmp', 'e2e-tenant-server-'));
  await run('npx', ['vite', 'build', '--outDir', webDir, '--logLevel', 'warn'], { cwd: web, env: buildEnv });
  await run('npx', ['vite', 'build', '--config', 'vite.console.config.ts', '--outDir', webDir, '--logLevel', 'warn'], { cwd: web, env: buildEnv });
  await run('npx', ['vite', 'build', '--config', 'vite.server.config.ts', '--outDir', serverEntryDir, '--logLevel', 'warn'], { cwd: web, env: buildEnv });

  // Its own process group, so stopping it ends npm and the server under it. No demo seed: an empty install.
  const server = spawn('npm', ['run', 'start', '-w', '@crust/server'], {
    cwd: repoRoot,
    // Its storefront's pages are rendered for its own tenant (STOREFRONT_TENANT_ID names the build's VITE_TENANT_ID).
    env: {
      ...env,
      WEB_DIST_DIR: webDir,
      WEB_SERVER_ENTRY: join(serverEntryDir, 'entry-server.js'),
      STOREFRONT_TENANT_ID: String(tenantId),
      SEED_DEMO: 'false',
    },
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    await stopGroup(server);
    rmSync(work, { recursive: true, force: true });
    rmSync(serverEntryDir, { recursive: true, force: true });
  };
  try {
    await healthy(baseURL, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, tenantId, passwordLink, stop };
}

async function healthy(baseURL: string, server: ChildProcess) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 250))) {
    if (server.exitCode !== null) throw new Error(`The tenant's server exited with ${server.exitCode}`);
    const answer = await fetch(`${baseURL}/api/health`).catch(() => null);
    if (answer?.ok) return;
  }
  throw new Error(`The tenant's server at ${baseURL} did not become healthy within 60 s`);
}

async function stopGroup(server: ChildProcess) {
  if (server.pid === undefined || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid, 'SIGTERM');
  await exited;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))));
    });
  });
}
