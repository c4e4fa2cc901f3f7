import { consoleCouponResponseSchema, consoleCouponsResponseSchema, couponUsesResponseSchema, type ConsoleCoupon } from '@crust/contract/console-coupons';
import type { Menu } from '@crust/contract/menu';
import { offersResponseSchema } from '@crust/contract/offers';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { coupons } from '../../db/schema/coupons.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { productNamed, SURRY_HILLS, type Caller } from '../cart/cart-test-kit.ts';
import { clockAt, GUEST_DETAILS, ORDER_DAY, orderKit } from '../orders/order-test-kit.ts';
import { OTHER_TENANT, staffKit, type SignedInStaff } from '../staff/staff-test-kit.ts';

// Issue 10: managers create, edit, disable and enable coupons with the cart's own rules; a change
// reaches diners' carts at once, and each person changes only the coupons of their outlets.

const NEWTOWN = 'Crust Newtown';
const clock = clockAt(ORDER_DAY, '12:00');

describeEachDatabase(
  'console: coupons',
  (get) => {
    const kit = { ...orderKit(get), ...staffKit(get) };
    let menu: Menu;
    let surryHills = 0;
    let newtown = 0;
    /** Works at every outlet of the tenant, as the demo's manager does. */
    let manager: SignedInStaff;
    let surryHillsManager: SignedInStaff;
    let made = 0;

    const call = (who: Caller | null, method: 'GET' | 'POST' | 'PUT', path = '', payload?: object) =>
      kit.inject({ method, url: `/api/console/coupons${path}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
    function couponOf(response: LightMyRequestResponse, status = 200): ConsoleCoupon {
      expect(response.statusCode, response.body).toBe(status);
      return consoleCouponResponseSchema.parse(response.json()).data;
    }
    const listOf = async (who: Caller, query = '') => {
      const response = await call(who, 'GET', query);
      expect(response.statusCode, response.body).toBe(200);
      return consoleCouponsResponseSchema.parse(response.json()).data;
    };
    /** A fresh code coupon's body: 25% off at every outlet. */
    const couponBody = (overrides: object = {}) => ({ code: `CONSOLE${(made += 1)}`, name: 'Console test', kind: 'percent', value: 25, ...overrides });
    const create = async (who: Caller, overrides: object = {}) => couponOf(await call(who, 'POST', '', couponBody(overrides)), 201);
    const cartWith = (guest: Caller & { guestId: number }, code: string) => kit.calls.get(guest, { guest_id: guest.guestId, coupon_code: code });

    beforeAll(async () => {
      menu = await kit.menuOf(SURRY_HILLS);
      surryHills = await kit.outletId(SURRY_HILLS);
      newtown = await kit.outletId(NEWTOWN);
      manager = await kit.signedIn('manager', [SURRY_HILLS, NEWTOWN, 'Crust Bondi', 'Crust Parramatta']);
      surryHillsManager = await kit.signedIn('manager', [SURRY_HILLS]);
      await kit.setSlotCapacity(10_000);
    });

    it('a coupon made here applies in a cart at once; edited, the cart follows; disabled, the cart refuses it; enabled, it applies again', async () => {
      const coupon = await create(manager);
      expect(coupon).toMatchObject({ code: coupon.code, kind: 'percent', value: 25, scope: 'order', restaurant_id: null, used_count: 0, disabled: false });
      const guest = await kit.guestWithCart(4);
      const plain = kit.cartOf(await kit.calls.get(guest, { guest_id: guest.guestId }));
      expect(kit.cartOf(await cartWith(guest, coupon.code!)).discount_total).toBe(Math.floor(plain.total / 4));

      couponOf(await call(manager, 'PUT', `/${coupon.id}`, couponBody({ code: coupon.code, value: 10 })));
      expect(kit.cartOf(await cartWith(guest, coupon.code!)).discount_total).toBe(Math.floor(plain.total / 10));

      expect(couponOf(await call(manager, 'POST', `/${coupon.id}/disable`)).disabled).toBe(true);
      expect(kit.errorOf(await cartWith(guest, coupon.code!), 400).code).toBe('invalid_coupon');
      expect(couponOf(await call(manager, 'POST', `/${coupon.id}/enable`)).disabled).toBe(false);
      expect(kit.cartOf(await cartWith(guest, coupon.code!)).discount_total).toBe(Math.floor(plain.total / 10));

      const audit = await get()
        .db.select()
        .from(auditLog)
        .where(eq(auditLog.target, `coupon:${coupon.id}`))
        .orderBy(desc(auditLog.id));
      expect(audit.map((entry) => entry.action)).toEqual(['coupon.enable', 'coupon.disable', 'coupon.update', 'coupon.create']);
      expect(audit[2]).toMatchObject({ staffId: manager.staffId, before: { value: 25 }, after: { value: 10 } });
    });

    it('a code is private until made public: then the storefront’s /deals lists it, and no longer once private again (issue 18 point 12)', async () => {
      const coupon = await create(manager);
      expect(coupon.is_public).toBe(false);
      const listed = async () => {
        const response = await kit.inject({ method: 'GET', url: `/api/v2/offers?tenant_id=64&restaurant_id=${surryHills}` });
        expect(response.statusCode, response.body).toBe(200);
        return offersResponseSchema.parse(response.json()).data.offers.map((offer) => offer.code);
      };
      expect(await listed()).not.toContain(coupon.code);
      const made = couponOf(await call(manager, 'PUT', `/${coupon.id}`, couponBody({ code: coupon.code, is_public: true })));
      expect(made.is_public).toBe(true);
      expect(await listed()).toContain(coupon.code);
      // PUT replaces the whole definition: left out, the flag is off again.
      expect(couponOf(await call(manager, 'PUT', `/${coupon.id}`, couponBody({ code: coupon.code }))).is_public).toBe(false);
      expect(await listed()).not.toContain(coupon.code);
    });

    it('lists uses (when, order, customer) and counts them; a coupon becoming limited starts from the uses so far', async () => {
      const coupon = await create(manager);
      const guest = await kit.guestWithCart(2);
      const placed = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest, { coupon_code: coupon.code })));
      expect((await listOf(manager)).find((listed) => listed.id === coupon.id)?.used_count).toBe(1);

      const response = await call(manager, 'GET', `/${coupon.id}/uses?page=1&per_page=10`);
      expect(response.statusCode, response.body).toBe(200);
      expect(couponUsesResponseSchema.parse(response.json()).data).toEqual({
        uses: [
          {
            used_at: expect.any(String),
            order_id: placed.id,
            order_number: placed.number,
            restaurant_id: surryHills,
            customer_email: GUEST_DETAILS.email,
            customer_phone: expect.any(String),
          },
        ],
        page: 1,
        per_page: 10,
        total: 1,
      });
      // A manager of other outlets sees the tenant-wide coupon, not the diners of Surry Hills.
      const newtownManager = await kit.signedIn('manager', [NEWTOWN]);
      const theirs = couponUsesResponseSchema.parse((await call(newtownManager, 'GET', `/${coupon.id}/uses`)).json()).data;
      expect(theirs).toMatchObject({ uses: [], total: 0 });

      const limited = couponOf(await call(manager, 'PUT', `/${coupon.id}`, couponBody({ code: coupon.code, usage_limit_total: 1 })));
      expect(limited).toMatchObject({ usage_limit_total: 1, used_count: 1 });
      const [row] = await get().db.select({ usedCount: coupons.usedCount }).from(coupons).where(eq(coupons.id, coupon.id));
      expect(row!.usedCount).toBe(1);
    });

    it('validates as the cart prices: kinds, values, scopes, dates, catalogue ids (400); a code the tenant has is 409', async () => {
      const garlicBread = productNamed(menu, 'Garlic Bread');
      const refusals = [
        { value: 150 },
        { value: 0 },
        { kind: 'fixed', value: 0 },
        { kind: 'fixed', value: 12.5 },
        { kind: 'discount' },
        { kind: 'buy_x_get_y', value: 0, buy_quantity: 2, get_quantity: 1 },
        { kind: 'buy_x_get_y', value: 0, buy_quantity: 0, get_quantity: 1, free_product_id: garlicBread.product_id },
        { scope: 'categories', category_ids: [] },
        { scope: 'products', product_ids: [999_999] },
        { scope: 'categories', category_ids: [999_999] },
        { valid_from: '2026-12-01T00:00:00Z', valid_until: '2026-11-01T00:00:00Z' },
        { usage_limit_total: 0 },
        { min_order: -1 },
        { code: 'A' },
        { name: '' },
      ];
      for (const overrides of refusals) {
        expect(kit.errorOf(await call(manager, 'POST', '', couponBody(overrides)), 400).code, JSON.stringify(overrides)).toBe('bad_request');
      }
      const free = await create(manager, {
        code: null,
        kind: 'buy_x_get_y',
        value: 0,
        buy_quantity: 3,
        get_quantity: 1,
        free_product_id: garlicBread.product_id,
      });
      expect(free).toMatchObject({ code: null, kind: 'buy_x_get_y', buy_quantity: 3, free_product_id: garlicBread.product_id });
      const scoped = await create(manager, { code: ' pizza-night ', scope: 'categories', category_ids: [menu.categories[0]!.id] });
      expect(scoped).toMatchObject({ code: 'PIZZA-NIGHT', category_ids: [menu.categories[0]!.id] });

      expect(kit.errorOf(await call(manager, 'POST', '', couponBody({ code: 'SAVE10' })), 409).code).toBe('conflict');
      expect(kit.errorOf(await call(manager, 'PUT', `/${scoped.id}`, couponBody({ code: 'save10' })), 409).code).toBe('conflict');
    });

    it('a manager changes their outlets’ coupons and reads tenant-wide ones; only a manager of every outlet or an owner changes those (403)', async () => {
      const ownCoupon = await create(surryHillsManager, { restaurant_id: surryHills });
      expect(ownCoupon.restaurant_id).toBe(surryHills);
      const newtownCoupon = await create(manager, { restaurant_id: newtown });
      const tenantWide = await create(manager);

      expect(kit.errorOf(await call(surryHillsManager, 'POST', '', couponBody()), 403).code).toBe('forbidden');
      expect(kit.errorOf(await call(surryHillsManager, 'POST', '', couponBody({ restaurant_id: newtown })), 403).code).toBe('forbidden');
      expect(kit.errorOf(await call(surryHillsManager, 'PUT', `/${newtownCoupon.id}`, couponBody()), 403).code).toBe('forbidden');
      expect(kit.errorOf(await call(surryHillsManager, 'POST', `/${tenantWide.id}/disable`), 403).code).toBe('forbidden');
      expect(kit.errorOf(await call(surryHillsManager, 'GET', `/${newtownCoupon.id}/uses`), 403).code).toBe('forbidden');
      // Moving their coupon to every outlet would change the other outlets' prices.
      expect(kit.errorOf(await call(surryHillsManager, 'PUT', `/${ownCoupon.id}`, couponBody({ restaurant_id: null })), 403).code).toBe('forbidden');
      expect(couponOf(await call(surryHillsManager, 'POST', `/${ownCoupon.id}/disable`)).disabled).toBe(true);

      const seen = (await listOf(surryHillsManager)).map((coupon) => coupon.id);
      expect(seen).toEqual(expect.arrayContaining([ownCoupon.id, tenantWide.id]));
      expect(seen).not.toContain(newtownCoupon.id);
      const atNewtown = (await listOf(manager, `?outlet_id=${newtown}`)).map((coupon) => coupon.id);
      expect(atNewtown).toEqual(expect.arrayContaining([newtownCoupon.id, tenantWide.id]));
      expect(atNewtown).not.toContain(ownCoupon.id);
      expect(kit.errorOf(await call(surryHillsManager, 'GET', `?outlet_id=${newtown}`), 403).code).toBe('forbidden');

      const owner = await kit.signedIn('owner');
      expect(couponOf(await call(owner, 'POST', `/${tenantWide.id}/disable`)).disabled).toBe(true);
    });

    it('crew 403, another tenant’s coupon or outlet 404, a diner or no token 401', async () => {
      const coupon = await create(manager);
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      expect(kit.errorOf(await call(crew, 'GET'), 403).code).toBe('forbidden');
      expect(kit.errorOf(await call(crew, 'POST', '', couponBody()), 403).code).toBe('forbidden');
      expect(kit.errorOf(await call(crew, 'POST', `/${coupon.id}/disable`), 403).code).toBe('forbidden');

      const foreignOutlet = await kit.otherTenantOutlet();
      const [foreign] = await get()
        .db.insert(coupons)
        .values({ tenantId: OTHER_TENANT, code: 'THEIRS', name: 'Theirs', kind: 'percent', value: 10 })
        .returning({ id: coupons.id });
      const owner = await kit.signedIn('owner');
      expect(kit.errorOf(await call(owner, 'PUT', `/${foreign!.id}`, couponBody()), 404).code).toBe('not_found');
      expect(kit.errorOf(await call(owner, 'POST', `/${foreign!.id}/disable`), 404).code).toBe('not_found');
      expect(kit.errorOf(await call(owner, 'GET', `/${foreign!.id}/uses`), 404).code).toBe('not_found');
      expect(kit.errorOf(await call(owner, 'POST', '', couponBody({ restaurant_id: foreignOutlet })), 404).code).toBe('not_found');
      expect(kit.errorOf(await call(owner, 'GET', `?outlet_id=${foreignOutlet}`), 404).code).toBe('not_found');
      // The same code in another tenant is no conflict.
      expect((await create(owner, { code: 'THEIRS' })).code).toBe('THEIRS');
      const [untouched] = await get()
        .db.select({ active: coupons.active })
        .from(coupons)
        .where(and(eq(coupons.id, foreign!.id), eq(coupons.tenantId, OTHER_TENANT)));
      expect(untouched!.active).toBe(true);

      const diner = await kit.guest();
      expect(kit.errorOf(await call(diner, 'GET'), 401).code).toBe('unauthorized');
      expect(kit.errorOf(await call(null, 'POST', `/${coupon.id}/disable`), 401).code).toBe('unauthorized');
    });
  },
  {},
  { now: () => clock },
);
