import { deliveryChargeResponseSchema, timeSlotsResponseSchema, type TimeSlots } from '@crust/contract/checkout';
import { eq, like, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { outletClosures, slotBookings } from '../../db/schema/outlet-ordering.ts';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import { restaurants } from '../../db/schema/restaurants.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { cartKit, normalForm, productNamed, SURRY_HILLS } from '../cart/cart-test-kit.ts';
import { instantAt, minutesOfClock } from './zoned-time.ts';

// Issue 9: time slots and the delivery charge from the demo outlets' seeded rules (seed-ordering-rules.ts):
// pickup 11:30–14:30 and 17:00–21:30 on a Tuesday, delivery 11:30–14:00 and 17:00–21:00, leads 20
// and 40 minutes, 15-minute slots taking 6 orders; Surry Hills delivers to 2010 for $5, free over $30.

const SYDNEY = 'Australia/Sydney';
const TUESDAY = '2026-11-24';
let clock = new Date();
const setClock = (date: string, time: string) => (clock = instantAt(date, minutesOfClock(time), SYDNEY));

describeEachDatabase(
  'checkout: time slots and delivery charge',
  (get) => {
    const kit = cartKit(get);
    beforeEach(() => setClock(TUESDAY, '12:00'));

    const slotsResponse = async (query: Record<string, string | number>) =>
      kit.inject({
        method: 'GET',
        url: '/api/v2/checkout/time-slots',
        query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
      });
    async function slots(outlet: string, date: string, method: 'pickup' | 'delivery'): Promise<TimeSlots> {
      const response = await slotsResponse({ restaurant_id: await kit.outletId(outlet), date, delivery_method: method });
      expect(response.statusCode, response.body).toBe(200);
      return timeSlotsResponseSchema.parse(response.json()).data;
    }
    const times = (answer: TimeSlots) => answer.slots.map((slot) => slot.time);

    it('lists today’s pickup and delivery slots in the outlet’s zone, none before now plus the lead time', async () => {
      const pickup = await slots(SURRY_HILLS, TUESDAY, 'pickup');
      expect(pickup).toMatchObject({ date: TUESDAY, timezone: SYDNEY, asap_available: false });
      expect(times(pickup).slice(0, 2)).toEqual(['12:30', '12:45']); // 12:00 + 20 minutes: 12:15 is too soon
      expect(times(pickup)).toContain('14:15');
      expect(times(pickup)).not.toContain('14:30');
      expect(times(pickup).at(-1)).toBe('21:15');
      expect(pickup.slots.every((slot) => slot.available)).toBe(true);

      const delivery = await slots(SURRY_HILLS, TUESDAY, 'delivery');
      expect(times(delivery)[0]).toBe('12:45'); // 40 minutes' lead
      expect(times(delivery)).not.toContain('14:00');
      expect(times(delivery).at(-1)).toBe('20:45');
    });

    it('answers 400 for a date before today or more than 7 days ahead, or not a date; 404 for an unknown or inactive outlet', async () => {
      const restaurant_id = await kit.outletId(SURRY_HILLS);
      expect((await slotsResponse({ restaurant_id, date: '2026-12-01', delivery_method: 'pickup' })).statusCode).toBe(200);
      for (const date of ['2026-11-23', '2026-12-02', '24/11/2026', '2026-02-30'])
        expect(kit.errorOf(await slotsResponse({ restaurant_id, date, delivery_method: 'pickup' }), 400).code).toBe('bad_request');
      expect(kit.errorOf(await slotsResponse({ restaurant_id, date: TUESDAY, delivery_method: 'drone' }), 400).code).toBe('bad_request');
      expect(kit.errorOf(await slotsResponse({ restaurant_id: 999_999, date: TUESDAY, delivery_method: 'pickup' }), 404).code).toBe('not_found');
      const [inactive] = await get().db.select({ id: restaurants.id }).from(restaurants).where(like(restaurants.name, '%Parramatta%'));
      expect(kit.errorOf(await slotsResponse({ restaurant_id: inactive!.id, date: TUESDAY, delivery_method: 'pickup' }), 404).code).toBe('not_found');
    });

    it('offers no delivery slots where the outlet does not deliver', async () => {
      expect((await slots('Crust Bondi', TUESDAY, 'delivery')).slots).toEqual([]);
      expect((await slots('Crust Newtown', TUESDAY, 'pickup')).slots.length).toBeGreaterThan(0);
    });

    it('offers no slot while an outlet’s online ordering is paused until someone resumes it, as the demo’s Bondi is (issue 18 point 7)', async () => {
      expect(await slots('Crust Bondi', TUESDAY, 'pickup')).toMatchObject({ asap_available: false, slots: [] });
      const bondi = await kit.outletId('Crust Bondi');
      await get().db.update(restaurantSettings).set({ isOnlineOrderEnabled: 1 }).where(eq(restaurantSettings.restaurantId, bondi));
      try {
        expect((await slots('Crust Bondi', TUESDAY, 'pickup')).slots.length).toBeGreaterThan(0);
      } finally {
        await get().db.update(restaurantSettings).set({ isOnlineOrderEnabled: 0 }).where(eq(restaurantSettings.restaurantId, bondi));
      }
    });

    it('marks a slot unavailable once it has taken as many orders as the outlet allows', async () => {
      const restaurantId = await kit.outletId(SURRY_HILLS);
      const startsAt = instantAt(TUESDAY, minutesOfClock('13:00'), SYDNEY);
      await get().db.insert(slotBookings).values({ tenantId: 64, restaurantId, startsAt, orders: 5 });
      try {
        const availability = async () => (await slots(SURRY_HILLS, TUESDAY, 'pickup')).slots.find((slot) => slot.time === '13:00')?.available;
        expect(await availability()).toBe(true);
        await get().db.update(slotBookings).set({ orders: 6 }).where(eq(slotBookings.restaurantId, restaurantId));
        expect(await availability()).toBe(false);
        // The kitchen's capacity is shared: the delivery slot at that time is full too.
        expect((await slots(SURRY_HILLS, TUESDAY, 'delivery')).slots.find((slot) => slot.time === '13:00')?.available).toBe(false);
      } finally {
        await get().db.delete(slotBookings).where(eq(slotBookings.restaurantId, restaurantId));
      }
    });

    it('offers nothing on a closed date and says why; a Friday shift past midnight is listed under Friday, never under a closed Saturday (issue 18)', async () => {
      const restaurantId = await kit.outletId(SURRY_HILLS);
      const friday = await slots(SURRY_HILLS, '2026-11-27', 'pickup');
      expect(friday.closure).toBeNull();
      // Friday's dinner shift runs to 00:30 (seed-ordering-rules.ts).
      expect(friday.slots.slice(-2)).toEqual(['00:00', '00:15'].map((time) => ({ time, available: true, next_day: true })));
      expect(friday.slots.filter((slot) => !slot.next_day).at(-1)?.time).toBe('23:45');
      expect(times(await slots(SURRY_HILLS, '2026-11-28', 'pickup'))[0]).toBe('11:30');

      await get()
        .db.insert(outletClosures)
        .values([
          { tenantId: 64, restaurantId, date: '2026-11-27', reason: 'Staff party' },
          { tenantId: 64, restaurantId, date: '2026-11-28', reason: null },
        ]);
      try {
        expect(await slots(SURRY_HILLS, '2026-11-27', 'pickup')).toMatchObject({ slots: [], asap_available: false, closure: { reason: 'Staff party' } });
        expect(await slots(SURRY_HILLS, '2026-11-28', 'pickup')).toMatchObject({ slots: [], closure: { reason: null } });
        expect(await slots(SURRY_HILLS, '2026-11-28', 'delivery')).toMatchObject({ slots: [], closure: { reason: null } });
        await get().db.delete(outletClosures).where(eq(outletClosures.date, '2026-11-27'));
        // Friday open again, Saturday still closed: Friday night's 00:00 and 00:15 stay Friday's.
        expect((await slots(SURRY_HILLS, '2026-11-27', 'pickup')).slots.filter((slot) => slot.next_day)).toHaveLength(2);
        expect((await slots(SURRY_HILLS, '2026-11-28', 'pickup')).slots).toEqual([]);
      } finally {
        await get().db.delete(outletClosures).where(eq(outletClosures.restaurantId, restaurantId));
      }
    });

    it('offers ASAP only when the site configuration enables it and the outlet can serve an order now', async () => {
      const restaurantId = await kit.outletId(SURRY_HILLS);
      const asap = (enabled: boolean) =>
        get()
          .db.update(restaurantSettings)
          .set({ webConfig: sql`jsonb_set(${restaurantSettings.webConfig}, '{general,isAsapOptionEnabled}', ${JSON.stringify(enabled)}::jsonb)` })
          .where(eq(restaurantSettings.restaurantId, restaurantId));
      await asap(true);
      try {
        expect((await slots(SURRY_HILLS, TUESDAY, 'pickup')).asap_available).toBe(true);
        expect((await slots(SURRY_HILLS, '2026-11-25', 'pickup')).asap_available).toBe(false); // not today
        setClock(TUESDAY, '14:15'); // 20 minutes' lead passes the 14:30 close
        expect((await slots(SURRY_HILLS, TUESDAY, 'pickup')).asap_available).toBe(false);
        setClock(TUESDAY, '16:00'); // between shifts: later slots, no ASAP
        const between = await slots(SURRY_HILLS, TUESDAY, 'pickup');
        expect(between.asap_available).toBe(false);
        expect(times(between)[0]).toBe('17:00');
      } finally {
        await asap(false);
      }
    });

    const charge = (who: { headers: Record<string, string> } | null, payload: object) =>
      kit.inject({ method: 'POST', url: '/api/v2/checkout/delivery-charge', headers: who?.headers ?? {}, payload });
    const address = async (suburb: string, postcode: string, outlet = SURRY_HILLS) => ({
      restaurant_id: await kit.outletId(outlet),
      formattedAddress: `12 Crown St, ${suburb} NSW ${postcode}`,
      suburb,
      city: 'Sydney',
      postcode,
    });

    it('charges the zone’s fee for the owner’s cart, and nothing once the cart is worth more than $30', async () => {
      const guest = await kit.guest();
      const menu = await kit.menuOf(SURRY_HILLS);
      const small = await kit.added(guest, SURRY_HILLS, { ...normalForm(productNamed(menu, 'Garlic Bread')), quantity: 1 });
      expect(small.total).toBeLessThanOrEqual(3000);
      const first = await charge(guest, await address('Surry Hills', '2010'));
      expect(first.statusCode, first.body).toBe(200);
      expect(deliveryChargeResponseSchema.parse(first.json()).data).toEqual({
        delivery_charge: 500,
        minimum_order: 2000,
        free_delivery_over: 3000,
        // $7.00 of garlic bread is further from free delivery than the nudge's $15.
        spend_for_free_delivery: null,
      });

      let cart = small;
      while (cart.total <= 3000) cart = await kit.added(guest, SURRY_HILLS, { ...normalForm(productNamed(menu, 'Garlic Bread')), quantity: 1 });
      const free = deliveryChargeResponseSchema.parse((await charge(guest, await address('surry hills', '2010'))).json()).data;
      expect(free.delivery_charge).toBe(0);
      // Another zone of the outlet, by suburb: its own fee and minimum.
      const redfern = deliveryChargeResponseSchema.parse((await charge(guest, await address('Redfern', '2016'))).json()).data;
      expect(redfern).toEqual({ delivery_charge: 0, minimum_order: 2500, free_delivery_over: 3000, spend_for_free_delivery: null });
    });

    it('tells the cart and the quote what more to spend for free delivery when close to it, as the fee then goes (issue 18 point 12)', async () => {
      const guest = await kit.guest();
      const menu = await kit.menuOf(SURRY_HILLS);
      const garlicBread = (quantity: number) => ({ ...normalForm(productNamed(menu, 'Garlic Bread')), quantity });
      await kit.added(guest, SURRY_HILLS, garlicBread(3));
      const cart = await kit.cart(guest);
      expect(cart.total).toBe(2100);
      // Free over $30.00 in every Surry Hills zone, so before the address is known: $30.01 − $21.00.
      expect(cart.spend_for_free_delivery).toBe(901);
      const quote = deliveryChargeResponseSchema.parse((await charge(guest, await address('Surry Hills', '2010'))).json()).data;
      expect(quote).toMatchObject({ delivery_charge: 500, spend_for_free_delivery: 901 });

      // A write's answer reads no zones; the diner's next read says it again.
      const more = await kit.added(guest, SURRY_HILLS, garlicBread(2));
      expect(more.spend_for_free_delivery).toBeNull();
      const free = await kit.cart(guest);
      expect(free.total).toBe(3500);
      expect(free.spend_for_free_delivery).toBeNull();
      expect(deliveryChargeResponseSchema.parse((await charge(guest, await address('Surry Hills', '2010'))).json()).data.delivery_charge).toBe(0);

      // Bondi does not deliver: nothing to promise.
      const bondi = await kit.guest();
      await kit.added(bondi, 'Crust Bondi', { ...normalForm(productNamed(await kit.menuOf('Crust Bondi'), 'Garlic Bread')), quantity: 3 });
      expect((await kit.cart(bondi)).spend_for_free_delivery).toBeNull();
    });

    it('answers 422 outside_delivery_area, naming the outlet, for an address outside its zones or an outlet that does not deliver', async () => {
      const guest = await kit.guest();
      const outside = kit.errorOf(await charge(guest, await address('Sydney', '2000')), 422);
      expect(outside.code).toBe('outside_delivery_area');
      expect(outside.message).toContain('Crust Surry Hills');
      const bondi = kit.errorOf(await charge(guest, await address('Bondi', '2026', 'Crust Bondi')), 422);
      expect(bondi).toEqual({ code: 'outside_delivery_area', message: 'Crust Bondi does not deliver.' });
    });

    it('needs a token (401), a whole address (400) and an outlet of the token’s tenant (404)', async () => {
      const guest = await kit.guest();
      expect(kit.errorOf(await charge(null, await address('Surry Hills', '2010')), 401).code).toBe('unauthorized');
      expect(kit.errorOf(await charge(guest, { ...(await address('Surry Hills', '2010')), postcode: '20' }), 400).code).toBe('bad_request');
      expect(kit.errorOf(await charge(guest, { ...(await address('Surry Hills', '2010')), suburb: '  ' }), 400).code).toBe('bad_request');
      expect(kit.errorOf(await charge(guest, { ...(await address('Surry Hills', '2010')), restaurant_id: 999_999 }), 404).code).toBe('not_found');
    });
  },
  {},
  { now: () => clock },
);
