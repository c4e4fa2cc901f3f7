import { offersResponseSchema, publicOfferSchema, type PublicOffer } from '@crust/contract/offers';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { coupons } from '../../db/schema/coupons.ts';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import { restaurants } from '../../db/schema/restaurants.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { cartKit, SURRY_HILLS, TENANT } from '../cart/cart-test-kit.ts';

// Issue 18 point 12: /deals lists the outlet's automatic offers and public codes (GET /api/v2/offers),
// from the demo tenant's coupons (seed/demo-coupons.ts) and some made here.

const HOUR = 3_600_000;

describeEachDatabase('offers: the public coupons and automatic offers of an outlet', (get) => {
  const kit = cartKit(get);
  const offersResponse = (tenantId: unknown, restaurantId: unknown) =>
    kit.inject({ method: 'GET', url: `/api/v2/offers?tenant_id=${tenantId}&restaurant_id=${restaurantId}` });
  async function offers(tenantId: number, restaurantId: number): Promise<PublicOffer[]> {
    const response = await offersResponse(tenantId, restaurantId);
    expect(response.statusCode, response.body).toBe(200);
    // Exactly the contract's keys: nothing of a coupon's uses (how many, by whom) leaves the server.
    for (const offer of (response.json() as { data: { offers: Record<string, unknown>[] } }).data.offers)
      expect(Object.keys(offer).sort()).toEqual(Object.keys(publicOfferSchema.shape).sort());
    return offersResponseSchema.parse(response.json()).data.offers;
  }
  const codes = (list: PublicOffer[]) => list.map((offer) => offer.code ?? offer.name);

  it('lists the automatic offers first, then the public codes a diner can use now, with their conditions', async () => {
    const response = await offersResponse(TENANT, await kit.outletId(SURRY_HILLS));
    expect(offersResponseSchema.parse(response.json()).data.timezone).toBe('Australia/Sydney');
    const list = await offers(TENANT, await kit.outletId(SURRY_HILLS));
    // LAUNCH50 is used up (100 of 100) and SUMMER24 has expired: neither is listed.
    expect(codes(list)).toEqual([
      'Free garlic bread with any 2 pizzas',
      '10% off drinks when you pay online',
      'SAVE10',
      'FIVEOFF',
      'PIZZA20',
      'WINGS3',
      'CASH5',
      'WELCOME15',
    ]);
    expect(list.find((offer) => offer.code === 'CASH5')).toEqual({
      code: 'CASH5',
      name: '$5 off when you pay cash on delivery',
      min_order: 2000,
      payment: 'cash_on_delivery',
      valid_until: null,
      uses_per_customer: null,
    });
    expect(list.find((offer) => offer.code === 'WELCOME15')?.uses_per_customer).toBe(1);
    expect(list[1]).toMatchObject({ code: null, payment: 'online' });
  });

  it('leaves out a private, disabled, scheduled, expired or used-up code and another outlet’s, and lists one made public', async () => {
    const surryHills = await kit.outletId(SURRY_HILLS);
    const newtown = await kit.outletId('Crust Newtown');
    const now = Date.now();
    const base = { tenantId: TENANT, kind: 'fixed' as const, value: 100 };
    const made = await get()
      .db.insert(coupons)
      .values([
        { ...base, code: 'PRIVATE1', name: 'Private', isPublic: false },
        { ...base, code: 'OFF1', name: 'Disabled', isPublic: true, active: false },
        { ...base, code: 'SOON1', name: 'Scheduled', isPublic: true, validFrom: new Date(now + HOUR) },
        { ...base, code: 'OVER1', name: 'Expired', isPublic: true, validUntil: new Date(now - HOUR) },
        { ...base, code: 'GONE1', name: 'Used up', isPublic: true, usageLimitTotal: 5, usedCount: 5 },
        { ...base, code: 'NEWTOWN1', name: 'Newtown only', isPublic: true, restaurantId: newtown },
        { ...base, code: 'LEFT1', name: 'Two left', isPublic: true, usageLimitTotal: 5, usedCount: 3, validUntil: new Date(now + HOUR) },
      ])
      .returning({ id: coupons.id, code: coupons.code });
    try {
      const atSurryHills = codes(await offers(TENANT, surryHills));
      expect(atSurryHills).toContain('LEFT1');
      for (const hidden of ['PRIVATE1', 'OFF1', 'SOON1', 'OVER1', 'GONE1', 'NEWTOWN1']) expect(atSurryHills).not.toContain(hidden);
      expect(codes(await offers(TENANT, newtown))).toContain('NEWTOWN1');

      // The console's switch: made public, the code is listed.
      const privateId = made.find((row) => row.code === 'PRIVATE1')!.id;
      await get().db.update(coupons).set({ isPublic: true }).where(eq(coupons.id, privateId));
      expect(codes(await offers(TENANT, surryHills))).toContain('PRIVATE1');
    } finally {
      for (const row of made) await get().db.delete(coupons).where(eq(coupons.id, row.id));
    }
  });

  it('answers only for an open outlet of the tenant named: 404 otherwise, 400 for a malformed query', async () => {
    await get().db.insert(tenants).values({ id: 68, name: 'Another pizza shop' });
    const [foreign] = await get()
      .db.insert(restaurants)
      .values({ tenantId: 68, name: 'Elsewhere', streetName: '1 Other St', city: 'Perth', phone: '08 0000 0000' })
      .returning({ id: restaurants.id });
    const [surryHillsSettings] = await get()
      .db.select({ webConfig: restaurantSettings.webConfig })
      .from(restaurantSettings)
      .where(eq(restaurantSettings.restaurantId, await kit.outletId(SURRY_HILLS)));
    await get()
      .db.insert(restaurantSettings)
      .values({ restaurantId: foreign!.id, tenantId: 68, webConfig: surryHillsSettings!.webConfig, timezone: 'Australia/Perth' });
    await get().db.insert(coupons).values({ tenantId: 68, code: null, name: 'Elsewhere’s own offer', kind: 'percent', value: 5 });
    const surryHills = await kit.outletId(SURRY_HILLS);

    expect(codes(await offers(68, foreign!.id))).toEqual(['Elsewhere’s own offer']);
    expect(offersResponseSchema.parse((await offersResponse(68, foreign!.id)).json()).data.timezone).toBe('Australia/Perth');
    expect(codes(await offers(TENANT, surryHills))).not.toContain('Elsewhere’s own offer');
    for (const [tenantId, restaurantId] of [
      [68, surryHills],
      [TENANT, foreign!.id],
      [TENANT, 987_654],
      [TENANT, await kit.outletId('Crust Parramatta')],
    ])
      expect(kit.errorOf(await offersResponse(tenantId, restaurantId), 404).code).toBe('not_found');
    expect(kit.errorOf(await offersResponse('x', surryHills), 400).code).toBe('bad_request');
  });
});
