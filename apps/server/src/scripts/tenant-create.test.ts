import { expect, it } from 'vitest';
import { testConfig } from '../test/test-config.ts';
import { describeEachDatabase } from '../test/test-database.ts';
import { runTenantCreate } from './tenant-create.ts';

// Issue 19: `npm run tenant:create` makes a new business with its first owner, who sets a password
// through the printed link and signs in to an empty console; a taken id or bad arguments exit 1.

describeEachDatabase('npm run tenant:create', (get) => {
  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runTenantCreate(argv, get().db, testConfig(), { out: (line) => out.push(line), err: (line) => err.push(line) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('creates the tenant with the next free id and its owner, who sets a password by the link and signs in to no outlets yet', async () => {
    const email = 'luigi@example.test';
    const result = await run('--name', 'Luigi’s Pizza', '--owner-email', email, '--owner-name', 'Luigi Rossi');
    expect(result.code, result.err).toBe(0);
    const tenantId = Number(/\(tenant (\d+)\)/.exec(result.out)?.[1]);
    expect(tenantId).toBeGreaterThan(64);
    expect(result.out).toContain(`Created the tenant Luigi’s Pizza (tenant ${tenantId}) and its owner Luigi Rossi <${email}>.`);
    expect(result.out).toContain(`VITE_TENANT_ID=${tenantId}`);
    const token = /\/console\/set-password\?token=([\w-]+)/.exec(result.out)?.[1];
    const set = await get().app.inject({ method: 'POST', url: '/api/console/auth/password', payload: { token, password: 'luigi owner passphrase' } });
    expect(set.statusCode, set.body).toBe(200);
    const session = await get().app.inject({
      method: 'POST',
      url: '/api/console/auth/sign-in',
      payload: { tenant_id: tenantId, email, password: 'luigi owner passphrase' },
    });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().data.staff).toMatchObject({ email, role: 'owner', outlet_ids: [] });
    // The same address is someone else at the demo tenant: tenants are apart.
    expect((await run('--name', 'Second', '--owner-email', email)).code).toBe(0);
  });

  it('takes an id given, refuses it once taken, and refuses missing or bad arguments, with exit code 1', async () => {
    expect((await run('--name', 'Numbered', '--owner-email', 'numbered@example.test', '--id', '9001')).out).toContain('(tenant 9001)');
    expect(await run('--name', 'Again', '--owner-email', 'again@example.test', '--id', '9001')).toEqual({
      code: 1,
      out: '',
      err: 'Tenant 9001 exists already: choose another --id, or leave it out for the next free one.',
    });
    expect(await run('--name', 'Taken', '--owner-email', 'x@example.test', '--id', '64')).toMatchObject({ code: 1 });
    const missing = await run('--owner-email', 'x@example.test');
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/--name: .*\nUsage: npm run tenant:create/);
    expect((await run('--name', 'Bad', '--owner-email', 'not-an-email')).err).toMatch(/--owner-email: /);
  });
});
