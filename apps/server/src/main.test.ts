import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { guestSessionResponseSchema, guestUserResponseSchema } from '@crust/contract/auth';
import { restaurantsResponseSchema } from '@crust/contract/restaurants';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { spawnServer as spawnServerProcess, startServer as startServerProcess, type ServerProcess } from './test/server-process.ts';

// Operations (issue #2): the real entry point in a child process, on PGlite in a temp DATA_DIR.

/** The child always uses PGlite here (DATABASE_URL blanked), seeded, with no built web app. */
const pgliteEnv = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: '', WEB_DIST_DIR: join(dataDir, 'no-web-dist'), SEED_DEMO: 'true' });
const spawnServer = (dataDir: string, port: number): ServerProcess => spawnServerProcess(pgliteEnv(dataDir), port);
const startServer = (dataDir: string): Promise<ServerProcess> => startServerProcess(pgliteEnv(dataDir));

/** A data directory already migrated and seeded (from global setup's dump), to skip initdb. */
async function seededDataDir(root: string, name: string): Promise<string> {
  const dataDir = join(root, name);
  const dump = await readFile(inject('pgliteDumpPath'));
  const client = await PGlite.create({ dataDir, loadDataDir: new Blob([dump]) });
  await client.close();
  return dataDir;
}

describe('operations of the server process', () => {
  let root: string;
  const running: ServerProcess[] = [];
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'crust-ops-'));
  });
  afterAll(async () => {
    for (const server of running) server.child.kill('SIGKILL');
    await rm(root, { recursive: true, force: true });
  });

  it('exits 1 with one clear line when the port is taken', async () => {
    const blocker = createServer().listen(0, '127.0.0.1');
    await once(blocker, 'listening');
    const { port } = blocker.address() as AddressInfo;
    try {
      const server = spawnServer(await seededDataDir(root, 'port-taken'), port);
      running.push(server);
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`Port ${port} is already in use. Set PORT to a free port.`);
      expect(server.output()).not.toMatch(/\n\s+at /);
    } finally {
      blocker.close();
    }
  }, 60_000);

  it('on SIGTERM stops accepting, finishes the in-flight request, then exits 0', async () => {
    const server = await startServer(await seededDataDir(root, 'sigterm'));
    running.push(server);
    const body = JSON.stringify({ tenant_id: 64, status: 1 });
    const socket = connect(server.port, '127.0.0.1');
    await once(socket, 'connect');
    let raw = '';
    socket.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    // Send the headers and half the body: the request is in flight when the signal arrives.
    socket.write(
      `POST /api/restaurants-with-images HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));

    const refused = await fetch(`http://127.0.0.1:${server.port}/api/health`).then(
      () => false,
      () => true,
    );
    expect(refused).toBe(true);

    socket.write(body.slice(10));
    await once(socket, 'end');
    expect(raw).toMatch(/^HTTP\/1\.1 200/);
    const json = raw.slice(raw.indexOf('\r\n\r\n') + 4);
    expect(restaurantsResponseSchema.parse(JSON.parse(json)).data).toHaveLength(3);
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('keeps an acknowledged write through kill -9, and the second start keeps the data', async () => {
    const dataDir = join(root, 'fresh');
    const first = await startServer(dataDir);
    running.push(first);
    // Two guests: the server prepares a statement it runs again (db/pglite-prepared.ts), so the
    // second write takes the prepared path and must be as durable as the first.
    const createGuest = async (name: string) => {
      const created = await fetch(`http://127.0.0.1:${first.port}/api/v2/auth/guest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ tenant_id: 64, name }),
      });
      expect(created.status).toBe(201);
      return guestSessionResponseSchema.parse(await created.json()).data;
    };
    const guests = [await createGuest('Durable'), await createGuest('Also durable')];
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startServer(dataDir);
    running.push(second);
    for (const { guestUser, guestToken } of guests) {
      const read = await fetch(`http://127.0.0.1:${second.port}/api/v2/auth/guest`, { headers: { authorization: `Bearer ${guestToken}` } });
      expect(read.status).toBe(200);
      expect(guestUserResponseSchema.parse(await read.json()).data.guestUser).toEqual(guestUser);
    }

    const outlets = await fetch(`http://127.0.0.1:${second.port}/api/restaurants-with-images`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tenant_id: 64 }),
    });
    expect(restaurantsResponseSchema.parse(await outlets.json()).data).toHaveLength(4);
    expect(first.output()).toContain('Seeded the demo tenant');
    expect(second.output()).not.toContain('Seeded the demo tenant');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 90_000);
});
