import {
  daypartResponseSchema,
  daypartsResponseSchema,
  outletMenuItemResponseSchema,
  outletMenuItemsResponseSchema,
  type Daypart,
  type OutletMenuItem,
} from '@crust/contract/console-outlet-menu';
import type { Menu } from '@crust/contract/menu';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/categories.ts';
import { products } from '../../db/schema/products.ts';
import { restaurantProducts } from '../../db/schema/restaurant-products.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { MEDIUM_CLASSIC, normalForm, productNamed, productsOf, SURRY_HILLS, TENANT, type Caller } from '../cart/cart-test-kit.ts';
import { clockAt, ORDER_DAY, orderKit } from '../orders/order-test-kit.ts';
import { OTHER_TENANT, staffKit, type SignedInStaff } from '../staff/staff-test-kit.ts';

// Issue 19 (per outlet): which products an outlet sells, on which menus and at which prices, and its
// daypart schedules in its zone; the menu follows within a second and the cart refuses what is not
// available now (409 not_available_now).

const NEWTOWN = 'Crust Newtown';
const LUNCH = { name: 'Lunch', weekdays: [1, 2, 3, 4, 5], starts: '11:00', ends: '15:00' };

/** The app's clock: each test sets it; the sessions it signs in stay valid for an hour of real time after it. */
let clock = clockAt(ORDER_DAY, '12:00');

describeEachDatabase(
  'console: outlet menu',
  (get) => {
    const kit = { ...orderKit(get), ...staffKit(get) };
    let surryHills = 0;
    let owner: SignedInStaff;
    let manager: SignedInStaff;
    let crew: SignedInStaff;

    const call = (who: Caller | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, outletId = surryHills) =>
      kit.inject({ method, url: `/api/console/outlets/${outletId}${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
    function itemOf(response: LightMyRequestResponse): OutletMenuItem {
      expect(response.statusCode, response.body).toBe(200);
      return outletMenuItemResponseSchema.parse(response.json()).data;
    }
    async function items(who: Caller = owner, outletId = surryHills): Promise<OutletMenuItem[]> {
      const response = await call(who, 'GET', '/menu-items', undefined, outletId);
      expect(response.statusCode, response.body).toBe(200);
      return outletMenuItemsResponseSchema.parse(response.json()).data;
    }
    async function item(name: string, outletId = surryHills): Promise<OutletMenuItem> {
      const found = (await items(owner, outletId)).find((candidate) => candidate.name === name);
      if (!found) throw new Error(`No product ${name}`);
      return found;
    }
    const saveBody = (current: OutletMenuItem, changes: object = {}) => ({
      sold: current.sold,
      on_main_menu: current.on_main_menu,
      on_instore_menu: current.on_instore_menu,
      on_dinein_menu: current.on_dinein_menu,
      price_override: current.price_override,
      version: current.version,
      ...changes,
    });
    const saveItem = (who: Caller, productId: number, body: object, outletId = surryHills) => call(who, 'PUT', `/menu-items/${productId}`, body, outletId);
    async function daypartOf(response: LightMyRequestResponse, status = 200): Promise<Daypart> {
      expect(response.statusCode, response.body).toBe(status);
      return daypartResponseSchema.parse(response.json()).data;
    }
    const createDaypart = async (body: object, who: Caller = manager) => daypartOf(await call(who, 'POST', '/dayparts', body), 201);
    const deleteDaypart = async (id: number) => expect((await call(manager, 'DELETE', `/dayparts/${id}`)).statusCode).toBe(204);
    /** Polls the menu until `reflects` holds; how long that took in ms (the bar is 1 s). */
    async function msUntilMenu(outlet: string, reflects: (menu: Menu) => boolean): Promise<number> {
      const started = performance.now();
      while (!reflects(await kit.menuOf(outlet))) {
        if (performance.now() - started > 5000) throw new Error('The menu never reflected the change');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return performance.now() - started;
    }
    const onMenu = (menu: Menu, name: string) => productsOf(menu).some((product) => product.name === name);

    beforeAll(async () => {
      surryHills = await kit.outletId(SURRY_HILLS);
      owner = await kit.signedIn('owner');
      manager = await kit.signedIn('manager', [SURRY_HILLS]);
      crew = await kit.signedIn('crew', [SURRY_HILLS]);
    });

    it('lists every product of the tenant with what this outlet does with it; crew read it', async () => {
      clock = clockAt(ORDER_DAY, '12:00');
      const listed = await items(crew);
      const menu = await kit.menuOf(SURRY_HILLS);
      expect(listed.filter((entry) => entry.sold && entry.on_main_menu).map((entry) => entry.product_id)).toEqual(
        expect.arrayContaining(productsOf(menu).map((product) => product.product_id)),
      );
      const margherita = listed.find((entry) => entry.name === 'Margherita')!;
      expect(margherita).toMatchObject({ sold: true, on_main_menu: true, price_override: null, in_stock: true, version: 1 });
      expect(margherita.house_prices.price).toBe(productNamed(menu, 'Margherita').price);
    });

    it('a price override reaches this outlet’s menu within 1 s, not another’s; a stale save is 409 stale_version; audited', async () => {
      clock = clockAt(ORDER_DAY, '12:00');
      const before = await item('Garlic Bread');
      const newtownPrice = productNamed(await kit.menuOf(NEWTOWN), 'Garlic Bread').online_price;
      const saved = itemOf(await saveItem(manager, before.product_id, saveBody(before, { price_override: { price: 1234, online_price: 1111 } })));
      expect(saved).toMatchObject({ price_override: { price: 1234, online_price: 1111 }, version: before.version + 1 });
      expect(await msUntilMenu(SURRY_HILLS, (menu) => productNamed(menu, 'Garlic Bread').online_price === 1111)).toBeLessThan(1000);
      expect(productNamed(await kit.menuOf(SURRY_HILLS), 'Garlic Bread').price).toBe(1234);
      expect(productNamed(await kit.menuOf(NEWTOWN), 'Garlic Bread').online_price).toBe(newtownPrice);

      const stale = kit.errorOf(await saveItem(owner, before.product_id, saveBody(before, { price_override: null })), 409);
      expect(stale).toMatchObject({ code: 'stale_version', message: expect.stringContaining(`version ${saved.version}`) });
      const [audit] = await kit.auditOf(surryHills, 'outlet_menu.item');
      expect(audit).toMatchObject({
        staffId: manager.staffId,
        target: `product:${before.product_id}`,
        before: { price_override: null },
        after: { price_override: { price: 1234, online_price: 1111 } },
      });

      // Back to the house prices.
      itemOf(await saveItem(owner, before.product_id, saveBody(saved, { price_override: null })));
      expect(await msUntilMenu(SURRY_HILLS, (menu) => productNamed(menu, 'Garlic Bread').online_price === newtownPrice)).toBeLessThan(1000);
    });

    it('stopping selling takes it off this outlet’s menu only and keeps its row; selling again brings it back', async () => {
      clock = clockAt(ORDER_DAY, '12:00');
      const before = await item('Margherita');
      const offerId = productNamed(await kit.menuOf(SURRY_HILLS), 'Margherita').restaurant_product_id;
      const stopped = itemOf(await saveItem(manager, before.product_id, saveBody(before, { sold: false })));
      expect(stopped).toMatchObject({ sold: false, on_main_menu: false, on_instore_menu: false, on_dinein_menu: false });
      expect(await msUntilMenu(SURRY_HILLS, (menu) => !onMenu(menu, 'Margherita'))).toBeLessThan(1000);
      expect(onMenu(await kit.menuOf(NEWTOWN), 'Margherita')).toBe(true);
      const [row] = await get().db.select().from(restaurantProducts).where(eq(restaurantProducts.id, offerId));
      expect(row).toMatchObject({ onMainMenu: false, onInstoreMenu: false, onDineinMenu: false });

      itemOf(await saveItem(manager, before.product_id, saveBody(stopped, { sold: true, on_main_menu: true, on_instore_menu: true, on_dinein_menu: true })));
      expect(await msUntilMenu(SURRY_HILLS, (menu) => onMenu(menu, 'Margherita'))).toBeLessThan(1000);
      expect(productNamed(await kit.menuOf(SURRY_HILLS), 'Margherita').restaurant_product_id).toBe(offerId);
    });

    it('sells a product the outlet never offered (a new offer row from version 0); a second save from version 0 is stale', async () => {
      clock = clockAt(ORDER_DAY, '12:00');
      const { db } = get();
      const margherita = await item('Margherita');
      await db.insert(products).values({ tenantId: TENANT, categoryId: margherita.category_id, name: 'Truffle Special', price: 2500 });
      const fresh = await item('Truffle Special');
      expect(fresh).toMatchObject({ sold: false, version: 0, price_override: null, house_prices: { price: 2500 } });
      const body = saveBody(fresh, { sold: true, on_main_menu: true });
      expect(itemOf(await saveItem(manager, fresh.product_id, body))).toMatchObject({ sold: true, on_main_menu: true, on_dinein_menu: false, version: 1 });
      expect(await msUntilMenu(SURRY_HILLS, (menu) => onMenu(menu, 'Truffle Special'))).toBeLessThan(1000);
      expect(onMenu(await kit.menuOf(SURRY_HILLS, 'dinein'), 'Truffle Special')).toBe(false);
      expect(onMenu(await kit.menuOf(NEWTOWN), 'Truffle Special')).toBe(false);
      expect(kit.errorOf(await saveItem(owner, fresh.product_id, body), 409).code).toBe('stale_version');
    });

    it('refuses what the contract does not accept, with 400 naming the field', async () => {
      const margherita = await item('Margherita');
      const cases: [object, string][] = [
        [saveBody(margherita, { sold: true, on_main_menu: false, on_instore_menu: false, on_dinein_menu: false }), 'body.on_main_menu'],
        [saveBody(margherita, { price_override: { price: -1, online_price: null } }), 'body.price_override.price'],
        [{ ...saveBody(margherita), version: undefined }, 'body.version'],
      ];
      for (const [body, field] of cases) expect(kit.errorOf(await saveItem(manager, margherita.product_id, body), 400).message).toContain(field);
      const daypartCases: [object, string][] = [
        [{ ...LUNCH, target: { category_id: margherita.category_id }, weekdays: [0, 8] }, 'body.weekdays'],
        [{ ...LUNCH, target: { category_id: margherita.category_id }, weekdays: [] }, 'body.weekdays'],
        [{ ...LUNCH, target: { category_id: margherita.category_id }, starts: '25:00' }, 'body.starts'],
        [{ ...LUNCH, target: { category_id: margherita.category_id }, ends: '3pm' }, 'body.ends'],
        [{ ...LUNCH, target: { category_id: margherita.category_id, product_id: margherita.product_id } }, 'body.target'],
      ];
      for (const [body, field] of daypartCases) expect(kit.errorOf(await call(manager, 'POST', '/dayparts', body), 400).message).toContain(field);
    });

    it('roles: crew read only, a manager of another outlet 403, another tenant’s outlet, product, category or schedule 404, no token 401', async () => {
      const margherita = await item('Margherita');
      const body = saveBody(margherita);
      const daypart = { ...LUNCH, target: { product_id: margherita.product_id } };
      expect(kit.errorOf(await saveItem(crew, margherita.product_id, body), 403).code).toBe('forbidden');
      expect(kit.errorOf(await call(crew, 'POST', '/dayparts', daypart), 403).code).toBe('forbidden');
      expect(daypartsResponseSchema.parse((await call(crew, 'GET', '/dayparts')).json()).data).toEqual([]);
      const newtownManager = await kit.signedIn('manager', [NEWTOWN]);
      expect(kit.errorOf(await call(newtownManager, 'GET', '/menu-items'), 403).code).toBe('forbidden');
      expect(kit.errorOf(await saveItem(newtownManager, margherita.product_id, body), 403).code).toBe('forbidden');
      // The owner edits every outlet's offer.
      const newtown = await kit.outletId(NEWTOWN);
      itemOf(await saveItem(owner, margherita.product_id, saveBody(await item('Margherita', newtown)), newtown));

      const other = await kit.otherTenantOutlet();
      expect(kit.errorOf(await call(owner, 'GET', '/menu-items', undefined, other), 404).code).toBe('not_found');
      expect(kit.errorOf(await call(owner, 'POST', '/dayparts', daypart, other), 404).code).toBe('not_found');
      const { db } = get();
      const [category] = await db.insert(categories).values({ tenantId: OTHER_TENANT, name: 'Their pizzas' }).returning({ id: categories.id });
      const [product] = await db
        .insert(products)
        .values({ tenantId: OTHER_TENANT, categoryId: category!.id, name: 'Their pizza' })
        .returning({ id: products.id });
      expect(kit.errorOf(await saveItem(owner, product!.id, { ...body, version: 0 }), 404).code).toBe('not_found');
      expect(kit.errorOf(await call(owner, 'POST', '/dayparts', { ...LUNCH, target: { product_id: product!.id } }), 404).code).toBe('not_found');
      expect(kit.errorOf(await call(owner, 'POST', '/dayparts', { ...LUNCH, target: { category_id: category!.id } }), 404).code).toBe('not_found');
      expect(await db.select().from(restaurantProducts).where(eq(restaurantProducts.productId, product!.id))).toEqual([]);
      // A schedule of another outlet is not this one's.
      const newtowns = await daypartOf(await call(owner, 'POST', '/dayparts', daypart, await kit.outletId(NEWTOWN)), 201);
      expect(kit.errorOf(await call(owner, 'PUT', `/dayparts/${newtowns.id}`, { ...daypart, version: 1 }), 404).code).toBe('not_found');
      expect(kit.errorOf(await call(owner, 'DELETE', `/dayparts/${newtowns.id}`), 404).code).toBe('not_found');
      expect((await call(owner, 'DELETE', `/dayparts/${newtowns.id}`, undefined, await kit.outletId(NEWTOWN))).statusCode).toBe(204);
      expect(kit.errorOf(await call(null, 'GET', '/menu-items'), 401).code).toBe('unauthorized');
      expect(kit.errorOf(await call(await kit.guest(), 'GET', '/dayparts'), 401).code).toBe('unauthorized');
    });

    describe('dayparts in the outlet’s zone (Sydney) across daylight-saving changes', () => {
      it('October: a Sunday lunch opens at 11:00 on the wall after the clocks go forward; outside it the menu says when and the cart refuses it', async () => {
        // Saturday 3 October 2026, standard time (UTC+10); the clocks go forward on Sunday the 4th at 02:00.
        clock = clockAt('2026-10-03', '12:00');
        const target = await item('Margherita');
        const created = await createDaypart({ name: 'Sunday lunch', target: { product_id: target.product_id }, weekdays: [7], starts: '11:00', ends: '15:00' });
        expect(created).toMatchObject({ target: { product_id: target.product_id }, weekdays: [7], starts: '11:00', ends: '15:00', version: 1 });
        expect(await msUntilMenu(SURRY_HILLS, (menu) => productNamed(menu, 'Margherita').available === false)).toBeLessThan(1000);
        const margherita = productNamed(await kit.menuOf(SURRY_HILLS), 'Margherita');
        expect(margherita).toMatchObject({ available: false, available_from: '11:00' });
        expect(productNamed(await kit.menuOf(SURRY_HILLS), 'Garlic Bread').available).toBe(true);
        expect(productNamed(await kit.menuOf(NEWTOWN), 'Margherita').available).toBe(true);

        const diner = await kit.guest();
        const add = () =>
          kit.calls.add(diner, { restaurant_id: surryHills, guest_id: diner.guestId, ...normalForm(margherita, { configurations: MEDIUM_CLASSIC }) });
        const refused = kit.errorOf(await add(), 409);
        expect(refused).toEqual({ code: 'not_available_now', message: 'Margherita is not available now: it is available from 11:00.' });
        expect((await kit.cart(diner)).items).toEqual([]);

        // 10:59 daylight time is 23:59 UTC; 11:00 is 00:00 UTC, an hour earlier than the day before. No write: the cache entry ends there.
        clock = new Date(Date.UTC(2026, 9, 3, 23, 59));
        expect(productNamed(await kit.menuOf(SURRY_HILLS), 'Margherita').available).toBe(false);
        clock = new Date(Date.UTC(2026, 9, 4, 0, 0));
        expect(productNamed(await kit.menuOf(SURRY_HILLS), 'Margherita').available).toBe(true);
        expect((await add()).statusCode).toBe(200);
        clock = clockAt('2026-10-04', '15:00');
        expect(productNamed(await kit.menuOf(SURRY_HILLS), 'Margherita')).toMatchObject({ available: false, available_from: '11:00' });
        await deleteDaypart(created.id);
      });

      it('April: a category’s weekday lunch, edited over its version, opens at 11:00 standard time after the clocks go back', async () => {
        // Sunday 5 April 2026: daylight time (UTC+11) until 03:00, standard time (UTC+10) after; Monday the 6th is a weekday.
        clock = new Date(Date.UTC(2026, 3, 5, 23, 30));
        const margherita = await item('Margherita');
        const created = await createDaypart({ ...LUNCH, target: { category_id: margherita.category_id } });
        expect(await msUntilMenu(SURRY_HILLS, (menu) => productNamed(menu, 'Margherita').available === false)).toBeLessThan(1000);
        expect(productNamed(await kit.menuOf(SURRY_HILLS), 'Margherita').available_from).toBe('11:00');
        // 11:00 on Monday the 6th is 01:00 UTC (on Saturday the 4th, still daylight time, it was 00:00 UTC).
        clock = new Date(Date.UTC(2026, 3, 6, 0, 30));
        expect(productNamed(await kit.menuOf(SURRY_HILLS), 'Margherita').available).toBe(false);
        clock = new Date(Date.UTC(2026, 3, 6, 1, 0));
        expect(productNamed(await kit.menuOf(SURRY_HILLS), 'Margherita').available).toBe(true);

        // Edited to a dinner past midnight: 22:00 to 02:00, over the version read; the old version is stale now.
        const dinner = { ...LUNCH, name: 'Late', target: { category_id: margherita.category_id }, starts: '22:00', ends: '02:00' };
        const saved = await daypartOf(await call(manager, 'PUT', `/dayparts/${created.id}`, { ...dinner, version: created.version }));
        expect(saved).toMatchObject({ name: 'Late', starts: '22:00', ends: '02:00', version: 2 });
        expect(kit.errorOf(await call(manager, 'PUT', `/dayparts/${created.id}`, { ...dinner, version: 1 }), 409).code).toBe('stale_version');
        expect(await msUntilMenu(SURRY_HILLS, (menu) => productNamed(menu, 'Margherita').available_from === '22:00')).toBeLessThan(1000);
        // Tuesday 01:30 local: inside Monday's 22:00–02:00.
        clock = clockAt('2026-04-07', '01:30');
        expect(productNamed(await kit.menuOf(SURRY_HILLS), 'Margherita').available).toBe(true);
        const listed = daypartsResponseSchema.parse((await call(crew, 'GET', '/dayparts')).json()).data;
        expect(listed).toEqual([saved]);

        await deleteDaypart(created.id);
        expect(await msUntilMenu(SURRY_HILLS, (menu) => productNamed(menu, 'Margherita').available === true)).toBeLessThan(1000);
        const audits = await get()
          .db.select()
          .from(auditLog)
          .where(eq(auditLog.target, `daypart:${created.id}`));
        expect(audits.map((entry) => entry.action).sort()).toEqual(['outlet_menu.daypart_create', 'outlet_menu.daypart_delete', 'outlet_menu.daypart_update']);
      });
    });
  },
  {},
  { now: () => clock },
);
