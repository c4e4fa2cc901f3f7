import type { Menu, MenuConfiguration, MenuDeal, MenuModifierGroup, MenuProduct } from '@crust/contract/menu';
import { makeProduct } from '@/testing/menu-fixture';

// A small outlet menu with every case the item builder handles: sizes that lower and raise the price,
// a crust only some pizzas offer, optional toppings (max 3), a required dip (min 1, max 1), half-and-half
// pizzas, out-of-stock items, a deal with a premium upcharge and a choice the menu lacks, and a combo.

const size = (large: number): MenuConfiguration => ({
  attribute_id: 1,
  name: 'Size',
  values: [
    { attribute_value_id: 11, name: 'Regular', price_adjustment: 0 },
    { attribute_value_id: 12, name: 'Large', price_adjustment: large },
    { attribute_value_id: 13, name: 'Personal', price_adjustment: -300 },
  ],
});

const crust: MenuConfiguration = {
  attribute_id: 2,
  name: 'Crust',
  values: [
    { attribute_value_id: 21, name: 'Classic', price_adjustment: 0 },
    { attribute_value_id: 22, name: 'Thin', price_adjustment: 0 },
    { attribute_value_id: 23, name: 'Gluten-free', price_adjustment: 300 },
  ],
};

const toppings: MenuModifierGroup = {
  id: 1,
  name: 'Extra toppings',
  min: 0,
  max: 3,
  modifiers: [
    { modifier_id: 301, name: 'Olives', online_price: 150 },
    { modifier_id: 302, name: 'Mushrooms', online_price: 150 },
    { modifier_id: 303, name: 'Extra cheese', online_price: 250 },
    { modifier_id: 304, name: 'Jalapeños', online_price: 99 },
  ],
};

const dip: MenuModifierGroup = {
  id: 2,
  name: 'Choose a dip',
  min: 1,
  max: 1,
  modifiers: [
    { modifier_id: 311, name: 'BBQ', online_price: 0 },
    { modifier_id: 312, name: 'Ranch', online_price: 0 },
    { modifier_id: 313, name: 'Blue cheese', online_price: 100 },
  ],
};

const extraDips: MenuModifierGroup = {
  id: 3,
  name: 'Extra dips',
  min: 0,
  max: 2,
  modifiers: [
    { modifier_id: 314, name: 'Aioli', online_price: 100 },
    { modifier_id: 315, name: 'Sweet chilli', online_price: 100 },
    { modifier_id: 316, name: 'Sriracha mayo', online_price: 120 },
  ],
};

/** The shared product maker with this menu's own ids and prices, no online price and no description. */
const product = (fields: Partial<MenuProduct> & Pick<MenuProduct, 'product_id' | 'restaurant_product_id' | 'name' | 'price'>): MenuProduct =>
  makeProduct({ description: '', online_price: null, image: `/images/products/${fields.product_id}.webp`, ...fields });

export const margherita = product({
  product_id: 101,
  restaurant_product_id: 1101,
  name: 'Margherita',
  description: 'San Marzano tomato, fior di latte and basil.',
  price: 1600,
  online_price: 1450,
  tags: ['vegetarian'],
  allergens: ['gluten', 'milk', 'tree-nuts'],
  allow_half_and_half: true,
  configurations: [size(400), crust],
  modifier_groups: [toppings],
});

export const pepperoni = product({
  product_id: 102,
  restaurant_product_id: 1102,
  name: 'Pepperoni',
  description: 'Double pepperoni and mozzarella.',
  price: 1800,
  online_price: 1650,
  tags: ['spicy'],
  allow_half_and_half: true,
  configurations: [size(500), crust],
  modifier_groups: [toppings],
});

/** Offers no crust, so a half-and-half with it has a size only. */
export const meatLovers = product({
  product_id: 105,
  restaurant_product_id: 1105,
  name: 'Meat Lovers',
  price: 2200,
  online_price: 2100,
  allow_half_and_half: true,
  configurations: [size(600)],
  modifier_groups: [toppings],
});

export const veganGarden = product({
  product_id: 103,
  restaurant_product_id: 1103,
  name: 'Vegan Garden',
  price: 1700,
  tags: ['vegan'],
  in_stock: false,
  allow_half_and_half: true,
  configurations: [size(400), crust],
});

export const hawaiian = product({
  product_id: 104,
  restaurant_product_id: 1104,
  name: 'Hawaiian',
  price: 1600,
  online_price: 1500,
  configurations: [size(400)],
});

export const wings = product({
  product_id: 201,
  restaurant_product_id: 1201,
  name: 'Chicken wings',
  description: 'Crispy wings, tossed in smoky salt.',
  price: 1000,
  online_price: 950,
  unit: '10 pieces',
  modifier_groups: [dip, extraDips],
});

export const garlicBread = product({ product_id: 202, restaurant_product_id: 1202, name: 'Garlic bread', price: 600, online_price: 550 });
export const wedges = product({ product_id: 203, restaurant_product_id: 1203, name: 'Wedges', price: 700, in_stock: false });
export const cola = product({ product_id: 301, restaurant_product_id: 1301, name: 'Cola', price: 450, unit: '1.25 L' });
export const lemonade = product({ product_id: 302, restaurant_product_id: 1302, name: 'Lemonade', price: 450, unit: '1.25 L' });

/** 9999 is on the deal but not on this outlet's menu. */
export const twoPizzaDeal: MenuDeal = {
  deal_id: 7,
  combo_product_id: null,
  name: 'Two pizza feast',
  description: 'Two pizzas, a side and a drink.',
  image: '/images/deals/7.webp',
  price: 3500,
  components: [
    {
      deal_component_type_id: 1,
      name: 'Pizzas',
      quantity: 2,
      choices: [1101, 1102, 1103, 1105, 9999],
      upcharges: [{ restaurant_product_id: 1105, amount: 300 }],
      // Regular or Large (Regular in the price), any crust.
      configuration_value_ids: [11, 12],
    },
    { deal_component_type_id: 2, name: 'Side', quantity: 1, choices: [1202, 1203], upcharges: [], configuration_value_ids: [] },
    {
      deal_component_type_id: 3,
      name: 'Drink',
      quantity: 1,
      choices: [1301, 1302],
      upcharges: [{ restaurant_product_id: 1302, amount: 50 }],
      configuration_value_ids: [],
    },
  ],
};

export const wingsCombo: MenuDeal = {
  deal_id: null,
  combo_product_id: 12,
  name: 'Wings combo',
  description: 'Wings and a drink.',
  image: '/images/deals/combo-12.webp',
  price: 1300,
  components: [
    { deal_component_type_id: 4, name: 'Wings', quantity: 1, choices: [1201], upcharges: [], configuration_value_ids: [] },
    { deal_component_type_id: 5, name: 'Drink', quantity: 1, choices: [1301, 1302], upcharges: [], configuration_value_ids: [] },
  ],
};

export const fixtureMenu: Menu = {
  categories: [
    { id: 1, name: 'Pizzas', image: '/images/categories/pizzas.webp', products: [margherita, pepperoni, veganGarden, hawaiian, meatLovers] },
    { id: 2, name: 'Sides', image: '/images/categories/sides.webp', products: [wings, garlicBread, wedges] },
    // Margherita again, as a featured item: one offer, listed twice.
    { id: 3, name: 'Drinks and favourites', image: '/images/categories/drinks.webp', products: [cola, lemonade, margherita] },
  ],
  deals: [twoPizzaDeal, wingsCombo],
  half_and_half_pricing: 'dearer',
};
