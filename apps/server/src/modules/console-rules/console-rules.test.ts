import { deliveryChargeResponseSchema, timeSlotsResponseSchema } from '@crust/contract/checkout';
import { outletRulesResponseSchema, type OutletRules } from '@crust/contract/console-rules';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/staff.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { SURRY_HILLS, type Caller } from '../cart/cart-test-kit.ts';
import { addDays } from '../checkout/zoned-time.ts';
import { clockAt, ORDER_DAY, orderKit } from '../orders/order-test-kit.ts';
import { OTHER_TENANT, staffKit, type SignedInStaff } from '../staff/staff-test-kit.ts';

// Issue 10: a manager edits an outlet's ordering rules; checkout reads the tables directly, so the
// next diner's time slots and order placement follow the change.

const TUESDAY = 2; // ORDER_DAY's weekday
const clock = clockAt(ORDER_DAY, '08:00');

describeEachDatabase(
  'console: outlet ordering rules',
  (get) => {
    const kit = { ...orderKit(get), ...staffKit(get) };
    let surryHills = 0;
    let manager: SignedInStaff;

    const call = (who: Caller | null, method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE', path: string, payload?: object, outletId = surryHills) =>
      kit.inject({ method, url: `/api/console/outlets/${outletId}/rules${path}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
    function rulesOf(response: Awaited<ReturnType<typeof call>>): OutletRules {
      expect(response.statusCode, response.body).toBe(200);
      return outletRulesResponseSchema.parse(response.json()).data;
    }
    const setHours = (pickup: object[], delivery: object[] = [], who: Caller = manager) => call(who, 'PUT', '/hours', { pickup, delivery });
    async function pickupSlots(date = ORDER_DAY): Promise<string[]> {
      const response = await kit.inject({
        method: 'GET',
        url: '/api/v2/checkout/time-slots',
        query: { restaurant_id: String(surryHills), date, delivery_method: 'pickup' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return timeSlotsResponseSchema.parse(response.json()).data.slots.map((slot) => slot.time);
    }
    const latestAudit = async (action: string) => (await kit.auditOf(surryHills, action))[0];

    beforeAll(async () => {
      surryHills = await kit.outletId(SURRY_HILLS);
      manager = await kit.signedIn('manager', [SURRY_HILLS]);
    });
    beforeEach(async () => {
      rulesOf(await call(manager, 'PATCH', '', { slot_minutes: 15, pickup_lead_minutes: 20, slot_capacity: 6 }));
    });

    it('replaces the hours in one go: the next diner’s time slots follow, and the change is recorded before and after', async () => {
      const before = rulesOf(await call(manager, 'GET', ''));
      const after = rulesOf(await setHours([{ weekday: TUESDAY, opens: '14:00', closes: '15:00' }], [{ weekday: 5, opens: '17:00', closes: '22:00' }]));
      expect(after.pickup.hours).toEqual([{ weekday: TUESDAY, opens: '14:00', closes: '15:00' }]);
      expect(after.delivery.hours).toEqual([{ weekday: 5, opens: '17:00', closes: '22:00' }]);
      expect(await pickupSlots()).toEqual(['14:00', '14:15', '14:30', '14:45']);
      expect(await latestAudit('rules.hours')).toMatchObject({ staffId: manager.staffId, before, after });

      // A crew member reads what diners get.
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      expect(rulesOf(await call(crew, 'GET', ''))).toEqual(after);
    });

    it('keeps a shift past midnight (its close is the next day’s clock) and offers its slots after midnight, as the evening’s', async () => {
      const rules = rulesOf(await setHours([{ weekday: TUESDAY, opens: '23:00', closes: '01:00' }]));
      expect(rules.pickup.hours).toEqual([{ weekday: TUESDAY, opens: '23:00', closes: '01:00' }]);
      // Issue 18 point 8: the slots after midnight are listed under the evening they belong to.
      expect(await pickupSlots()).toEqual(['23:00', '23:15', '23:30', '23:45', '00:00', '00:15', '00:30', '00:45']);
      expect(await pickupSlots(addDays(ORDER_DAY, 1))).toEqual([]);
    });

    it('refuses overlapping shifts (400, saying which), a Saturday night running into Sunday included, and keeps the old hours', async () => {
      const kept = rulesOf(await setHours([{ weekday: TUESDAY, opens: '11:00', closes: '14:00' }]));
      const sameDay = kit.errorOf(
        await setHours([
          { weekday: TUESDAY, opens: '11:00', closes: '14:00' },
          { weekday: TUESDAY, opens: '13:30', closes: '21:00' },
        ]),
        400,
      );
      expect(sameDay).toEqual({ code: 'bad_request', message: expect.stringContaining('Tuesday 11:00–14:00 and Tuesday 13:30–21:00') });
      const acrossTheWeek = kit.errorOf(
        await setHours(
          [],
          [
            { weekday: 6, opens: '18:00', closes: '02:00' },
            { weekday: 0, opens: '01:00', closes: '03:00' },
          ],
        ),
        400,
      );
      expect(acrossTheWeek.message).toMatch(/^Delivery hours overlap/);
      expect(kit.errorOf(await setHours([{ weekday: 7, opens: '11:00', closes: '14:00' }]), 400).code).toBe('bad_request');
      expect(kit.errorOf(await setHours([{ weekday: 1, opens: '24:00', closes: '14:00' }]), 400).code).toBe('bad_request');
      expect(rulesOf(await call(manager, 'GET', '')).pickup).toEqual(kept.pickup);
    });

    it('closes a date and reopens it: time slots follow; only closures from today are listed; a past date is 400', async () => {
      rulesOf(await setHours([{ weekday: TUESDAY, opens: '14:00', closes: '15:00' }]));
      const closed = rulesOf(await call(manager, 'POST', '/closures', { date: ORDER_DAY, reason: 'Staff training' }));
      expect(closed.closures).toContainEqual({ date: ORDER_DAY, reason: 'Staff training' });
      expect(await pickupSlots()).toEqual([]);
      expect(await latestAudit('rules.closure_add')).toMatchObject({ after: { closures: [{ date: ORDER_DAY, reason: 'Staff training' }] } });

      expect(kit.errorOf(await call(manager, 'POST', '/closures', { date: addDays(ORDER_DAY, -1) }), 400).message).toMatch(/has passed/);
      expect(kit.errorOf(await call(manager, 'POST', '/closures', { date: '2026-02-30' }), 400).code).toBe('bad_request');

      const reopened = rulesOf(await call(manager, 'DELETE', `/closures/${ORDER_DAY}`));
      expect(reopened.closures).not.toContainEqual(expect.objectContaining({ date: ORDER_DAY }));
      expect(await pickupSlots()).toEqual(['14:00', '14:15', '14:30', '14:45']);
      expect(kit.errorOf(await call(manager, 'DELETE', `/closures/${ORDER_DAY}`), 404).code).toBe('not_found');
    });

    it('changes lead times, slot length and capacity, cash and the ways of ordering within the table’s bounds; anything else is 400', async () => {
      rulesOf(await setHours([{ weekday: TUESDAY, opens: '14:00', closes: '16:00' }]));
      const changed = rulesOf(await call(manager, 'PATCH', '', { slot_minutes: 30, slot_capacity: 2, accepts_cash: false, delivery_enabled: false }));
      expect(changed).toMatchObject({ slot_minutes: 30, slot_capacity: 2, accepts_cash: false, delivery: { enabled: false }, pickup: { enabled: true } });
      expect(await pickupSlots()).toEqual(['14:00', '14:30', '15:00', '15:30']);
      expect(await latestAudit('rules.update')).toMatchObject({ before: { slot_minutes: 15 }, after: { slot_minutes: 30, accepts_cash: false } });
      rulesOf(await call(manager, 'PATCH', '', { accepts_cash: true, delivery_enabled: true }));
      expect(rulesOf(await call(manager, 'PATCH', '', { max_order_total: 250_000 })).max_order_total).toBe(250_000);
      expect(await latestAudit('rules.update')).toMatchObject({ before: { max_order_total: 100_000 }, after: { max_order_total: 250_000 } });
      rulesOf(await call(manager, 'PATCH', '', { max_order_total: 100_000 }));

      for (const body of [
        { slot_capacity: 0 },
        { slot_minutes: 4 },
        { slot_minutes: 121 },
        { pickup_lead_minutes: 1441 },
        { delivery_lead_minutes: -1 },
        { max_order_total: 999 },
        { max_order_total: 10_000_001 },
        { max_order_total: 1500.5 },
        {},
        { timezone: 'UTC' },
      ]) {
        const refused = await call(manager, 'PATCH', '', body);
        expect(kit.errorOf(refused, 400).code, JSON.stringify(body)).toBe('bad_request');
      }
      expect(rulesOf(await call(manager, 'GET', '')).slot_capacity).toBe(2);
    });

    it('refuses crew changes (403), a manager of another outlet (403), another tenant’s outlet (404), a diner or no token (401)', async () => {
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      const hours = { pickup: [], delivery: [] };
      for (const [method, path, payload] of [
        ['PUT', '/hours', hours],
        ['PATCH', '', { slot_capacity: 3 }],
        ['POST', '/closures', { date: ORDER_DAY }],
        ['DELETE', `/closures/${ORDER_DAY}`, undefined],
      ] as const) {
        expect(kit.errorOf(await call(crew, method, path, payload), 403).code).toBe('forbidden');
      }
      const newtownManager = await kit.signedIn('manager', ['Crust Newtown']);
      expect(kit.errorOf(await call(newtownManager, 'GET', ''), 403).code).toBe('forbidden');
      expect(kit.errorOf(await call(newtownManager, 'PUT', '/hours', hours), 403).code).toBe('forbidden');

      const owner = await kit.signedIn('owner');
      const foreign = await kit.otherTenantOutlet();
      expect(kit.errorOf(await call(owner, 'GET', '', undefined, foreign), 404).code).toBe('not_found');
      expect(kit.errorOf(await call(owner, 'PATCH', '', { slot_capacity: 3 }, foreign), 404).code).toBe('not_found');

      const diner = await kit.guest();
      expect(kit.errorOf(await call(diner, 'GET', ''), 401).code).toBe('unauthorized');
      expect(kit.errorOf(await call(null, 'PATCH', '', { slot_capacity: 3 }), 401).code).toBe('unauthorized');

      // An owner works at every outlet.
      expect(rulesOf(await call(owner, 'PATCH', '', { slot_capacity: 3 })).slot_capacity).toBe(3);
    });
  },
  {},
  { now: () => clock },
);

describeEachDatabase('console: delivery zones', (get) => {
  const kit = { ...orderKit(get), ...staffKit(get) };
  let surryHills = 0;
  let manager: SignedInStaff;
  // Outside the seeded zones (seed-ordering-rules.ts).
  const zone = { name: 'Alexandria', postcodes: ['2015'], suburbs: ['  Alexandria '], fee: 700, minimum_order: 2000, free_delivery_over: null, sort_order: 5 };
  const address = { formattedAddress: '1 Bourke Rd, Alexandria NSW 2015', suburb: 'Alexandria', city: 'Sydney', postcode: '2015' };

  const call = (who: Caller | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path = '', payload?: object, outletId = surryHills) =>
    kit.inject({ method, url: `/api/console/outlets/${outletId}/zones${path}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  async function chargeFor(who: Caller) {
    return kit.inject({ method: 'POST', url: '/api/v2/checkout/delivery-charge', headers: who.headers, payload: { restaurant_id: surryHills, ...address } });
  }

  beforeAll(async () => {
    surryHills = await kit.outletId(SURRY_HILLS);
    manager = await kit.signedIn('manager', [SURRY_HILLS]);
  });

  it('adds, changes and removes a zone: the delivery charge follows each at once', async () => {
    const diner = await kit.guestWithCart(4);
    expect(kit.errorOf(await chargeFor(diner), 422).code).toBe('outside_delivery_area');

    const created = await call(manager, 'POST', '', zone);
    expect(created.statusCode, created.body).toBe(201);
    const { data: made } = created.json() as { data: { id: number } };
    expect(made).toEqual({ ...zone, id: expect.any(Number), suburbs: ['alexandria'] });
    const charged = await chargeFor(diner);
    expect(charged.statusCode, charged.body).toBe(200);
    expect(deliveryChargeResponseSchema.parse(charged.json()).data).toEqual({
      delivery_charge: 700,
      minimum_order: 2000,
      free_delivery_over: null,
      spend_for_free_delivery: null,
    });

    const updated = await call(manager, 'PUT', `/${made.id}`, { ...zone, fee: 450, free_delivery_over: 100 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(deliveryChargeResponseSchema.parse((await chargeFor(diner)).json()).data).toEqual({
      delivery_charge: 0,
      minimum_order: 2000,
      free_delivery_over: 100,
      spend_for_free_delivery: null,
    });

    const listed = await call(manager, 'GET');
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { data: { id: number; fee: number }[] }).data).toContainEqual(expect.objectContaining({ id: made.id, fee: 450 }));
    const [entry] = await get()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.target, `zone:${made.id}`), eq(auditLog.action, 'zone.update')));
    expect(entry).toMatchObject({ before: { fee: 700 }, after: { fee: 450 } });

    const removed = await call(manager, 'DELETE', `/${made.id}`);
    expect(removed.statusCode).toBe(204);
    expect(kit.errorOf(await chargeFor(diner), 422).code).toBe('outside_delivery_area');
    expect(kit.errorOf(await call(manager, 'DELETE', `/${made.id}`), 404).code).toBe('not_found');
  });

  it('refuses a negative fee, a bad postcode, a zone listing nothing, or a fractional amount (400)', async () => {
    for (const body of [
      { ...zone, fee: -1 },
      { ...zone, minimum_order: 12.5 },
      { ...zone, free_delivery_over: -100 },
      { ...zone, postcodes: ['20151'] },
      { ...zone, postcodes: [], suburbs: [] },
      { ...zone, name: ' ' },
    ]) {
      expect(kit.errorOf(await call(manager, 'POST', '', body), 400).code, JSON.stringify(body)).toBe('bad_request');
    }
  });

  it('crew read but do not change (403); another outlet’s manager 403; another tenant’s outlet or zone 404; a diner 401', async () => {
    const crew = await kit.signedIn('crew', [SURRY_HILLS]);
    expect((await call(crew, 'GET')).statusCode).toBe(200);
    expect(kit.errorOf(await call(crew, 'POST', '', zone), 403).code).toBe('forbidden');
    expect(kit.errorOf(await call(crew, 'PUT', '/1', zone), 403).code).toBe('forbidden');
    expect(kit.errorOf(await call(crew, 'DELETE', '/1'), 403).code).toBe('forbidden');
    const newtownManager = await kit.signedIn('manager', ['Crust Newtown']);
    expect(kit.errorOf(await call(newtownManager, 'POST', '', zone), 403).code).toBe('forbidden');

    const foreign = await kit.otherTenantOutlet();
    const otherOwner = await kit.signedIn('owner', [], OTHER_TENANT);
    const foreignZone = await call(otherOwner, 'POST', '', zone, foreign);
    expect(foreignZone.statusCode, foreignZone.body).toBe(201);
    const foreignZoneId = (foreignZone.json() as { data: { id: number } }).data.id;
    const owner = await kit.signedIn('owner');
    expect(kit.errorOf(await call(owner, 'GET', '', undefined, foreign), 404).code).toBe('not_found');
    // Another tenant's zone through one's own outlet is as unknown as a zone that does not exist.
    expect(kit.errorOf(await call(owner, 'PUT', `/${foreignZoneId}`, zone), 404).code).toBe('not_found');
    expect(kit.errorOf(await call(owner, 'DELETE', `/${foreignZoneId}`), 404).code).toBe('not_found');

    expect(kit.errorOf(await call(await kit.guest(), 'GET'), 401).code).toBe('unauthorized');
  });
});
