import { connect, type Socket } from 'node:net';
import { apiErrorSchema } from '@crust/contract/errors';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, type App } from './app.ts';
import type { DatabaseHandle } from './db/client.ts';
import { testConfig } from './test/test-config.ts';
import { describeEachDatabase, openTestDatabase } from './test/test-database.ts';

const restaurantsCall = { method: 'POST', url: '/api/restaurants-with-images' } as const;

describeEachDatabase('security headers and error shapes', (get) => {
  it('sends helmet headers and a CSP whose script-src has no unsafe-inline', async () => {
    const response = await get().app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('stripe'); // Stripe's sources only when Stripe takes the payments (stripe.test.ts)
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const response = await get().app.inject({ ...restaurantsCall, headers: { 'content-type': 'application/json' }, payload: '{"tenant_id": 64,' });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).error.code).toBe('bad_request');
  });

  it('answers a body over BODY_LIMIT with 413 payload_too_large', async () => {
    const payload = JSON.stringify({ tenant_id: 64, padding: 'x'.repeat(70_000) });
    const response = await get().app.inject({ ...restaurantsCall, headers: { 'content-type': 'application/json' }, payload });
    expect(response.statusCode).toBe(413);
    expect(apiErrorSchema.parse(response.json()).error.code).toBe('payload_too_large');
  });

  it('answers an unknown API path with 404 JSON, never the storefront', async () => {
    for (const url of ['/api/nope', '/api/v2/nothing/here?x=1', '/api']) {
      const response = await get().app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(apiErrorSchema.parse(response.json()).error.code).toBe('not_found');
    }
  });
});

describe('rate limits (small limits for the test)', () => {
  let database: DatabaseHandle;
  let app: App;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await createApp({ config: testConfig({ RATE_LIMIT_MAX: '3', GUEST_RATE_LIMIT_MAX: '2' }), database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 429 rate_limited in the error shape past RATE_LIMIT_MAX per minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await app.inject({ method: 'GET', url: '/api/health' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(limited.statusCode).toBe(429);
    const { error } = apiErrorSchema.parse(limited.json());
    expect(error.code).toBe('rate_limited');
    expect(error.message).toMatch(/try again in/);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('limits guest creation more tightly, per IP', async () => {
    const create = (ip: string) => app.inject({ method: 'POST', url: '/api/v2/auth/guest', payload: { tenant_id: 64 }, remoteAddress: ip });
    const statuses = [(await create('10.0.0.1')).statusCode, (await create('10.0.0.1')).statusCode, (await create('10.0.0.1')).statusCode];
    expect(statuses).toEqual([201, 201, 429]);
    expect((await create('10.0.0.2')).statusCode).toBe(201);
  });
});

describe('unexpected errors', () => {
  let app: App;
  beforeAll(async () => {
    const database = await openTestDatabase('pglite');
    app = await createApp({ config: testConfig(), database });
    app.addHook('onClose', () => database.close());
    app.get('/api/test-explodes', async () => {
      throw new Error('connection string postgres://admin:hunter2@db leaked');
    });
  });
  afterAll(() => app.close());

  it('answers 500 with a generic message and keeps the details out of the response', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-explodes' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on our side.' } });
    expect(response.body).not.toContain('hunter2');
  });
});

describe('open connections (issue 17 point 5)', () => {
  let database: DatabaseHandle;
  let app: App;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await createApp({ config: testConfig({ MAX_CONNECTIONS: '2' }), database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('takes MAX_CONNECTIONS at once: past them a new connection is dropped, and let in again once one closes', async () => {
    const base = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    const connected = () =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect(Number(base.port), base.hostname, () => resolve(socket));
        socket.on('error', reject);
      });
    /** One request on a connection of its own: its status, or the error when the server drops the connection. */
    const health = () =>
      fetch(`${base.origin}/api/health`, { headers: { connection: 'close' } }).then(
        (response) => response.status,
        (error: Error) => error.name,
      );
    const held = [await connected(), await connected()];
    expect(await health()).toBe('TypeError');
    held[0]!.destroy();
    await vi.waitFor(async () => expect(await health()).toBe(200));
    held[1]!.destroy();
  });
});
