import { staffMeResponseSchema, totpSetupResponseSchema } from '@crust/contract/console-staff';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../db/seed/seed-staff.ts';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import { restaurants } from '../../db/schema/restaurants.ts';
import { auditLog, staff, staffSessions } from '../../db/schema/staff.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { createTestUser } from '../../test/test-users.ts';
import { SURRY_HILLS } from '../cart/cart-test-kit.ts';
import { newTotpSecret } from './totp.ts';
import { staffAuthKit } from './staff-auth-test-kit.ts';
import { DEMO_TENANT } from './staff-test-kit.ts';

// Issue 10: the console's sign-in, its single failure message, the lockout, sign-out, sessions that
// never cross between diners and staff, TOTP two-factor sign-in, and the demo seed's people.

const NEWTOWN = 'Crust Newtown';

let clock = new Date();
const ATTACKERS = ['10.2.0.1', '10.2.0.2', '10.2.0.3', '10.2.0.4', '10.2.0.5'];
const later = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));

describeEachDatabase(
  'console sign-in',
  (get) => {
    const kit = staffAuthKit(get, () => clock);
    const me = (headers: Record<string, string>) => kit.inject({ method: 'GET', url: '/api/console/me', headers });

    it('signs a person in with a session that lasts STAFF_SESSION_TTL_HOURS, shown again by /me; an expired one is 401', async () => {
      const person = await kit.person('manager', [SURRY_HILLS]);
      const session = kit.sessionOf(await kit.signIn({ email: person.email.toUpperCase() }));
      const outletId = await kit.outletId(SURRY_HILLS);
      expect(session.staff).toEqual({
        id: person.staffId,
        name: expect.any(String),
        email: person.email,
        role: 'manager',
        outlet_ids: [outletId],
        outlets: [{ id: outletId, name: SURRY_HILLS, timezone: 'Australia/Sydney' }],
        totp_enabled: false,
      });
      expect(new Date(session.expires_at).getTime()).toBe(clock.getTime() + 8 * 3_600_000);
      const shown = await me(session.headers);
      expect(shown.statusCode, shown.body).toBe(200);
      expect(staffMeResponseSchema.parse(shown.json()).data.staff).toEqual(session.staff);

      await get()
        .db.update(staffSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(staffSessions.staffId, person.staffId));
      expect(kit.errorOf(await me(session.headers), 401).code).toBe('unauthorized');
    });

    // Issue 17: the console shows every time on the outlet's clock, whatever the device's: each outlet comes with its own zone.
    it('gives each outlet the person works at with its own time zone, at sign-in and from /me', async () => {
      const newtown = await kit.outletId(NEWTOWN);
      await get().db.update(restaurantSettings).set({ timezone: 'Australia/Perth' }).where(eq(restaurantSettings.restaurantId, newtown));
      try {
        const person = await kit.person('manager', [SURRY_HILLS, NEWTOWN]);
        const session = kit.sessionOf(await kit.signIn({ email: person.email }));
        const zones = [
          { id: await kit.outletId(SURRY_HILLS), name: SURRY_HILLS, timezone: 'Australia/Sydney' },
          { id: newtown, name: NEWTOWN, timezone: 'Australia/Perth' },
        ].sort((a, b) => a.id - b.id);
        expect(session.staff.outlets).toEqual(zones);
        expect(staffMeResponseSchema.parse((await me(session.headers)).json()).data.staff.outlets).toEqual(zones);
      } finally {
        await get().db.update(restaurantSettings).set({ timezone: 'Australia/Sydney' }).where(eq(restaurantSettings.restaurantId, newtown));
      }
    });

    it('answers a wrong password, an unknown email and a disabled person alike: 401 invalid_credentials, one message', async () => {
      const person = await kit.person('crew', [SURRY_HILLS]);
      const wrong = kit.errorOf(await kit.signIn({ email: person.email, password: 'not the password' }), 401);
      const unknown = kit.errorOf(await kit.signIn({ email: 'nobody@staff.test' }), 401);
      await get().db.update(staff).set({ disabledAt: clock }).where(eq(staff.id, person.staffId));
      const disabled = kit.errorOf(await kit.signIn({ email: person.email }), 401);
      expect(wrong).toEqual({ code: 'invalid_credentials', message: 'Wrong email or password.' });
      expect(unknown).toEqual(wrong);
      expect(disabled).toEqual(wrong);
    });

    // Issue 17 point 4: failures count per address and IP, so an attacker locks out only their own network.
    it('locks an IP out of an address after LOGIN_MAX_FAILURES failures, even with the right password, while the person signs in from elsewhere', async () => {
      const person = await kit.person('crew', [SURRY_HILLS]);
      for (let attempt = 0; attempt < 5; attempt += 1) kit.errorOf(await kit.signIn({ email: person.email, password: `wrong ${attempt}` }, '10.1.0.1'), 401);
      expect(kit.errorOf(await kit.signIn({ email: person.email }, '10.1.0.1'), 429).code).toBe('too_many_attempts');
      kit.sessionOf(await kit.signIn({ email: person.email }, '10.1.0.2'));
      later(16 * 60);
      kit.sessionOf(await kit.signIn({ email: person.email }, '10.1.0.1'));
    });

    it('under attack from LOGIN_ATTACK_IPS networks, asks a person without TOTP on a new network for an emailed code, which works once', async () => {
      const person = await kit.person('crew', [SURRY_HILLS]);
      for (const ip of ATTACKERS) kit.errorOf(await kit.signIn({ email: person.email, password: 'a guess' }, ip), 401);
      expect(kit.errorOf(await kit.signIn({ email: person.email }, '10.3.0.1'), 401).code).toBe('login_code_required');
      const mail = await get().smtp.nextMail(person.email);
      expect(mail.subject).toMatch(/console sign-in code/);
      const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
      expect(kit.errorOf(await kit.signIn({ email: person.email, password: 'a guess', login_code: code }, '10.3.0.1'), 401).code).toBe('invalid_credentials');
      kit.sessionOf(await kit.signIn({ email: person.email, login_code: code }, '10.3.0.1'));
      expect(kit.errorOf(await kit.signIn({ email: person.email, login_code: code }, '10.3.0.2'), 401).code).toBe('invalid_code');
      // The network that proved the code signs in with the password alone from now on.
      kit.sessionOf(await kit.signIn({ email: person.email }, '10.3.0.1'));
      later(16 * 60);
      kit.sessionOf(await kit.signIn({ email: person.email }, '10.3.0.2'));
    });

    it('under attack, takes the TOTP code of a person with two-factor sign-in on as the second factor: no mail', async () => {
      const person = await kit.person('manager', [SURRY_HILLS]);
      const secret = newTotpSecret();
      await get().db.update(staff).set({ totpSecret: secret }).where(eq(staff.id, person.staffId));
      for (const ip of ATTACKERS) kit.errorOf(await kit.signIn({ email: person.email, password: 'a guess' }, ip), 401);
      expect(kit.errorOf(await kit.signIn({ email: person.email }, '10.4.0.1'), 401).code).toBe('totp_required');
      kit.sessionOf(await kit.signIn({ email: person.email, totp_code: await kit.totpAt(secret) }, '10.4.0.1'));
      await expect(get().smtp.nextMail(person.email, 300)).rejects.toThrow(/No mail/);
      later(16 * 60);
    });

    it('signs out: 204, then the token is 401 everywhere in the console', async () => {
      const person = await kit.person('owner');
      const session = kit.sessionOf(await kit.signIn({ email: person.email }));
      const signOut = () => kit.inject({ method: 'POST', url: '/api/console/auth/sign-out', headers: session.headers });
      expect((await signOut()).statusCode).toBe(204);
      kit.errorOf(await me(session.headers), 401);
      kit.errorOf(await kit.inject({ method: 'GET', url: '/api/console/staff', headers: session.headers }), 401);
      kit.errorOf(await signOut(), 401);
    });

    it('never takes a diner’s token in the console, nor a staff token on the diners’ calls: 401 both ways', async () => {
      const diner = await createTestUser(get().db);
      kit.errorOf(await me(diner.headers), 401);
      kit.errorOf(await kit.inject({ method: 'GET', url: '/api/console/staff', headers: diner.headers }), 401);
      const person = await kit.person('owner');
      const session = kit.sessionOf(await kit.signIn({ email: person.email }));
      kit.errorOf(await kit.inject({ method: 'GET', url: '/api/v2/me', headers: session.headers }), 401);
      kit.errorOf(await kit.inject({ method: 'GET', url: `/api/v2/cart?user_id=${person.staffId}`, headers: session.headers }), 401);
      kit.errorOf(await kit.inject({ method: 'GET', url: '/api/v2/orders', headers: session.headers }), 401);
    });

    it('turns TOTP on with a confirmed code, then asks for a code at sign-in, refuses a wrong or replayed one, and turns it off', async () => {
      const person = await kit.person('owner');
      const post = (url: string, payload?: object, method: 'POST' | 'DELETE' = 'POST') => kit.inject({ method, url, payload, headers: person.headers });
      const setup = await post('/api/console/auth/totp');
      expect(setup.statusCode, setup.body).toBe(200);
      const { secret, otpauth_url } = totpSetupResponseSchema.parse(setup.json()).data;
      expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Crust%20Pizza%20console:/);
      expect(otpauth_url).toContain(`secret=${secret}`);

      expect(
        kit.errorOf(await post('/api/console/auth/totp/confirm', { code: (Number(await kit.totpAt(secret)) ^ 1).toString().padStart(6, '0') }), 400).code,
      ).toBe('invalid_totp');
      const confirmed = await post('/api/console/auth/totp/confirm', { code: await kit.totpAt(secret) });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(staffMeResponseSchema.parse(confirmed.json()).data.staff.totp_enabled).toBe(true);
      expect(kit.errorOf(await post('/api/console/auth/totp'), 409).code).toBe('conflict');

      expect(kit.errorOf(await kit.signIn({ email: person.email }), 401).code).toBe('totp_required');
      // The confirming code's time step is used: the same code never signs in.
      expect(kit.errorOf(await kit.signIn({ email: person.email, totp_code: await kit.totpAt(secret) }), 401).code).toBe('invalid_totp');
      later(60);
      const code = await kit.totpAt(secret);
      const session = kit.sessionOf(await kit.signIn({ email: person.email, totp_code: code }));
      expect(session.staff.totp_enabled).toBe(true);
      expect(kit.errorOf(await kit.signIn({ email: person.email, totp_code: code }), 401).code).toBe('invalid_totp');
      expect(kit.errorOf(await kit.signIn({ email: person.email, password: 'not the password', totp_code: code }), 401).code).toBe('invalid_credentials');

      later(60);
      expect(kit.errorOf(await post('/api/console/auth/totp', { code: '000000' }, 'DELETE'), 400).code).toBe('invalid_totp');
      expect((await post('/api/console/auth/totp', { code: await kit.totpAt(secret) }, 'DELETE')).statusCode).toBe(204);
      expect(kit.sessionOf(await kit.signIn({ email: person.email })).staff.totp_enabled).toBe(false);
      const actions = await get()
        .db.select({ action: auditLog.action, after: auditLog.after })
        .from(auditLog)
        .where(and(eq(auditLog.staffId, person.staffId), eq(auditLog.target, `staff:${person.staffId}`)))
        .orderBy(auditLog.id);
      expect(actions.filter((entry) => entry.action.startsWith('staff.totp'))).toEqual([
        { action: 'staff.totp_enable', after: { totp_enabled: true } },
        { action: 'staff.totp_disable', after: { totp_enabled: false } },
      ]);
    });

    it('seeds the demo’s owner (every outlet not archived, the hidden one too: it is set up before it opens), manager (every outlet, named, the inactive one too) and crew (Surry Hills), who sign in with the demo password', async () => {
      const outlets = await get()
        .db.select({ id: restaurants.id, name: restaurants.name, timezone: restaurantSettings.timezone, status: restaurants.status })
        .from(restaurants)
        .innerJoin(restaurantSettings, eq(restaurantSettings.restaurantId, restaurants.id))
        .where(eq(restaurants.tenantId, DEMO_TENANT))
        .orderBy(restaurants.id);
      const named = (list: typeof outlets) => list.map(({ id, name, timezone }) => ({ id, name, timezone }));
      const expected = {
        owner: named(outlets),
        manager: named(outlets),
        crew: named(outlets.filter((outlet) => outlet.name === SURRY_HILLS)),
      };
      expect(outlets.filter((outlet) => outlet.status === 1)).toHaveLength(3);
      expect(expected.owner).toHaveLength(4);
      for (const person of DEMO_STAFF) {
        const session = kit.sessionOf(await kit.signIn({ email: person.email, password: DEMO_STAFF_PASSWORD }));
        const outletsOf = expected[person.role];
        expect(session.staff).toMatchObject({ email: person.email, role: person.role, outlet_ids: outletsOf.map(({ id }) => id), totp_enabled: false });
        expect(session.staff.outlets).toEqual(outletsOf);
      }
    });
  },
  { STAFF_SESSION_TTL_HOURS: '8', LOGIN_MAX_FAILURES: '5' },
  { smtp: true, now: () => clock },
);
