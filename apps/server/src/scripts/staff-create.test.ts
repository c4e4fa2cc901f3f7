import { expect, it } from 'vitest';
import { testConfig } from '../test/test-config.ts';
import { describeEachDatabase } from '../test/test-database.ts';
import { runStaffCreate } from './staff-create.ts';

// Issue 10: `npm run staff:create` makes a tenant's first owner and prints a one-time link that sets
// the password; an unknown tenant, a taken address or missing arguments exit 1 with a clear message.

describeEachDatabase('npm run staff:create', (get) => {
  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runStaffCreate(argv, get().db, testConfig(), { out: (line) => out.push(line), err: (line) => err.push(line) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('creates an owner without a password and prints a link that sets it, after which they sign in', async () => {
    const email = `first-owner-${process.pid}-${Date.now()}@example.test`;
    const result = await run('--tenant', '64', '--email', email, '--name', 'Fran First');
    expect(result.code, result.err).toBe(0);
    expect(result.out).toContain(`Created the owner Fran First <${email}>`);
    const token = /\/console\/set-password\?token=([\w-]+)/.exec(result.out)?.[1];
    expect(token).toBeDefined();
    const signIn = () =>
      get().app.inject({ method: 'POST', url: '/api/console/auth/sign-in', payload: { tenant_id: 64, email, password: 'first owner passphrase' } });
    expect((await signIn()).statusCode).toBe(401);
    const set = await get().app.inject({ method: 'POST', url: '/api/console/auth/password', payload: { token, password: 'first owner passphrase' } });
    expect(set.statusCode, set.body).toBe(200);
    const session = await signIn();
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().data.staff).toMatchObject({ email, name: 'Fran First', role: 'owner' });
  });

  it('refuses an address already on the staff, an unknown tenant and missing arguments with exit code 1', async () => {
    expect(await run('--tenant', '64', '--email', 'owner@crust.test')).toEqual({ code: 1, out: '', err: 'owner@crust.test is already on the staff.' });
    expect(await run('--tenant', '999999', '--email', 'new@example.test')).toEqual({ code: 1, out: '', err: 'There is no tenant 999999.' });
    const missing = await run('--email', 'new@example.test');
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/--tenant: .*\nUsage: npm run staff:create/);
  });
});
