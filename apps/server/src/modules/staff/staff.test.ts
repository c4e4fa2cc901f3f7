import { auditLogResponseSchema, staffItemResponseSchema, staffListResponseSchema } from '@crust/contract/console-staff';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-database.ts';
import { SURRY_HILLS } from '../cart/cart-test-kit.ts';
import { staffAuthKit } from './staff-auth-test-kit.ts';
import { OTHER_TENANT } from './staff-test-kit.ts';

// Issue 10: owners manage the staff (an invitation mailed through the real SMTP server, whose link
// sets the password), every change is in the audit log, and nobody else may.

let counter = 0;
const newEmail = () => `invitee-${process.pid}-${Date.now()}-${(counter += 1)}@staff.test`;
const NEWTOWN = 'Crust Newtown';

describeEachDatabase(
  'console staff management',
  (get) => {
    const kit = staffAuthKit(get);
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) =>
      kit.inject({ method, url, headers, payload });
    const setPassword = (token: string, password: string) => kit.inject({ method: 'POST', url: '/api/console/auth/password', payload: { token, password } });

    it('refuses every staff and audit-log call to managers and crew: 403', async () => {
      for (const role of ['manager', 'crew'] as const) {
        const { headers } = await kit.person(role, [SURRY_HILLS]);
        const calls = [
          call('GET', '/api/console/staff', headers),
          call('POST', '/api/console/staff', headers, { email: newEmail(), name: 'Nope', role: 'crew', outlet_ids: [] }),
          call('PATCH', '/api/console/staff/1', headers, { disabled: true }),
          call('GET', '/api/console/audit-log', headers),
        ];
        for (const response of await Promise.all(calls)) expect(kit.errorOf(response, 403).code).toBe('forbidden');
      }
    });

    it('invites a person by mail; the link sets the password once, and then they sign in', async () => {
      const owner = await kit.person('owner');
      const email = newEmail();
      const surryHills = await kit.outletId(SURRY_HILLS);
      const created = await call('POST', '/api/console/staff', owner.headers, {
        email: `  ${email.toUpperCase()} `,
        name: 'Ines Invited',
        role: 'crew',
        outlet_ids: [surryHills],
      });
      expect(created.statusCode, created.body).toBe(201);
      const invited = staffItemResponseSchema.parse(created.json()).data;
      expect(invited).toMatchObject({ email, role: 'crew', outlet_ids: [surryHills], disabled: false, password_set: false, totp_enabled: false });

      const mail = await get().smtp.nextMail(email);
      expect(mail.subject).toBe('Set your password for the Crust Pizza console');
      expect(mail.text).toContain(`added you to Crust Pizza's console as a crew`);
      const token = /http:\/\/localhost:3000\/console\/set-password\?token=([\w-]+)/.exec(mail.text)?.[1];
      expect(token).toBeDefined();

      kit.errorOf(await kit.signIn({ email }), 401);
      expect(kit.errorOf(await setPassword(token!, 'password1'), 400).code).toBe('weak_password');
      expect(kit.errorOf(await setPassword(token!, 'short'), 400).code).toBe('bad_request');
      const set = await setPassword(token!, 'a fine staff passphrase');
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().data).toEqual({ tenant_id: 64, email });
      expect(kit.errorOf(await setPassword(token!, 'another fine passphrase'), 400).code).toBe('invalid_code');
      const session = kit.sessionOf(await kit.signIn({ email, password: 'a fine staff passphrase' }));
      expect(session.staff).toMatchObject({ id: invited.id, role: 'crew', outlet_ids: [surryHills] });
    });

    it('refuses another tenant’s outlet (404), an address already on the staff (409) and another tenant’s person (404)', async () => {
      const owner = await kit.person('owner');
      const foreign = await kit.otherTenantOutlet();
      const invite = (body: object) =>
        call('POST', '/api/console/staff', owner.headers, { name: 'X', role: 'manager', outlet_ids: [], email: newEmail(), ...body });
      expect(kit.errorOf(await invite({ outlet_ids: [foreign] }), 404).code).toBe('not_found');
      const crew = await kit.person('crew', [SURRY_HILLS]);
      expect(kit.errorOf(await invite({ email: crew.email }), 409).code).toBe('conflict');
      const outsider = await kit.person('crew', [], OTHER_TENANT);
      expect(kit.errorOf(await call('PATCH', `/api/console/staff/${outsider.staffId}`, owner.headers, { disabled: true }), 404).code).toBe('not_found');
      expect(kit.errorOf(await call('PATCH', `/api/console/staff/${crew.staffId}`, owner.headers, { outlet_ids: [foreign] }), 404).code).toBe('not_found');
      const list = staffListResponseSchema.parse((await call('GET', '/api/console/staff', owner.headers)).json()).data;
      expect(list.some((person) => person.id === outsider.staffId)).toBe(false);
      expect(list.find((person) => person.id === crew.staffId)).toMatchObject({ role: 'crew', disabled: false });
    });

    it('changes role and outlets, disables (ending their sessions), records each change with before and after, newest first', async () => {
      const owner = await kit.person('owner');
      const crew = await kit.person('crew', [SURRY_HILLS]);
      const newtown = await kit.outletId(NEWTOWN);
      const patch = (body: object, who = crew.staffId) => call('PATCH', `/api/console/staff/${who}`, owner.headers, body);

      const promoted = await patch({ role: 'manager', outlet_ids: [newtown] });
      expect(promoted.statusCode, promoted.body).toBe(200);
      expect(staffItemResponseSchema.parse(promoted.json()).data).toMatchObject({
        role: 'manager',
        outlet_ids: [newtown],
        outlets: [{ id: newtown, name: NEWTOWN }],
      });
      expect(kit.errorOf(await kit.inject({ method: 'GET', url: '/api/console/staff', headers: crew.headers }), 403).code).toBe('forbidden');

      expect((await patch({ disabled: true })).json().data.disabled).toBe(true);
      kit.errorOf(await kit.inject({ method: 'GET', url: '/api/console/me', headers: crew.headers }), 401);
      expect(kit.errorOf(await kit.signIn({ email: crew.email }), 401).code).toBe('invalid_credentials');

      expect(kit.errorOf(await patch({ disabled: true }, owner.staffId), 403).code).toBe('forbidden');
      expect(kit.errorOf(await patch({ role: 'manager' }, owner.staffId), 403).code).toBe('forbidden');

      const log = auditLogResponseSchema.parse((await call('GET', '/api/console/audit-log?page=1&per_page=2', owner.headers)).json()).data;
      expect(log).toMatchObject({ page: 1, per_page: 2 });
      expect(log.total).toBeGreaterThanOrEqual(2);
      const target = `staff:${crew.staffId}`;
      expect(log.entries.map(({ action, target, staff_id, staff_name }) => ({ action, target, staff_id, staff_name }))).toEqual([
        { action: 'staff.update', target, staff_id: owner.staffId, staff_name: expect.stringMatching(/^owner \d+$/) },
        { action: 'staff.update', target, staff_id: owner.staffId, staff_name: expect.stringMatching(/^owner \d+$/) },
      ]);
      const [disabling, promoting] = log.entries;
      expect(promoting).toMatchObject({ before: { role: 'crew', disabled: false }, after: { role: 'manager', outlet_ids: [newtown] } });
      expect(disabling).toMatchObject({ before: { disabled: false }, after: { disabled: true } });
    });
  },
  {},
  { smtp: true },
);
