import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp, type App } from '../../app.ts';
import { usePostgres, type DatabaseHandle } from '../../db/client.ts';
import { seedDemo } from '../../db/seed/seed-demo.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { hashToken } from '../../lib/tokens.ts';
import { createScratchDatabase, dropScratchDatabase } from '../../test/postgres-admin.ts';
import { testConfig } from '../../test/test-config.ts';
import { describeEachDatabase, TEST_MAIL_FROM } from '../../test/test-database.ts';
import { startTestSmtp, type TestSmtp } from '../../test/test-smtp.ts';
import { cartKit, normalForm, productNamed, SURRY_HILLS } from '../cart/cart-test-kit.ts';
import { accountsKit, PASSWORD, pastResendPause } from './accounts-test-kit.ts';

// Issue 8 "Tokens": logout, reset and password change end sessions at once (the 5-second session
// cache included), user sessions slide to 30 days, and a guest who logs in keeps the cart.

describeEachDatabase(
  'sessions of logged-in diners',
  (get) => {
    const kit = accountsKit(
      () => get().app,
      () => get().smtp,
    );
    const cart = cartKit(get);

    it('logout answers 204 and the token answers 401 on its very next use, though it was cached', async () => {
      const { token } = await kit.verifiedDiner();
      await kit.meOf(token);
      const logout = await kit.calls.logout(token);
      expect(logout.statusCode).toBe(204);
      expect(logout.body).toBe('');
      expect(kit.errorOf(await kit.calls.me(token), 401).code).toBe('unauthorized');
      expect(kit.errorOf(await kit.calls.logout(token), 401).code).toBe('unauthorized');
    });

    it('a password reset by emailed code logs in anew and ends every other session', async () => {
      const { email, token: first } = await kit.verifiedDiner();
      const second = kit.sessionOf(await kit.calls.login(email)).token;
      await kit.meOf(first);
      await pastResendPause(get().db, email);
      const forgot = await kit.calls.forgot(email);
      expect(forgot.statusCode).toBe(202);
      const mail = await get().smtp.nextMail(email);
      expect(mail.subject).toMatch(/^Your Crust Pizza password reset code: \d{6}$/);
      const code = /(\d{6})/.exec(mail.subject)![1]!;
      const reset = kit.sessionOf(await kit.calls.reset(email, code, 'a brand new passphrase'));
      for (const old of [first, second]) expect(kit.errorOf(await kit.calls.me(old), 401).code).toBe('unauthorized');
      expect((await kit.meOf(reset.token)).email).toBe(email);
      expect(kit.errorOf(await kit.calls.login(email, PASSWORD), 401).code).toBe('invalid_credentials');
      kit.sessionOf(await kit.calls.login(email, 'a brand new passphrase'));
      expect((await get().smtp.nextMail(email)).subject).toBe('Your Crust Pizza password was changed');
    });

    it('forgot-password answers the same 202 for an unknown address and mails nothing', async () => {
      const { email } = await kit.verifiedDiner();
      await pastResendPause(get().db, email);
      const [known, unknown] = [await kit.calls.forgot(email), await kit.calls.forgot('nobody-at-all@example.test')];
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.json()).toEqual(known.json());
      await expect(get().smtp.nextMail('nobody-at-all@example.test', 300)).rejects.toThrow(/No mail/);
    });

    it('refuses a reset with a wrong code, and a verification code for a reset', async () => {
      const { email } = await kit.verifiedDiner();
      expect(kit.errorOf(await kit.calls.reset(email, '000000', 'a brand new passphrase'), 400).code).toBe('invalid_code');
      const other = `x${email}`;
      await kit.calls.signup({ email: other });
      const verifyCode = await get().smtp.codeFor(other);
      expect(kit.errorOf(await kit.calls.reset(other, verifyCode, 'a brand new passphrase'), 400).code).toBe('invalid_code');
    });

    it('a password change keeps this session and ends the others', async () => {
      const { email, token } = await kit.verifiedDiner();
      const other = kit.sessionOf(await kit.calls.login(email)).token;
      await kit.meOf(other);
      const change = (current: string) =>
        get().app.inject({
          method: 'POST',
          url: '/api/v2/me/password',
          headers: { authorization: `Bearer ${token}` },
          payload: { current_password: current, new_password: 'changed passphrase' },
        });
      expect(kit.errorOf(await change('not it'), 400).code).toBe('invalid_credentials');
      expect((await change(PASSWORD)).statusCode).toBe(200);
      expect(kit.errorOf(await kit.calls.me(other), 401).code).toBe('unauthorized');
      expect((await kit.meOf(token)).email).toBe(email);
      kit.sessionOf(await kit.calls.login(email, 'changed passphrase'));
    });

    it('stores only the hash of a user token, and slides a session in use back to 30 days', async () => {
      const { token } = await kit.verifiedDiner();
      const where = eq(sessions.tokenHash, hashToken(token));
      const [stored] = await get().db.select().from(sessions).where(where);
      expect(stored?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29.9 * 86_400_000);
      // Ten days later (moved in the database), the next use pushes it back to 30 days from now.
      await get()
        .db.update(sessions)
        .set({ expiresAt: new Date(Date.now() + 20 * 86_400_000) })
        .where(where);
      await new Promise((resolve) => setTimeout(resolve, 5100));
      await kit.meOf(token);
      const [slid] = await get().db.select().from(sessions).where(where);
      expect(slid?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29.9 * 86_400_000);
    });

    it('an expired user token answers 401', async () => {
      const { token } = await kit.verifiedDiner();
      await get()
        .db.update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.tokenHash, hashToken(token)));
      await new Promise((resolve) => setTimeout(resolve, 5100));
      expect(kit.errorOf(await kit.calls.me(token), 401).code).toBe('unauthorized');
    });

    it("moves a guest's cart into the account on login, and the guest token stops working", async () => {
      const { email } = await kit.verifiedDiner();
      const guest = await cart.guest();
      const menu = await cart.menuOf(SURRY_HILLS);
      const filled = await cart.added(guest, SURRY_HILLS, normalForm(productNamed(menu, 'Garlic Bread'), { quantity: 2 }));
      const session = kit.sessionOf(await kit.calls.login(email, PASSWORD, { token: guest.token }));
      const userCart = cart.cartOf(await cart.calls.get({ headers: { authorization: `Bearer ${session.token}` } }, { user_id: session.user.id }));
      expect(userCart.items.map(({ name, quantity }) => ({ name, quantity }))).toEqual(filled.items.map(({ name, quantity }) => ({ name, quantity })));
      expect(cart.errorOf(await cart.calls.get(guest, { guest_id: guest.guestId }), 401).code).toBe('unauthorized');
    });

    it("moves a guest's cart on signup too (verify-otp with the guest's token)", async () => {
      const guest = await cart.guest();
      const menu = await cart.menuOf(SURRY_HILLS);
      await cart.added(guest, SURRY_HILLS, normalForm(productNamed(menu, 'Cannoli')));
      const diner = await kit.verifiedDiner(undefined, { guestToken: guest.token });
      const userCart = cart.cartOf(await cart.calls.get({ headers: { authorization: `Bearer ${diner.token}` } }, { user_id: diner.user.id }));
      expect(userCart.items.map((item) => item.name)).toEqual(['Cannoli']);
    });
  },
  {},
  { smtp: true },
);

// Two server instances on one PostgreSQL database (PGlite lives inside one process, so this half is
// PostgreSQL only): a logout on one is a 401 on the other at once, though the other had the session
// in its 5-second cache.
const adminUrl = inject('postgresAdminUrl');
if (!adminUrl) console.info('sessions.test.ts: no PostgreSQL server, the two-instance logout test is not run here (CI requires it).');
else
  describe('logout across two server instances [postgres]', () => {
    let scratch: { name: string; url: string };
    const handles: DatabaseHandle[] = [];
    const apps: App[] = [];
    let smtp: TestSmtp;
    beforeAll(async () => {
      scratch = await createScratchDatabase(adminUrl);
      smtp = await startTestSmtp();
      for (let instance = 0; instance < 2; instance += 1) {
        const handle = await usePostgres(new pg.Pool({ connectionString: scratch.url, max: 6 }));
        if (instance === 0) await seedDemo(handle.db);
        handles.push(handle);
        apps.push(await createApp({ config: testConfig({ SMTP_URL: smtp.url, MAIL_FROM: TEST_MAIL_FROM }), database: handle }));
      }
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const handle of handles) await handle.close();
      await smtp?.close();
      await dropScratchDatabase(adminUrl, scratch.name);
    });

    /** The accounts' calls on instance A and on instance B. */
    const instances = () =>
      [0, 1].map((index) =>
        accountsKit(
          () => apps[index]!,
          () => smtp,
        ),
      ) as [ReturnType<typeof accountsKit>, ReturnType<typeof accountsKit>];

    it('logout on A answers 401 on B at the very next use', async () => {
      const [a, b] = instances();
      const { email } = await a.verifiedDiner();
      for (let round = 0; round < 5; round += 1) {
        const { token } = a.sessionOf(await a.calls.login(email));
        await a.meOf(token);
        await b.meOf(token);
        expect((await a.calls.logout(token)).statusCode).toBe(204);
        expect(b.errorOf(await b.calls.me(token), 401).code).toBe('unauthorized');
      }
    });

    it('a reset on B ends the session cached on A at once', async () => {
      const [a, b] = instances();
      const { email, token } = await a.verifiedDiner();
      await a.meOf(token);
      await b.calls.forgot(email);
      const code = await smtp.codeFor(email);
      b.sessionOf(await b.calls.reset(email, code, 'reset on the other instance'));
      expect(a.errorOf(await a.calls.me(token), 401).code).toBe('unauthorized');
    });
  });
