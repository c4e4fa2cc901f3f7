import type { Cart } from '@crust/contract/cart';
import type { Menu, MenuDeal } from '@crust/contract/menu';
import { onlinePrice } from '@crust/contract/prices';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { cartLines } from '../../db/schema/cart-lines.ts';
import { deals } from '../../db/schema/deals.ts';
import { products } from '../../db/schema/products.ts';
import { restaurantProducts } from '../../db/schema/restaurant-products.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { cartKit, configurationValue, dealNamed, eventually, normalForm, productNamed, productsOf, SURRY_HILLS, TENANT, type Guest } from './cart-test-kit.ts';

// Issue 19: the catalogue changes under carts. A line whose product, deal or a deal's item is archived
// or no longer sold at the outlet stays in the cart with `available: false` and the diner's reason,
// costs nothing and is left out of every total, instead of failing the cart or vanishing from it;
// once its dish is back it is orderable again.

/** What the diner sees of each line: its name, whether it can be ordered, why not, and what it costs. */
const linesOf = (cart: Cart) => cart.items.map((item) => [item.name, item.available, item.unavailable_reason, item.item_total]);

describeEachDatabase('cart lines whose dish left the menu', (get) => {
  const kit = cartKit(get);
  let menu: Menu;
  beforeAll(async () => {
    menu = await kit.menuOf(SURRY_HILLS);
  });
  const product = (name: string) => productNamed(menu, name);
  const storedLines = async (guest: Guest) => (await get().db.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.guestId, guest.rowId))).length;

  /** Archives the tenant's product for the length of `body` (a console archive writes archived_at). */
  async function whileArchived(productId: number, body: () => Promise<void>) {
    const product = eq(products.id, productId);
    await get()
      .db.update(products)
      .set({ archivedAt: sql`now()` })
      .where(product);
    try {
      await body();
    } finally {
      await get().db.update(products).set({ archivedAt: null }).where(product);
    }
  }

  /** A deal with each slot filled by its first choice. */
  const dealForm = (deal: MenuDeal) => ({
    ...(deal.deal_id === null ? { combo_product_id: deal.combo_product_id } : { deal_id: deal.deal_id }),
    children: deal.components.map((component) => {
      const item = productsOf(menu).find((candidate) => candidate.restaurant_product_id === component.choices[0])!;
      return {
        deal_component_type_id: component.deal_component_type_id,
        restaurant_product_id: item.restaurant_product_id,
        product_id: item.product_id,
        quantity: component.quantity,
      };
    }),
  });

  it('an archived product’s line answers 200, unavailable and unpriced, out of the totals; unarchived, it is priced again', async () => {
    const guest = await kit.guest();
    const [knots, cannoli] = [product('Garlic Knots'), product('Cannoli')];
    await kit.added(guest, SURRY_HILLS, normalForm(knots, { quantity: 2, notes: 'Extra dip' }));
    await kit.added(guest, SURRY_HILLS, normalForm(cannoli));
    await whileArchived(knots.product_id, async () => {
      const cart = await eventually(
        () => kit.cart(guest),
        (read) => read.items[0]?.available === false,
      );
      expect(linesOf(cart)).toEqual([
        ['Garlic Knots', false, 'No longer on the menu', 0],
        ['Cannoli', true, null, onlinePrice(cannoli)],
      ]);
      // Named from its rows (the menu no longer has it), with what the diner chose, at no price.
      expect(cart.items[0]).toMatchObject({
        product_id: knots.product_id,
        restaurant_product_id: knots.restaurant_product_id,
        quantity: 2,
        notes: 'Extra dip',
        price: 0,
        online_price: 0,
        discounted_item_total: 0,
        tax: 0,
        coupon_id: null,
        dine_in_only: false,
      });
      // Still in the cart (the count says so), never in the money.
      expect(cart).toMatchObject({ item_count: 3, subtotal: onlinePrice(cannoli), total: onlinePrice(cannoli), discount_total: 0 });
      expect(await storedLines(guest)).toBe(2);
    });
    const back = await eventually(
      () => kit.cart(guest),
      (read) => read.items[0]?.available === true,
    );
    expect(linesOf(back)).toEqual([
      ['Garlic Knots', true, null, onlinePrice(knots) * 2],
      ['Cannoli', true, null, onlinePrice(cannoli)],
    ]);
    expect(back.total).toBe(onlinePrice(knots) * 2 + onlinePrice(cannoli));
  });

  it('the diner removes an unavailable line like any other', async () => {
    const guest = await kit.guest();
    const [knots, cannoli] = [product('Garlic Knots'), product('Cannoli')];
    await kit.added(guest, SURRY_HILLS, normalForm(knots));
    await kit.added(guest, SURRY_HILLS, normalForm(cannoli));
    await whileArchived(knots.product_id, async () => {
      const cart = await eventually(
        () => kit.cart(guest),
        (read) => read.items[0]?.available === false,
      );
      const after = kit.cartOf(await kit.calls.remove(guest, cart.items[0]!.id));
      expect(linesOf(after)).toEqual([['Cannoli', true, null, onlinePrice(cannoli)]]);
      expect(await storedLines(guest)).toBe(1);
    });
  });

  it('a half-and-half with an archived half, and a deal archived or with an archived item, are unavailable by their own names', async () => {
    const guest = await kit.guest();
    const [garlic, supreme] = [product('Garlic & Herb'), product('Supreme')];
    await kit.added(guest, SURRY_HILLS, {
      is_half_and_half: true,
      configurations: [configurationValue(garlic, 'Size', 'Medium'), configurationValue(garlic, 'Crust', 'Classic')],
      cart_portions: [
        { portion: 'left', restaurant_product_id: garlic.restaurant_product_id, product_id: garlic.product_id },
        { portion: 'right', restaurant_product_id: supreme.restaurant_product_id, product_id: supreme.product_id },
      ],
    });
    const combo = dealNamed(menu, 'Lunch Combo');
    const comboForm = dealForm(combo);
    await kit.added(guest, SURRY_HILLS, comboForm);
    const comboItem = productsOf(menu).find((candidate) => candidate.restaurant_product_id === comboForm.children[0]!.restaurant_product_id)!;

    await whileArchived(supreme.product_id, async () => {
      const cart = await eventually(
        () => kit.cart(guest),
        (read) => read.items[0]?.available === false,
      );
      expect(linesOf(cart)[0]).toEqual(['Half Garlic & Herb / Half Supreme', false, 'No longer on the menu', 0]);
      expect(cart.total).toBe(cart.items[1]!.discounted_item_total);
    });

    const comboRow = eq(deals.id, combo.combo_product_id!);
    await get()
      .db.update(deals)
      .set({ archivedAt: sql`now()` })
      .where(comboRow);
    try {
      const cart = await eventually(
        () => kit.cart(guest),
        (read) => read.items[1]?.available === false,
      );
      expect(linesOf(cart)[1]).toEqual(['Lunch Combo', false, 'No longer on the menu', 0]);
      expect(cart.items[1]).toMatchObject({ deal_id: null, combo_product_id: combo.combo_product_id });
      expect(cart.items[0]!.available).toBe(true);
    } finally {
      await get().db.update(deals).set({ archivedAt: null }).where(comboRow);
    }

    // The combo is on the menu, one of its items is not: the deal says why, with its items.
    await whileArchived(comboItem.product_id, async () => {
      const cart = await eventually(
        () => kit.cart(guest),
        (read) => read.items[1]?.available === false,
      );
      expect(linesOf(cart)[1]).toEqual(['Lunch Combo', false, 'No longer on the menu', 0]);
    });
    await eventually(
      () => kit.cart(guest),
      (read) => read.items.every((item) => item.available),
    );
  });

  it('a product deleted outright (its offer row gone) still shows, unnamed, rather than failing the cart', async () => {
    const restaurantId = await kit.outletId(SURRY_HILLS);
    const categoryId = menu.categories[0]!.id;
    const [created] = await get()
      .db.insert(products)
      .values({ tenantId: TENANT, categoryId, name: 'Pop-up Calzone', price: 1900 })
      .returning({ id: products.id });
    await get().db.insert(restaurantProducts).values({ tenantId: TENANT, restaurantId, productId: created!.id });
    try {
      const calzone = productNamed(
        await eventually(
          () => kit.menuOf(SURRY_HILLS),
          (read) => productsOf(read).some((entry) => entry.name === 'Pop-up Calzone'),
        ),
        'Pop-up Calzone',
      );
      const guest = await kit.guest();
      await kit.added(guest, SURRY_HILLS, normalForm(calzone));
      await kit.added(guest, SURRY_HILLS, normalForm(product('Cannoli')));
      await get().db.delete(products).where(eq(products.id, created!.id));
      const cart = await eventually(
        () => kit.cart(guest),
        (read) => read.items[0]?.available === false,
      );
      expect(linesOf(cart)).toEqual([
        ['An item', false, 'No longer on the menu', 0],
        ['Cannoli', true, null, onlinePrice(product('Cannoli'))],
      ]);
      expect(cart.items[0]).toMatchObject({ product_id: null, restaurant_product_id: calzone.restaurant_product_id });
    } finally {
      await get().db.delete(products).where(eq(products.id, created!.id));
    }
  });
});
