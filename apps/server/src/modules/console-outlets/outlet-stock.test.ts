import { outletStockResponseSchema, stockModifierResponseSchema, stockProductResponseSchema, type OutletStock } from '@crust/contract/console-outlets';
import { auditLogResponseSchema } from '@crust/contract/console-staff';
import type { Menu } from '@crust/contract/menu';
import { and, desc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { categories } from '../../db/schema/categories.ts';
import { modifierGroups, modifiers } from '../../db/schema/modifiers.ts';
import { outletModifierStock } from '../../db/schema/outlet-modifier-stock.ts';
import { products } from '../../db/schema/products.ts';
import { restaurantProducts } from '../../db/schema/restaurant-products.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { MEDIUM_CLASSIC, normalForm, productNamed, SURRY_HILLS, type Caller } from '../cart/cart-test-kit.ts';
import { clockAt, ORDER_DAY, orderKit } from '../orders/order-test-kit.ts';
import { OTHER_TENANT, staffKit, type SignedInStaff } from '../staff/staff-test-kit.ts';

// Issue 10: a manager marks a product or a modifier out of stock at one outlet; the menu shows it
// within 1 s, the cart refuses to add it, and an order holding it is refused (out_of_stock).

const NEWTOWN = 'Crust Newtown';
const DIPS = ['Garlic aioli', 'Smoky BBQ', 'Ranch', 'Sriracha mayo', 'Blue cheese'];

const modifierNamesOf = (menu: Menu, product: string) =>
  productNamed(menu, product).modifier_groups.flatMap((group) => group.modifiers.map((modifier) => modifier.name));

describeEachDatabase(
  'console: outlet stock',
  (get) => {
    const kit = { ...orderKit(get), ...staffKit(get) };
    let surryHills = 0;
    let manager: SignedInStaff;

    const list = (who: Caller | null, search?: string, outletId = surryHills) =>
      kit.inject({
        method: 'GET',
        url: `/api/console/outlets/${outletId}/stock${search === undefined ? '' : `?search=${encodeURIComponent(search)}`}`,
        headers: who?.headers ?? {},
      });
    const set = (who: Caller | null, kind: 'products' | 'modifiers', id: number, inStock: boolean, outletId = surryHills) =>
      kit.inject({ method: 'PUT', url: `/api/console/outlets/${outletId}/stock/${kind}/${id}`, headers: who?.headers ?? {}, payload: { in_stock: inStock } });
    async function stockOf(who: Caller, search?: string): Promise<OutletStock> {
      const response = await list(who, search);
      expect(response.statusCode, response.body).toBe(200);
      return outletStockResponseSchema.parse(response.json()).data;
    }
    async function modifierId(name: string, group: string): Promise<number> {
      const found = (await stockOf(manager, name)).modifiers.find((modifier) => modifier.name === name && modifier.group === group);
      if (!found) throw new Error(`Surry Hills offers no ${group}: ${name}`);
      return found.id;
    }
    async function setOk(kind: 'products' | 'modifiers', id: number, inStock: boolean) {
      const response = await set(manager, kind, id, inStock);
      expect(response.statusCode, response.body).toBe(200);
      return (kind === 'products' ? stockProductResponseSchema : stockModifierResponseSchema).parse(response.json()).data;
    }
    /** Polls the menu API until `reflects` holds; how long that took, in ms (the issue's bar is 1 s). */
    async function msUntilMenu(reflects: (menu: Menu) => boolean): Promise<number> {
      const started = performance.now();
      while (!reflects(await kit.menuOf(SURRY_HILLS))) {
        if (performance.now() - started > 5000) throw new Error('The menu never reflected the change');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return performance.now() - started;
    }

    beforeAll(async () => {
      surryHills = await kit.outletId(SURRY_HILLS);
      manager = await kit.signedIn('manager', [SURRY_HILLS]);
      await kit.setSlotCapacity(10_000);
    });
    afterEach(async () => {
      await get().db.update(restaurantProducts).set({ inStock: true }).where(eq(restaurantProducts.restaurantId, surryHills));
      await get().db.delete(outletModifierStock).where(eq(outletModifierStock.restaurantId, surryHills));
    });

    it('lists the outlet’s products and the modifiers they offer, with stock; search narrows both by name or group', async () => {
      const all = await stockOf(manager);
      const menu = await kit.menuOf(SURRY_HILLS);
      const margherita = productNamed(menu, 'Margherita');
      expect(all.products).toContainEqual({ id: margherita.restaurant_product_id, name: 'Margherita', category: expect.any(String), in_stock: true });
      expect(all.products.some((product) => !product.in_stock)).toBe(true);
      expect(all.modifiers).toContainEqual({ id: expect.any(Number), name: 'Pepperoni', group: 'Extra toppings', in_stock: true });

      const garlic = await stockOf(manager, 'GARLIC');
      expect(garlic.products.map((product) => product.name)).toEqual(expect.arrayContaining(['Garlic Bread', 'Cheesy Garlic Bread']));
      expect(garlic.products.every((product) => /garlic/i.test(product.name + product.category))).toBe(true);
      expect(garlic.modifiers.map((modifier) => modifier.name)).toEqual(expect.arrayContaining(['Garlic prawns', 'Garlic aioli', 'No garlic']));
      expect(garlic.modifiers.every((modifier) => /garlic/i.test(modifier.name + modifier.group))).toBe(true);
      expect((await stockOf(manager, 'Dip')).modifiers.map((modifier) => modifier.name)).toEqual(DIPS);
      // A wildcard is a character like any other.
      expect(await stockOf(manager, '%')).toEqual({ products: [], modifiers: [] });
    });

    it('a product out of stock reaches the menu at once, the cart refuses it, an order holding it is out_of_stock; back in stock it sells again', async () => {
      const diner = await kit.guest();
      await kit.added(diner, SURRY_HILLS, normalForm(productNamed(await kit.menuOf(SURRY_HILLS), 'Margherita'), { configurations: MEDIUM_CLASSIC }));
      const margherita = productNamed(await kit.menuOf(SURRY_HILLS), 'Margherita');

      expect(await setOk('products', margherita.restaurant_product_id, false)).toMatchObject({ name: 'Margherita', in_stock: false });
      expect(await msUntilMenu((menu) => !productNamed(menu, 'Margherita').in_stock)).toBeLessThan(1000);
      // Only this outlet's.
      expect(productNamed(await kit.menuOf(NEWTOWN), 'Margherita').in_stock).toBe(true);

      const refusedAdd = kit.errorOf(
        await kit.calls.add(diner, { restaurant_id: surryHills, guest_id: diner.guestId, ...normalForm(margherita, { configurations: MEDIUM_CLASSIC }) }),
        400,
      );
      expect(refusedAdd.message).toBe('Margherita is out of stock.');
      const [line] = (await kit.cart(diner)).items;
      expect(line?.restaurant_products?.in_stock).toBe(false);
      const refused = kit.errorOf(await kit.place(diner, await kit.pickupBody(diner)), 409);
      expect(refused).toMatchObject({ code: 'out_of_stock', message: expect.stringContaining('Margherita') });

      await setOk('products', margherita.restaurant_product_id, true);
      expect(await msUntilMenu((menu) => productNamed(menu, 'Margherita').in_stock)).toBeLessThan(1000);
      kit.orderOf(await kit.place(diner, await kit.pickupBody(diner)));
    });

    it('a modifier out of stock leaves that outlet’s menu, the cart refuses it, an order holding it is out_of_stock; back in stock it returns', async () => {
      const diner = await kit.guest();
      const form = normalForm(productNamed(await kit.menuOf(SURRY_HILLS), 'Margherita'), { configurations: MEDIUM_CLASSIC, modifiers: ['Pepperoni'] });
      await kit.added(diner, SURRY_HILLS, form);
      const pepperoni = await modifierId('Pepperoni', 'Extra toppings');

      expect(await setOk('modifiers', pepperoni, false)).toEqual({ id: pepperoni, name: 'Pepperoni', group: 'Extra toppings', in_stock: false });
      expect(await msUntilMenu((menu) => !modifierNamesOf(menu, 'Margherita').includes('Pepperoni'))).toBeLessThan(1000);
      expect(productNamed(await kit.menuOf(SURRY_HILLS), 'Margherita').in_stock).toBe(true);
      expect(modifierNamesOf(await kit.menuOf(NEWTOWN), 'Margherita')).toContain('Pepperoni');
      expect((await stockOf(manager, 'Pepperoni')).modifiers).toContainEqual({ id: pepperoni, name: 'Pepperoni', group: 'Extra toppings', in_stock: false });

      const refusedAdd = kit.errorOf(await kit.calls.add(diner, { restaurant_id: surryHills, guest_id: diner.guestId, ...form }), 400);
      expect(refusedAdd.message).toBe('Pepperoni is out of stock.');
      // The line already in the cart is still priced and shown, but cannot be ordered.
      expect((await kit.cart(diner)).items[0]?.modifiers.map((modifier) => modifier.name)).toEqual(['Pepperoni']);
      expect(kit.errorOf(await kit.place(diner, await kit.pickupBody(diner)), 409).code).toBe('out_of_stock');

      await setOk('modifiers', pepperoni, true);
      expect(await msUntilMenu((menu) => modifierNamesOf(menu, 'Margherita').includes('Pepperoni'))).toBeLessThan(1000);
      kit.orderOf(await kit.place(diner, await kit.pickupBody(diner)));
    });

    it('a product whose required choice is all sold out shows out of stock', async () => {
      for (const dip of DIPS) await setOk('modifiers', await modifierId(dip, 'Choose a dip'), false);
      const wings = productNamed(await kit.menuOf(SURRY_HILLS), 'Chicken Wings');
      expect(wings.in_stock).toBe(false);
      expect(wings.modifier_groups.find((group) => group.name === 'Choose a dip')?.modifiers).toEqual([]);
    });

    it('a stock write made elsewhere (another instance, plain SQL) reaches this instance’s menu within 1 s', async () => {
      const pepperoni = await modifierId('Pepperoni', 'Extra toppings');
      expect(modifierNamesOf(await kit.menuOf(SURRY_HILLS), 'Margherita')).toContain('Pepperoni');
      await get().db.insert(outletModifierStock).values({ tenantId: 64, restaurantId: surryHills, modifierId: pepperoni, inStock: false });
      expect(await msUntilMenu((menu) => !modifierNamesOf(menu, 'Margherita').includes('Pepperoni'))).toBeLessThan(1000);
      await get().db.update(restaurantProducts).set({ inStock: false }).where(eq(restaurantProducts.restaurantId, surryHills));
      expect(await msUntilMenu((menu) => !productNamed(menu, 'Margherita').in_stock)).toBeLessThan(1000);
    });

    it('records each change with who made it, before and after', async () => {
      const margherita = productNamed(await kit.menuOf(SURRY_HILLS), 'Margherita');
      const ranch = await modifierId('Ranch', 'Choose a dip');
      await setOk('products', margherita.restaurant_product_id, false);
      await setOk('modifiers', ranch, false);
      const entries = await get()
        .db.select()
        .from(auditLog)
        .where(and(eq(auditLog.restaurantId, surryHills), eq(auditLog.staffId, manager.staffId)))
        .orderBy(desc(auditLog.id))
        .limit(2);
      expect(entries.map(({ action, target, before, after }) => ({ action, target, before, after }))).toEqual([
        {
          action: 'stock.modifier',
          target: `modifier:${ranch}`,
          before: { id: ranch, name: 'Ranch', group: 'Choose a dip', in_stock: true },
          after: { id: ranch, name: 'Ranch', group: 'Choose a dip', in_stock: false },
        },
        {
          action: 'stock.product',
          target: `restaurant_product:${margherita.restaurant_product_id}`,
          before: expect.objectContaining({ name: 'Margherita', in_stock: true }),
          after: expect.objectContaining({ name: 'Margherita', in_stock: false }),
        },
      ]);
    });

    it('another outlet’s or another tenant’s product, or another tenant’s modifier: 404, changing nothing', async () => {
      const { db } = get();
      const newtownMargherita = productNamed(await kit.menuOf(NEWTOWN), 'Margherita');
      expect(kit.errorOf(await set(manager, 'products', newtownMargherita.restaurant_product_id, false), 404).code).toBe('not_found');
      expect(productNamed(await kit.menuOf(NEWTOWN), 'Margherita').in_stock).toBe(true);

      const foreignOutlet = await kit.otherTenantOutlet();
      const [category] = await db.insert(categories).values({ tenantId: OTHER_TENANT, name: 'Other pizzas' }).returning({ id: categories.id });
      const [product] = await db
        .insert(products)
        .values({ tenantId: OTHER_TENANT, categoryId: category!.id, name: 'Other pizza' })
        .returning({ id: products.id });
      const [offer] = await db
        .insert(restaurantProducts)
        .values({ tenantId: OTHER_TENANT, restaurantId: foreignOutlet, productId: product!.id, price: 1000 })
        .returning({ id: restaurantProducts.id });
      const [group] = await db.insert(modifierGroups).values({ tenantId: OTHER_TENANT, name: 'Other toppings' }).returning({ id: modifierGroups.id });
      const [modifier] = await db
        .insert(modifiers)
        .values({ tenantId: OTHER_TENANT, modifierGroupId: group!.id, name: 'Other cheese' })
        .returning({ id: modifiers.id });

      expect(kit.errorOf(await set(manager, 'products', offer!.id, false), 404).code).toBe('not_found');
      expect(kit.errorOf(await set(manager, 'modifiers', modifier!.id, false), 404).code).toBe('not_found');
      expect(kit.errorOf(await set(manager, 'modifiers', 2_000_000_000, false), 404).code).toBe('not_found');
      const [stillInStock] = await db.select({ inStock: restaurantProducts.inStock }).from(restaurantProducts).where(eq(restaurantProducts.id, offer!.id));
      expect(stillInStock?.inStock).toBe(true);
      expect(await db.select().from(outletModifierStock).where(eq(outletModifierStock.modifierId, modifier!.id))).toEqual([]);
    });

    it('crew 403; a manager of another outlet 403; another tenant’s outlet 404; a diner or no token 401', async () => {
      const margherita = productNamed(await kit.menuOf(SURRY_HILLS), 'Margherita');
      const ranch = await modifierId('Ranch', 'Choose a dip');
      const refusals = async (who: Caller | null, status: number, outletId = surryHills) => {
        for (const response of [
          await list(who, undefined, outletId),
          await set(who, 'products', margherita.restaurant_product_id, false, outletId),
          await set(who, 'modifiers', ranch, false, outletId),
        ])
          kit.errorOf(response, status);
      };
      await refusals(await kit.signedIn('crew', [SURRY_HILLS]), 403);
      await refusals(await kit.signedIn('manager', [NEWTOWN]), 403);
      await refusals(await kit.signedIn('owner'), 404, await kit.otherTenantOutlet());
      await refusals(await kit.guest(), 401);
      await refusals(null, 401);
      expect(productNamed(await kit.menuOf(SURRY_HILLS), 'Margherita').in_stock).toBe(true);
      expect(modifierNamesOf(await kit.menuOf(SURRY_HILLS), 'Chicken Wings')).toContain('Ranch');
    });

    // Issue 18: the audit log reads as sentences: who (their role and email), what, at which outlet.
    // Last in the file: clean-up puts every product back in stock, the seeded one the first test counts too.
    it('the audit log names who marked a product out of stock (role and email) and the outlet’s name', async () => {
      const garlicBread = productNamed(await kit.menuOf(SURRY_HILLS), 'Garlic Bread');
      await setOk('products', garlicBread.restaurant_product_id, false);
      const owner = await kit.signedIn('owner');
      const response = await kit.inject({ method: 'GET', url: '/api/console/audit-log?page=1&per_page=1', headers: owner.headers });
      expect(response.statusCode, response.body).toBe(200);
      const [entry] = auditLogResponseSchema.parse(response.json()).data.entries;
      expect(entry).toMatchObject({
        action: 'stock.product',
        staff_id: manager.staffId,
        staff_email: expect.stringMatching(/^manager-\d+-\d+@staff\.test$/),
        staff_role: 'manager',
        restaurant_id: surryHills,
        restaurant_name: SURRY_HILLS,
        before: { name: 'Garlic Bread', in_stock: true },
        after: { name: 'Garlic Bread', in_stock: false },
      });
    });
  },
  {},
  { now: () => clockAt(ORDER_DAY, '12:00') },
);
