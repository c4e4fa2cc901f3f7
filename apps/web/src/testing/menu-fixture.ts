import type { Menu, MenuDeal, MenuProduct } from '@crust/contract/menu';

let nextId = 100;

/** A plain, in-stock product at $10.00 in store and $11.00 online; override what a test is about. */
export function makeProduct(overrides: Partial<MenuProduct> & Pick<MenuProduct, 'name'>): MenuProduct {
  nextId += 1;
  return {
    product_id: nextId,
    restaurant_product_id: nextId + 1000,
    description: `${overrides.name}, made fresh.`,
    price: 1000,
    online_price: 1100,
    image: `/images/menu/${nextId}.jpg`,
    in_stock: true,
    popular: false,
    is_new: false,
    unit: null,
    tags: [],
    allergens: [],
    allow_half_and_half: false,
    modifier_groups: [],
    configurations: [],
    ...overrides,
  };
}

export const margherita = makeProduct({
  name: 'Margherita',
  description: 'San Marzano tomato, fior di latte, basil.',
  price: 1600,
  online_price: 1750,
  popular: true,
  tags: ['vegetarian'],
  allow_half_and_half: true,
});
export const pepperoni = makeProduct({
  name: 'Pepperoni',
  description: 'Tomato, mozzarella, double pepperoni.',
  price: 1800,
  online_price: null,
  popular: true,
  allow_half_and_half: true,
});
export const diavola = makeProduct({
  name: 'Diavola',
  description: 'Hot salami, chilli, jalapeño.',
  price: 1900,
  online_price: 2050,
  in_stock: false,
  tags: ['spicy'],
});
export const garlicBread = makeProduct({
  name: 'Garlic bread',
  description: 'Wood-fired, with herb butter.',
  price: 700,
  online_price: 800,
  unit: '6 pieces',
  is_new: true,
  tags: ['vegetarian', 'gluten-free-option'],
});
export const cola = makeProduct({ name: 'Cola', description: 'Ice cold.', price: 450, online_price: 500, unit: '1.25 L' });

export const familyDeal: MenuDeal = {
  deal_id: 1,
  combo_product_id: null,
  name: 'Family feast',
  description: 'Two large pizzas, garlic bread and a 1.25 L drink.',
  image: '/images/deals/family.jpg',
  price: 4490,
  components: [
    { deal_component_type_id: 1, name: 'Pizzas', quantity: 2, choices: [margherita.restaurant_product_id], upcharges: [], configuration_value_ids: [] },
  ],
};

export const menuFixture: Menu = {
  categories: [
    { id: 1, name: 'Pizzas', image: '/images/categories/pizzas.jpg', products: [margherita, pepperoni, diavola] },
    { id: 2, name: 'Sides', image: '/images/categories/sides.jpg', products: [garlicBread] },
    { id: 3, name: 'Drinks', image: '/images/categories/drinks.jpg', products: [cola] },
  ],
  deals: [familyDeal],
  half_and_half_pricing: 'dearer',
};
