import type { Menu } from '@crust/contract/menu';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartLines } from '../../db/schema/cart-lines.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import {
  cartKit,
  chosen,
  componentNamed,
  configurationValue,
  dealNamed,
  MEDIUM_CLASSIC,
  normalForm,
  productNamed,
  SURRY_HILLS,
  type Guest,
} from './cart-test-kit.ts';

// Issue #4: every bad input answers 400 JSON { error: { code, message } } with a clear message, and
// nothing is stored. Each case runs against a cart that already holds one line, which must survive.

describeEachDatabase('cart input validation', (get) => {
  const kit = cartKit(get);
  let menu: Menu;
  let restaurantId: number;
  beforeAll(async () => {
    menu = await kit.menuOf(SURRY_HILLS);
    restaurantId = await kit.outletId(SURRY_HILLS);
  });

  const product = (name: string, unit?: string) => productNamed(menu, name, unit);
  const pizza = (name = 'Margherita') => normalForm(product(name), { configurations: MEDIUM_CLASSIC });

  /** A guest whose cart holds one garlic bread, and a check that it still holds exactly that. */
  async function guestWithLine() {
    const guest = await kit.guest();
    const before = await kit.added(guest, SURRY_HILLS, normalForm(product('Garlic Bread')));
    return {
      guest,
      unchanged: async () => {
        expect(await kit.cart(guest)).toEqual(before);
        const rows = await get().db.select({ id: cartLines.id, quantity: cartLines.quantity }).from(cartLines).where(eq(cartLines.guestId, guest.rowId));
        expect(rows).toEqual([{ id: before.items[0]!.id, quantity: 1 }]);
      },
    };
  }

  /** POSTs the body (with outlet and owner unless it overrides them) and expects a 400 whose message matches. */
  async function refusedAdd(guest: Guest, body: object, message: RegExp) {
    const response = await kit.calls.add(guest, { restaurant_id: restaurantId, guest_id: guest.guestId, ...body });
    const error = kit.errorOf(response, 400);
    expect(error.code).toBe('bad_request');
    expect(error.message).toMatch(message);
  }

  describe('quantities', () => {
    it.each([
      ['0', 0, /Quantity must be at least 1/],
      ['negative', -2, /Quantity must be at least 1/],
      ['fractional', 1.5, /Quantity must be a whole number/],
      ['a string', '2', /Quantity must be a whole number/],
      ['100 (over the line maximum of 99)', 100, /Quantity must be at most 99/],
      ['null', null, /Quantity must be a whole number/],
    ])('refuses an add with quantity %s', async (_case, quantity, message) => {
      const { guest, unchanged } = await guestWithLine();
      await refusedAdd(guest, { ...pizza(), quantity }, message);
      await refusedAdd(guest, { ...normalForm(product('Garlic Bread')), quantity }, message);
      await unchanged();
    });

    it.each([
      ['0', 0],
      ['negative', -1],
      ['fractional', 2.5],
      ['a string', '3'],
      ['100', 100],
    ])('refuses an update to quantity %s', async (_case, quantity) => {
      const { guest, unchanged } = await guestWithLine();
      const [line] = (await kit.cart(guest)).items;
      const error = kit.errorOf(await kit.calls.update(guest, { cart_id: line!.id, quantity }), 400);
      expect(error).toMatchObject({ code: 'bad_request', message: expect.stringMatching(/^body\.quantity: Quantity must be/) });
      await unchanged();
    });

    it('refuses a deal child quantity of 0 or over 99', async () => {
      const { guest, unchanged } = await guestWithLine();
      const combo = dealNamed(menu, 'Lunch Combo');
      const hawaiian = product('Hawaiian');
      const can = product('Coca-Cola', '375 ml');
      for (const quantity of [0, 100]) {
        await refusedAdd(
          guest,
          {
            combo_product_id: combo.combo_product_id,
            children: [
              {
                deal_component_type_id: componentNamed(combo, 'Classic pizza').deal_component_type_id,
                restaurant_product_id: hawaiian.restaurant_product_id,
                product_id: hawaiian.product_id,
                quantity,
              },
              {
                deal_component_type_id: componentNamed(combo, 'Can of drink').deal_component_type_id,
                restaurant_product_id: can.restaurant_product_id,
                product_id: can.product_id,
              },
            ],
          },
          /children\.0\.quantity: Quantity must be/,
        );
      }
      await unchanged();
    });
  });

  describe('products and outlets', () => {
    it('refuses an unknown product', async () => {
      const { guest, unchanged } = await guestWithLine();
      await refusedAdd(guest, { ...pizza(), restaurant_product_id: 2_000_000_000 }, /Item 2000000000 is not on this restaurant's menu/);
      await unchanged();
    });

    it('refuses a product another outlet offers, even its offer of a product this outlet sells', async () => {
      const { guest, unchanged } = await guestWithLine();
      const newtown = productNamed(await kit.menuOf('Crust Newtown'), 'Margherita');
      await refusedAdd(guest, normalForm(newtown, { configurations: MEDIUM_CLASSIC }), /is not on this restaurant's menu/);
      await unchanged();
    });

    it('refuses a restaurant_product_id and product_id that do not belong together', async () => {
      const { guest, unchanged } = await guestWithLine();
      await refusedAdd(guest, { ...pizza('Margherita'), product_id: product('Pepperoni').product_id }, /is not on this restaurant's menu/);
      await unchanged();
    });

    it('refuses an out-of-stock product', async () => {
      const { guest, unchanged } = await guestWithLine();
      await refusedAdd(guest, normalForm(product('Lamb & Tzatziki'), { configurations: MEDIUM_CLASSIC }), /Lamb & Tzatziki is out of stock/);
      await unchanged();
    });

    it('refuses an unknown or closed outlet', async () => {
      const { guest, unchanged } = await guestWithLine();
      await refusedAdd(guest, { ...pizza(), restaurant_id: 2_000_000_000 }, /Unknown restaurant/);
      await refusedAdd(guest, { ...pizza(), restaurant_id: await kit.outletId('Crust Parramatta') }, /closed/);
      await unchanged();
    });
  });

  describe('sizes, crusts and toppings', () => {
    it('refuses modifier choices that break a group’s min: a required dip left out', async () => {
      const { guest, unchanged } = await guestWithLine();
      await refusedAdd(
        guest,
        normalForm(product('Chicken Wings'), { configurations: [['Heat', 'Mild']] }),
        /Choose at least 1 from Choose a dip for Chicken Wings/,
      );
      await unchanged();
    });

    it('refuses modifier choices that break a group’s max: two dips, six toppings, a topping six times', async () => {
      const { guest, unchanged } = await guestWithLine();
      const wings = product('Chicken Wings');
      await refusedAdd(
        guest,
        normalForm(wings, { configurations: [['Heat', 'Mild']], modifiers: ['Ranch', 'Garlic aioli'] }),
        /Choose at most 1 from Choose a dip/,
      );
      const margherita = product('Margherita');
      const six = ['Extra mozzarella', 'Pepperoni', 'Leg ham', 'Bacon', 'Mushrooms', 'Pineapple'];
      await refusedAdd(
        guest,
        normalForm(margherita, { configurations: MEDIUM_CLASSIC, modifiers: six }),
        /Choose at most 5 from Extra toppings for Margherita/,
      );
      const [pepperoni] = chosen(margherita, 'Pepperoni');
      await refusedAdd(guest, { ...pizza(), modifiers: [{ ...pepperoni!, quantity: 6 }] }, /Choose at most 5 from Extra toppings/);
      // The same topping listed twice counts twice.
      await refusedAdd(
        guest,
        {
          ...pizza(),
          modifiers: [
            { ...pepperoni!, quantity: 3 },
            { ...pepperoni!, quantity: 3 },
          ],
        },
        /Choose at most 5 from Extra toppings/,
      );
      await unchanged();
    });

    it('refuses a modifier the product does not have', async () => {
      const { guest, unchanged } = await guestWithLine();
      const ranch = chosen(product('Chicken Wings'), 'Ranch');
      await refusedAdd(guest, { ...pizza(), modifiers: ranch }, /Margherita has no option \d+/);
      await refusedAdd(guest, { ...pizza(), modifiers: [{ modifier_id: 2_000_000_000 }] }, /has no option 2000000000/);
      await unchanged();
    });

    it('refuses configurations on a modifier: no modifier on the menu has any', async () => {
      const { guest, unchanged } = await guestWithLine();
      const margherita = product('Margherita');
      const [pepperoni] = chosen(margherita, 'Pepperoni');
      const large = configurationValue(margherita, 'Size', 'Large');
      await refusedAdd(guest, { ...pizza(), modifiers: [{ ...pepperoni!, configurations: [large] }] }, /no options of its own/);
      await unchanged();
    });

    it('refuses a configuration value the product lacks, one it does not have, one missing and one chosen twice', async () => {
      const { guest, unchanged } = await guestWithLine();
      const nutella = product('Nutella Pizza');
      const medium = configurationValue(product('Margherita'), 'Size', 'Medium');
      // There is no medium Nutella pizza.
      await refusedAdd(guest, { ...normalForm(nutella), configurations: [medium] }, /Nutella Pizza does not come in that Size/);
      const heat = configurationValue(product('Chicken Wings'), 'Heat', 'Hot');
      await refusedAdd(guest, { ...pizza(), configurations: [...pizza().configurations, heat] }, /Margherita has no option \d+/);
      await refusedAdd(guest, normalForm(product('Margherita'), { configurations: [['Size', 'Large']] }), /Choose a Crust for Margherita/);
      const large = configurationValue(product('Margherita'), 'Size', 'Large');
      await refusedAdd(guest, { ...pizza(), configurations: [...pizza().configurations, large] }, /Choose one value per option/);
      // A gluten-free base is not offered on every pizza.
      await refusedAdd(
        guest,
        {
          ...pizza('Hawaiian'),
          configurations: [configurationValue(product('Hawaiian'), 'Size', 'Medium'), configurationValue(product('Margherita'), 'Crust', 'Gluten-free')],
        },
        /Hawaiian does not come in that Crust/,
      );
      await unchanged();
    });
  });

  describe('deals and combos', () => {
    const child = (componentName: string, dealName: string, productName: string, quantity = 1, unit?: string) => {
      const deal = dealNamed(menu, dealName);
      const item = product(productName, unit);
      return {
        deal_component_type_id: componentNamed(deal, componentName).deal_component_type_id,
        restaurant_product_id: item.restaurant_product_id,
        product_id: item.product_id,
        quantity,
      };
    };
    const feastChildren = () => [
      child('Large pizzas', 'Family Feast', 'Margherita', 2),
      child('Garlic bread', 'Family Feast', 'Garlic Bread'),
      child('1.25 L drink', 'Family Feast', 'Sprite'),
    ];
    const feast = () => ({ deal_id: dealNamed(menu, 'Family Feast').deal_id, children: feastChildren() });

    it('accepts the well-filled deal the other cases spoil', async () => {
      const guest = await kit.guest();
      expect((await kit.added(guest, SURRY_HILLS, feast())).items[0]?.name).toBe('Family Feast');
    });

    it('refuses a slot filled with too few or too many', async () => {
      const { guest, unchanged } = await guestWithLine();
      const [, bread, drink] = feastChildren();
      await refusedAdd(
        guest,
        { ...feast(), children: [child('Large pizzas', 'Family Feast', 'Margherita', 1), bread, drink] },
        /Choose 2 for Large pizzas in Family Feast/,
      );
      await refusedAdd(
        guest,
        { ...feast(), children: [child('Large pizzas', 'Family Feast', 'Margherita', 3), bread, drink] },
        /Choose 2 for Large pizzas in Family Feast/,
      );
      // A slot left out entirely.
      await refusedAdd(
        guest,
        { ...feast(), children: [child('Large pizzas', 'Family Feast', 'Margherita', 2), bread] },
        /Choose 1 for 1.25 L drink in Family Feast/,
      );
      await refusedAdd(guest, { ...feast(), children: [] }, /A deal needs its items chosen/);
      await unchanged();
    });

    it('refuses a product the slot does not allow, and a part the deal does not have', async () => {
      const { guest, unchanged } = await guestWithLine();
      const [pizzas, , drink] = feastChildren();
      const wrong = {
        ...child('Garlic bread', 'Family Feast', 'Garlic Bread'),
        restaurant_product_id: product('Caesar Salad').restaurant_product_id,
        product_id: product('Caesar Salad').product_id,
      };
      await refusedAdd(guest, { ...feast(), children: [pizzas, wrong, drink] }, /That item cannot be chosen for Garlic bread in Family Feast/);
      // A premium pizza is not a classic one: the Lunch Combo takes classics only.
      const combo = dealNamed(menu, 'Lunch Combo');
      await refusedAdd(
        guest,
        {
          combo_product_id: combo.combo_product_id,
          children: [child('Classic pizza', 'Lunch Combo', 'Margherita'), child('Can of drink', 'Lunch Combo', 'Coca-Cola', 1, '375 ml')].map((entry, index) =>
            index === 0
              ? { ...entry, restaurant_product_id: product('Prawn & Chorizo').restaurant_product_id, product_id: product('Prawn & Chorizo').product_id }
              : entry,
          ),
        },
        /That item cannot be chosen for Classic pizza in Lunch Combo/,
      );
      const foreignPart = { ...drink!, deal_component_type_id: componentNamed(combo, 'Can of drink').deal_component_type_id };
      await refusedAdd(
        guest,
        { ...feast(), children: [pizzas, child('Garlic bread', 'Family Feast', 'Garlic Bread'), foreignPart] },
        /Family Feast has no part \d+/,
      );
      await unchanged();
    });

    it('refuses an unknown deal, a deal sent as a combo, and both ids at once', async () => {
      const { guest, unchanged } = await guestWithLine();
      await refusedAdd(guest, { ...feast(), deal_id: 2_000_000_000 }, /This deal is not on this restaurant's menu/);
      const { deal_id, ...children } = feast();
      await refusedAdd(guest, { ...children, combo_product_id: deal_id }, /This deal is not on this restaurant's menu/);
      await refusedAdd(
        guest,
        { ...feast(), combo_product_id: dealNamed(menu, 'Lunch Combo').combo_product_id },
        /Send exactly one of deal_id and combo_product_id/,
      );
      await unchanged();
    });

    // Issue 18 point 13: a deal's items take their own size, crust and toppings (cart-deal-parts.test.ts),
    // checked like the item's own: a complete size and crust the slot allows, toppings the item offers.
    it('refuses a deal item’s size or crust left incomplete, a size its slot does not allow, and a topping it does not offer', async () => {
      const { guest, unchanged } = await guestWithLine();
      const [pizzas, bread, drink] = feastChildren();
      const margherita = product('Margherita');
      await refusedAdd(
        guest,
        { ...feast(), children: [{ ...pizzas!, configurations: [configurationValue(margherita, 'Crust', 'Stuffed crust')] }, bread, drink] },
        /Choose a Size for Margherita/,
      );
      const medium = [configurationValue(margherita, 'Size', 'Medium'), configurationValue(margherita, 'Crust', 'Classic')];
      await refusedAdd(
        guest,
        { ...feast(), children: [{ ...pizzas!, configurations: medium }, bread, drink] },
        /Large pizzas in Family Feast does not come as Medium/,
      );
      await refusedAdd(guest, { ...feast(), children: [pizzas!, { ...bread!, modifiers: chosen(margherita, 'Bacon') }, drink] }, /Garlic Bread has no option/);
      await unchanged();
    });

    it('refuses an out-of-stock item in a deal slot', async () => {
      const { guest, unchanged } = await guestWithLine();
      const [, bread, drink] = feastChildren();
      const lamb = product('Lamb & Tzatziki');
      const pizzas = { ...child('Large pizzas', 'Family Feast', 'Margherita', 1) };
      await refusedAdd(
        guest,
        { ...feast(), children: [pizzas, { ...pizzas, restaurant_product_id: lamb.restaurant_product_id, product_id: lamb.product_id }, bread, drink] },
        /Lamb & Tzatziki is out of stock/,
      );
      await unchanged();
    });
  });

  describe('half and half', () => {
    const halfBody = (left: string, right: string) => {
      const [l, r] = [product(left), product(right)];
      return {
        is_half_and_half: true,
        configurations: [configurationValue(l, 'Size', 'Medium'), configurationValue(l, 'Crust', 'Classic')],
        cart_portions: [
          { portion: 'left', restaurant_product_id: l.restaurant_product_id, product_id: l.product_id, modifiers: [] },
          { portion: 'right', restaurant_product_id: r.restaurant_product_id, product_id: r.product_id, modifiers: [] },
        ],
      };
    };

    it('refuses half and half with a product that does not allow it', async () => {
      const { guest, unchanged } = await guestWithLine();
      await refusedAdd(guest, halfBody('Margherita', 'Garlic Bread'), /Garlic Bread cannot be ordered half and half/);
      await unchanged();
    });

    it('refuses one half, two left halves, and toppings beyond a half’s group maximum', async () => {
      const { guest, unchanged } = await guestWithLine();
      const body = halfBody('Margherita', 'Pepperoni');
      await refusedAdd(guest, { ...body, cart_portions: body.cart_portions.slice(0, 1) }, /exactly two halves/);
      await refusedAdd(
        guest,
        { ...body, cart_portions: body.cart_portions.map((portion) => ({ ...portion, portion: 'left' })) },
        /one left and one right half/,
      );
      const six = chosen(product('Margherita'), 'Extra mozzarella', 'Pepperoni', 'Leg ham', 'Bacon', 'Mushrooms', 'Pineapple');
      await refusedAdd(
        guest,
        { ...body, cart_portions: [{ ...body.cart_portions[0]!, modifiers: six }, body.cart_portions[1]] },
        /Choose at most 5 from Extra toppings for Margherita/,
      );
      await unchanged();
    });

    it('refuses a size one half does not come in, and an out-of-stock half', async () => {
      const { guest, unchanged } = await guestWithLine();
      // Stuffed crust is not offered on premium pizzas.
      const body = halfBody('Margherita', 'Prawn & Chorizo');
      const stuffed = configurationValue(product('Margherita'), 'Crust', 'Stuffed crust');
      await refusedAdd(guest, { ...body, configurations: [body.configurations[0], stuffed] }, /Prawn & Chorizo does not come in that Crust/);
      await refusedAdd(guest, halfBody('Margherita', 'Lamb & Tzatziki'), /Lamb & Tzatziki is out of stock/);
      await unchanged();
    });
  });

  describe('prices, totals and owners from the client', () => {
    it.each(['price', 'item_total', 'total', 'discount_amount', 'tax'])('refuses a %s sent by the client, in every form', async (field) => {
      const { guest, unchanged } = await guestWithLine();
      const unknownKey = new RegExp(`Unrecognized key.*${field}`);
      await refusedAdd(guest, { ...pizza(), [field]: 1 }, unknownKey);
      await refusedAdd(guest, { ...halfOf('Margherita', 'Supreme'), [field]: 1 }, unknownKey);
      await refusedAdd(guest, { deal_id: dealNamed(menu, 'Family Feast').deal_id, children: [], [field]: 1 }, unknownKey);
      await unchanged();
    });

    it('refuses a price on a modifier or a deal item', async () => {
      const { guest, unchanged } = await guestWithLine();
      const [pepperoni] = chosen(product('Margherita'), 'Pepperoni');
      await refusedAdd(guest, { ...pizza(), modifiers: [{ ...pepperoni, price: 0 }] }, /Unrecognized key.*price/);
      await unchanged();
    });

    it('refuses a body without an owner, and one that is not an object', async () => {
      const { guest, unchanged } = await guestWithLine();
      const response = await kit.calls.add(guest, { restaurant_id: restaurantId, ...pizza() });
      expect(kit.errorOf(response, 400)).toEqual({ code: 'bad_request', message: 'body: Send user_id or guest_id' });
      expect(kit.errorOf(await kit.calls.get(guest, {}), 400).message).toMatch(/Send user_id or guest_id/);
      expect(kit.errorOf(await kit.calls.clear(guest, {}), 400).message).toMatch(/Send user_id or guest_id/);
      const notAnObject = await get().app.inject({ method: 'POST', url: '/api/v2/cart', headers: guest.headers, payload: [pizza()] });
      expect(kit.errorOf(notAnObject, 400).code).toBe('bad_request');
      const noBody = await get().app.inject({ method: 'POST', url: '/api/v2/cart', headers: guest.headers });
      expect(kit.errorOf(noBody, 400).code).toBe('bad_request');
      const badJson = await get().app.inject({
        method: 'POST',
        url: '/api/v2/cart',
        headers: { ...guest.headers, 'content-type': 'application/json' },
        payload: '{"restaurant_id":',
      });
      expect(kit.errorOf(badJson, 400).code).toBe('bad_request');
      await unchanged();
    });

    it('refuses unknown keys in update and clear bodies, and a malformed coupon code', async () => {
      const { guest, unchanged } = await guestWithLine();
      const [line] = (await kit.cart(guest)).items;
      expect(kit.errorOf(await kit.calls.update(guest, { cart_id: line!.id, quantity: 2, price: 1 }), 400).message).toMatch(/Unrecognized key/);
      expect(kit.errorOf(await kit.calls.clear(guest, { guest_id: guest.guestId, everything: true }), 400).message).toMatch(/Unrecognized key/);
      expect(kit.errorOf(await kit.calls.get(guest, { guest_id: guest.guestId, coupon_code: 'no spaces!' }), 400).message).toMatch(
        /A coupon code is 2 to 32 letters/,
      );
      expect(kit.errorOf(await kit.calls.get(guest, { guest_id: guest.guestId, is_cash_on_delivery_opt: 'yes' }), 400).code).toBe('bad_request');
      await unchanged();
    });
  });

  function halfOf(left: string, right: string) {
    const [l, r] = [product(left), product(right)];
    return {
      is_half_and_half: true,
      configurations: [configurationValue(l, 'Size', 'Medium'), configurationValue(l, 'Crust', 'Classic')],
      cart_portions: [
        { portion: 'left', restaurant_product_id: l.restaurant_product_id, product_id: l.product_id },
        { portion: 'right', restaurant_product_id: r.restaurant_product_id, product_id: r.product_id },
      ],
    };
  }
});
