import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from './app.ts';
import type { DatabaseHandle } from './db/client.ts';
import { parseConfig } from './env.ts';
import { testConfig } from './test/test-config.ts';
import { openTestDatabase } from './test/test-database.ts';

// Issue 8: TRUST_PROXY takes a hop count or the proxies' addresses, never "everyone", so a client
// that rotates X-Forwarded-For cannot slip the per-IP limits.

describe('TRUST_PROXY parsing', () => {
  const trust = (value: string | undefined) => parseConfig({ TRUST_PROXY: value }).TRUST_PROXY;
  it('trusts nobody by default', () => {
    for (const value of [undefined, '', 'false', '0']) expect(trust(value)).toBe(false);
  });
  it('takes a hop count or a list of addresses and CIDR blocks', () => {
    expect(trust('1')).toBe(1);
    expect(trust('10.0.0.0/8, 127.0.0.1,fd00::/8')).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8']);
  });
  it('refuses "true" (everyone) and anything that is not an address', () => {
    expect(() => trust('true')).toThrow(/Invalid environment: TRUST_PROXY: true would trust every client/);
    expect(() => trust('10.0.0.0/33')).toThrow(/not an address or CIDR: 10.0.0.0\/33/);
    expect(() => trust('proxy.local')).toThrow(/not an address or CIDR/);
  });
});

describe('forged X-Forwarded-For', () => {
  let database: DatabaseHandle;
  const apps: App[] = [];
  const start = async (env: Record<string, string>) => {
    const app = await createApp({ config: testConfig({ RATE_LIMIT_MAX: '3', GUEST_RATE_LIMIT_MAX: '2', ...env }), database });
    app.get('/whoami', async (request) => ({ ip: request.ip }));
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });
  const forged = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });

  it('from an untrusted peer changes nothing: the IP stays the peer and the API limit still applies', async () => {
    const app = await start({});
    const whoami = await app.inject({ method: 'GET', url: '/whoami', remoteAddress: '198.51.100.7', headers: forged(1) });
    expect(whoami.json()).toEqual({ ip: '198.51.100.7' });
    const statuses = [];
    for (let n = 0; n < 4; n += 1)
      statuses.push((await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '198.51.100.8', headers: forged(n) })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('counts an IPv6 client by its /64 (issue 17): new addresses from one network share its limit, another network has its own', async () => {
    const app = await start({});
    const health = (remoteAddress: string) => app.inject({ method: 'GET', url: '/api/health', remoteAddress }).then((answer) => answer.statusCode);
    const statuses = [];
    for (const host of [':1', 'a:b:c:d', 'ffff::2', ':9']) statuses.push(await health(`2001:db8:17:64:${host}`));
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await health('2001:db8:17:65::1')).toBe(200);
  });

  it('from an untrusted peer cannot slip the guest-creation limit', async () => {
    const app = await start({});
    const statuses = [];
    for (let n = 0; n < 3; n += 1) {
      statuses.push(
        (await app.inject({ method: 'POST', url: '/api/v2/auth/guest', payload: { tenant_id: 64 }, remoteAddress: '198.51.100.9', headers: forged(n) }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('from a listed proxy is believed: each forwarded client has its own limit', async () => {
    const app = await start({ TRUST_PROXY: '10.0.0.0/8' });
    const whoami = await app.inject({ method: 'GET', url: '/whoami', remoteAddress: '10.1.2.3', headers: forged(5) });
    expect(whoami.json()).toEqual({ ip: '203.0.113.5' });
    const statuses = [];
    for (let n = 0; n < 4; n += 1)
      statuses.push((await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.1.2.3', headers: forged(10 + n) })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200]);
    // A peer outside the list is not believed even with the header.
    expect((await app.inject({ method: 'GET', url: '/whoami', remoteAddress: '198.51.100.7', headers: forged(6) })).json()).toEqual({ ip: '198.51.100.7' });
  });

  it('with a hop count, believes the nearest hop only', async () => {
    const app = await start({ TRUST_PROXY: '1' });
    const whoami = await app.inject({ method: 'GET', url: '/whoami', remoteAddress: '10.1.2.3', headers: { 'x-forwarded-for': '192.0.2.1, 203.0.113.9' } });
    expect(whoami.json()).toEqual({ ip: '203.0.113.9' });
  });
});
