import { timeSlotsResponseSchema } from '@crust/contract/checkout';
import { outletOrderingResponseSchema, type OutletOrdering } from '@crust/contract/console-outlets';
import { restaurantsResponseSchema } from '@crust/contract/restaurants';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { SURRY_HILLS, TENANT, type Caller } from '../cart/cart-test-kit.ts';
import { clockAt, ORDER_DAY, orderKit } from '../orders/order-test-kit.ts';
import { staffKit } from '../staff/staff-test-kit.ts';
import { createOrderingPauseRepo } from './ordering-pause.repo.ts';
import { createOrderingPauseService } from './ordering-pause.service.ts';

// Issue 10: a manager pauses an outlet's online ordering now, for 15, 30 or 60 minutes or until
// resumed; diners see it at once (app settings, order placement) and a timed pause ends by itself.

const MINUTE_MS = 60_000;
let clock = clockAt(ORDER_DAY, '12:00');
const later = (minutes: number) => new Date(clockAt(ORDER_DAY, '12:00').getTime() + minutes * MINUTE_MS);

describeEachDatabase(
  'console: pausing online ordering',
  (get) => {
    const kit = { ...orderKit(get), ...staffKit(get) };
    /** The sweep each instance runs every 15 s, on the suite's database and fake clock. */
    const sweep = () => createOrderingPauseService(createOrderingPauseRepo(get().db), () => clock).resumeDue();
    let surryHills = 0;

    const call = (who: Caller | null, method: 'GET' | 'POST', action: string, payload?: object, outletId = surryHills) =>
      kit.inject({ method, url: `/api/console/outlets/${outletId}/${action}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
    const pause = (who: Caller | null, minutes: number | null, outletId = surryHills) => call(who, 'POST', 'pause', { minutes }, outletId);
    function orderingOf(response: Awaited<ReturnType<typeof call>>): OutletOrdering {
      expect(response.statusCode, response.body).toBe(200);
      return outletOrderingResponseSchema.parse(response.json()).data;
    }
    /** What a diner's storefront reads. */
    const dinersSee = async () => (await kit.dinersSettings(surryHills)).is_online_order_enabled;
    const auditOf = (action: string) => kit.auditOf(surryHills, action);

    beforeAll(async () => {
      surryHills = await kit.outletId(SURRY_HILLS);
      await kit.setSlotCapacity(10_000);
    });
    beforeEach(() => {
      clock = clockAt(ORDER_DAY, '12:00');
    });
    afterEach(async () => {
      await get()
        .db.update(restaurantSettings)
        .set({ isOnlineOrderEnabled: 1, orderingPausedUntil: null })
        .where(eq(restaurantSettings.restaurantId, surryHills));
    });

    it('pauses until resumed: diners see it at once, placement answers ordering_paused, an order placed before stands; resume reopens', async () => {
      const manager = await kit.signedIn('manager', [SURRY_HILLS]);
      const before = await kit.guestWithCart();
      const placed = kit.orderOf(await kit.place(before, await kit.pickupBody(before)));

      expect(orderingOf(await pause(manager, null))).toEqual({ is_online_order_enabled: 0, paused_until: null });
      expect(await dinersSee()).toBe(0);
      const diner = await kit.guestWithCart();
      const refused = kit.errorOf(await kit.place(diner, await kit.pickupBody(diner)), 409);
      expect(refused.code).toBe('ordering_paused');
      expect(kit.orderOf(await kit.read(before, placed.id), 200).status).toBe('placed');
      // Until resumed means no sweep ends it, however late.
      clock = later(24 * 60);
      expect(await sweep()).toBe(0);
      expect(await dinersSee()).toBe(0);

      expect(orderingOf(await call(manager, 'POST', 'resume'))).toEqual({ is_online_order_enabled: 1, paused_until: null });
      expect(await dinersSee()).toBe(1);
      clock = later(0);
      kit.orderOf(await kit.place(diner, await kit.pickupBody(diner)));
    });

    it('pauses for 15 minutes: still paused at 14, reopened by the sweep at 16, recorded as the system’s doing', async () => {
      const manager = await kit.signedIn('manager', [SURRY_HILLS]);
      expect(orderingOf(await pause(manager, 15))).toEqual({ is_online_order_enabled: 0, paused_until: later(15).toISOString() });
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      expect(orderingOf(await call(crew, 'GET', 'ordering'))).toEqual({ is_online_order_enabled: 0, paused_until: later(15).toISOString() });

      clock = later(14);
      expect(await sweep()).toBe(0);
      expect(await dinersSee()).toBe(0);

      clock = later(16);
      await sweep();
      expect(await dinersSee()).toBe(1);
      expect(orderingOf(await call(crew, 'GET', 'ordering'))).toEqual({ is_online_order_enabled: 1, paused_until: null });
      const [entry] = await auditOf('outlet.resume');
      expect(entry).toMatchObject({
        tenantId: TENANT,
        staffId: null,
        byPerson: false,
        before: { is_online_order_enabled: 0, paused_until: later(15).toISOString() },
        after: { is_online_order_enabled: 1, paused_until: null },
      });
    });

    it('a timed pause says until when on the storefront and still takes orders for slots from its end on (issue 18 point 7)', async () => {
      const manager = await kit.signedIn('manager', [SURRY_HILLS]);
      const open = (await kit.dinersSettings(surryHills)).ordering_state;
      // Pickup runs to 14:30; delivery's lunch ends at 14:00, when the state is read again.
      expect(open).toMatchObject({ state: 'open', label: 'Open until 14:30', changes_at: clockAt(ORDER_DAY, '14:00').toISOString() });

      orderingOf(await pause(manager, 60));
      const paused = {
        state: 'paused',
        label: 'Online ordering paused until 13:00',
        changes_at: later(60).toISOString(),
        later_slots: [
          { delivery_method: 'pickup', date: ORDER_DAY, time: '13:00', label: 'today 13:00' },
          { delivery_method: 'delivery', date: ORDER_DAY, time: '13:00', label: 'today 13:00' },
        ],
      };
      expect((await kit.dinersSettings(surryHills)).ordering_state).toEqual(paused);
      const outlets = restaurantsResponseSchema.parse(
        (await kit.inject({ method: 'POST', url: '/api/restaurants-with-images', payload: { tenant_id: TENANT } })).json(),
      );
      expect(outlets.data.find((entry) => entry.restaurant.id === surryHills)?.ordering_state).toEqual(paused);

      const slots = timeSlotsResponseSchema.parse(
        (await kit.inject({ method: 'GET', url: `/api/v2/checkout/time-slots?restaurant_id=${surryHills}&date=${ORDER_DAY}&delivery_method=pickup` })).json(),
      ).data;
      expect(slots.asap_available).toBe(false);
      expect(slots.slots[0]?.time).toBe('13:00');

      const diner = await kit.guestWithCart();
      expect(kit.errorOf(await kit.place(diner, await kit.pickupBody(diner, { asap: true, pickup_time: undefined })), 409).code).toBe('ordering_paused');
      expect(kit.errorOf(await kit.place(diner, await kit.pickupBody(diner, { pickup_time: '12:45' })), 409).code).toBe('ordering_paused');
      expect(kit.orderOf(await kit.place(diner, await kit.pickupBody(diner, { pickup_time: '13:00' }))).status).toBe('placed');

      // With 13:00 taken up to the outlet's capacity, the storefront offers the next slot with room.
      await kit.setSlotCapacity(await kit.slotOrders('13:00'));
      const afterFull = (await kit.dinersSettings(surryHills)).ordering_state.later_slots;
      expect(afterFull.map(({ delivery_method, time }) => [delivery_method, time])).toEqual([
        ['pickup', '13:15'],
        ['delivery', '13:15'],
      ]);
      await kit.setSlotCapacity(10_000);
    });

    it('two sweeps at once reopen an outlet once, with one audit entry', async () => {
      const manager = await kit.signedIn('manager', [SURRY_HILLS]);
      orderingOf(await pause(manager, 30));
      const entriesBefore = (await auditOf('outlet.resume')).length;
      clock = later(31);
      const reopened = await Promise.all([sweep(), sweep(), sweep()]);
      // At most one of them (the app's own 15 s sweep may have been the one): never twice.
      expect(reopened.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(1);
      expect(await auditOf('outlet.resume')).toHaveLength(entriesBefore + 1);
      expect(await dinersSee()).toBe(1);
    });

    it('records each pause and resume with who did it, before and after', async () => {
      const manager = await kit.signedIn('manager', [SURRY_HILLS]);
      orderingOf(await pause(manager, 60));
      orderingOf(await call(manager, 'POST', 'resume'));
      const [paused] = await auditOf('outlet.pause');
      expect(paused).toMatchObject({
        staffId: manager.staffId,
        byPerson: true,
        target: `outlet:${surryHills}`,
        before: { is_online_order_enabled: 1, paused_until: null },
        after: { is_online_order_enabled: 0, paused_until: later(60).toISOString() },
      });
      const [resumed] = await auditOf('outlet.resume');
      expect(resumed).toMatchObject({ staffId: manager.staffId, before: { is_online_order_enabled: 0 }, after: { is_online_order_enabled: 1 } });
    });

    it('refuses a pause of other lengths with 400, changing nothing', async () => {
      const manager = await kit.signedIn('manager', [SURRY_HILLS]);
      for (const minutes of [0, 20, 90, -15]) expect(kit.errorOf(await pause(manager, minutes), 400).code).toBe('bad_request');
      expect(kit.errorOf(await call(manager, 'POST', 'pause', {}), 400).code).toBe('bad_request');
      expect(await dinersSee()).toBe(1);
    });

    it('crew may read but not pause or resume (403); a manager of another outlet 403; another tenant’s outlet 404; a diner or no token 401', async () => {
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      expect(kit.errorOf(await pause(crew, 15), 403).code).toBe('forbidden');
      expect(kit.errorOf(await call(crew, 'POST', 'resume'), 403).code).toBe('forbidden');

      const newtownManager = await kit.signedIn('manager', ['Crust Newtown']);
      expect(kit.errorOf(await pause(newtownManager, 15), 403).code).toBe('forbidden');
      expect(kit.errorOf(await call(newtownManager, 'GET', 'ordering'), 403).code).toBe('forbidden');

      const owner = await kit.signedIn('owner');
      const foreign = await kit.otherTenantOutlet();
      expect(kit.errorOf(await pause(owner, 15, foreign), 404).code).toBe('not_found');
      expect(kit.errorOf(await call(owner, 'GET', 'ordering', undefined, foreign), 404).code).toBe('not_found');

      const diner = await kit.guest();
      expect(kit.errorOf(await pause(diner, 15), 401).code).toBe('unauthorized');
      expect(kit.errorOf(await call(diner, 'GET', 'ordering'), 401).code).toBe('unauthorized');
      expect(kit.errorOf(await call(null, 'POST', 'resume'), 401).code).toBe('unauthorized');
      expect(await dinersSee()).toBe(1);

      // The owner works at every outlet of the tenant.
      expect(orderingOf(await pause(owner, 30)).is_online_order_enabled).toBe(0);
    });
  },
  {},
  { now: () => clock },
);
