import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { cartLines } from '../../db/schema/cart-lines.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { users } from '../../db/schema/users.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { cartKit, normalForm, productNamed, SURRY_HILLS } from '../cart/cart-test-kit.ts';
import { accountsKit, PASSWORD } from './accounts-test-kit.ts';

// Issue 8: GET/PATCH/DELETE /api/v2/me, for the token's own account only.

describeEachDatabase(
  'the diner’s own account: /api/v2/me',
  (get) => {
    const kit = accountsKit(
      () => get().app,
      () => get().smtp,
    );
    const cart = cartKit(get);
    const call = (method: 'GET' | 'PATCH' | 'DELETE', token: string | null, payload?: object) =>
      get().app.inject({ method, url: '/api/v2/me', headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload && { payload }) });

    it('changes name and phone, trimmed and checked', async () => {
      const { token, user } = await kit.verifiedDiner();
      const response = await call('PATCH', token, { name: '  Grace Hopper ', phone_no: '+61 400 555 666' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ data: { user: { ...user, name: 'Grace Hopper', phone_no: '+61 400 555 666' } } });
      expect(await kit.meOf(token)).toMatchObject({ name: 'Grace Hopper' });
      expect(kit.errorOf(await call('PATCH', token, { phone_no: 'call me maybe' }), 400).message).toContain('body.phone_no');
      expect(kit.errorOf(await call('PATCH', token, { email: 'new@example.test' }), 400).code).toBe('bad_request');
      expect(kit.errorOf(await call('PATCH', token, {}), 400).code).toBe('bad_request');
    });

    it('answers 401 without a token and 403 login_required for a guest token', async () => {
      const guest = await cart.guest();
      expect(kit.errorOf(await call('GET', null), 401).code).toBe('unauthorized');
      expect(kit.errorOf(await call('GET', guest.token), 403).code).toBe('login_required');
      expect(kit.errorOf(await call('PATCH', guest.token, { name: 'Guest' }), 403).code).toBe('login_required');
    });

    it('deletes the account with its password: sessions and cart go, the email can sign up again', async () => {
      const { token, user, email } = await kit.verifiedDiner();
      const menu = await cart.menuOf(SURRY_HILLS);
      cart.cartOf(
        await cart.calls.add(
          { headers: { authorization: `Bearer ${token}` } },
          { restaurant_id: await cart.outletId(SURRY_HILLS), user_id: user.id, ...normalForm(productNamed(menu, 'Cannoli')) },
        ),
      );
      expect(kit.errorOf(await call('DELETE', token, { password: 'not it' }), 400).code).toBe('invalid_credentials');
      const deleted = await call('DELETE', token, { password: PASSWORD });
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect(kit.errorOf(await call('GET', token), 401).code).toBe('unauthorized');
      expect(await get().db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
      expect(await get().db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
      expect(await get().db.select().from(cartLines).where(eq(cartLines.userId, user.id))).toEqual([]);
      expect(kit.errorOf(await kit.calls.login(email), 401).code).toBe('invalid_credentials');
      expect((await kit.calls.signup({ email })).statusCode).toBe(201);
    });
  },
  {},
  { smtp: true },
);
