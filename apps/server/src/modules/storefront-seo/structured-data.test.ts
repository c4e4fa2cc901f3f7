import type { Menu, MenuProduct } from '@crust/contract/menu';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE } from '../../lib/image-view.ts';
import { schemaOrgProblems } from '../../test/schema-org.ts';
import { createStorefrontSeoService } from './storefront-seo.service.ts';
import { decimalPrice, menuJsonLd, restaurantJsonLd, type SeoOutlet } from './structured-data.ts';

const PUBLIC_URL = 'https://order.crust.example';

const outlet: SeoOutlet = {
  restaurant: { id: 7, name: 'Crust Newtown', status: 1 },
  attachment_paths: [{ upload_path: '/uploads/restaurants/newtown.svg' }],
  address: { street_name: '233 King Street', city: 'Newtown NSW 2042', phone: '(02) 9519 2042' },
  hours: {
    pickup: [
      { weekday: 1, opens: '11:00', closes: '22:00' },
      { weekday: 2, opens: '11:00', closes: '22:00' },
      // Past midnight: closes before it opens.
      { weekday: 5, opens: '11:00', closes: '01:00' },
      { weekday: 6, opens: '00:00', closes: '00:00' },
    ],
    delivery: [{ weekday: 1, opens: '17:00', closes: '21:00' }],
  },
};

const product = (overrides: Partial<MenuProduct>): MenuProduct => ({
  product_id: 1,
  restaurant_product_id: 10,
  name: 'Margherita',
  description: 'Tomato, mozzarella, basil',
  price: 1700,
  online_price: 1850,
  image: '/uploads/products/margherita.svg',
  in_stock: true,
  popular: false,
  is_new: false,
  unit: null,
  tags: [],
  allergens: [],
  allow_half_and_half: true,
  modifier_groups: [],
  configurations: [],
  ...overrides,
});

const menu: Menu = {
  categories: [
    {
      id: 1,
      name: 'Pizzas',
      description: 'Wood-fired',
      image: '/uploads/categories/pizzas.svg',
      products: [
        product({ tags: ['vegetarian', 'gluten-free-option', 'spicy'] }),
        product({
          product_id: 2,
          name: 'Vegan Garden',
          description: '',
          online_price: null,
          price: 1905,
          tags: ['vegan', 'vegetarian', 'gluten-free', 'halal'],
        }),
        product({ product_id: 3, name: 'Pepperoni', image: PLACEHOLDER_IMAGE, in_stock: false, price: 7, online_price: null }),
      ],
    },
  ],
  deals: [
    {
      deal_id: 4,
      combo_product_id: null,
      name: 'Two pizzas & a drink',
      description: 'Any two large pizzas',
      image: '/uploads/deals/two.svg',
      price: 3990,
      components: [{ deal_component_type_id: 1, name: 'Pizza', quantity: 2, choices: [10], upcharges: [], configuration_value_ids: [] }],
    },
  ],
  half_and_half_pricing: 'dearer',
};

type Node = Record<string, unknown>;
const sectionsOf = (document: Node) => document.hasMenuSection as Node[];
const itemsOf = (section: Node | undefined) => (section?.hasMenuItem ?? []) as Node[];

describe('the schema.org check the tests rely on', () => {
  it('finds an unknown type, a property the type lacks, and values outside a property’s range', () => {
    const bad = {
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      menuUrl: 'https://x.example/menu',
      url: '/menu',
      address: { '@type': 'Offer', price: '1.00' },
      openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'Funday', opens: '25:00' }],
      hasMenu: { '@type': 'Menu', hasMenuSection: [{ '@type': 'MenuSektion' }] },
    };
    expect(schemaOrgProblems(bad)).toEqual([
      '$.menuUrl: not a property of Restaurant',
      '$.url: "/menu" is not a URL',
      '$.address: a Offer where PostalAddress or Text belongs',
      '$.openingHoursSpecification[0].dayOfWeek: "Funday" is not a DayOfWeek',
      '$.openingHoursSpecification[0].opens: "25:00" is not a Time',
      '$.hasMenu.hasMenuSection[0]: a MenuSektion where MenuSection belongs',
    ]);
  });
});

describe('decimalPrice', () => {
  it('writes integer cents as a decimal of two places, exactly', () => {
    expect([1850, 1700, 1905, 7, 0, 100, 123_456_789].map(decimalPrice)).toEqual(['18.50', '17.00', '19.05', '0.07', '0.00', '1.00', '1234567.89']);
  });
});

describe('restaurantJsonLd', () => {
  const restaurant = restaurantJsonLd({ publicUrl: PUBLIC_URL, outlet, currency: 'AUD' });

  it('is a schema.org Restaurant of known properties only', () => {
    expect(schemaOrgProblems(restaurant)).toEqual([]);
    expect(restaurant).toMatchObject({ '@context': 'https://schema.org', '@type': 'Restaurant', name: 'Crust Newtown', currenciesAccepted: 'AUD' });
  });

  it('names the address and phone, and links the outlet’s menu page and photo absolutely', () => {
    expect(restaurant.address).toEqual({ '@type': 'PostalAddress', streetAddress: '233 King Street', addressLocality: 'Newtown NSW 2042' });
    expect(restaurant.telephone).toBe('(02) 9519 2042');
    expect(restaurant.hasMenu).toBe('https://order.crust.example/menu?outlet=7');
    expect(restaurant.url).toBe('https://order.crust.example/menu?outlet=7');
    expect(restaurant.image).toBe('https://order.crust.example/uploads/restaurants/newtown.svg');
  });

  it('gives the pickup hours, weekdays with the same shift together, a 24-hour day ending a minute before it starts', () => {
    expect(restaurant.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday'], opens: '11:00', closes: '22:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Friday'], opens: '11:00', closes: '01:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '00:00', closes: '23:59' },
    ]);
  });

  it('falls back to the delivery hours for an outlet without pickup, and leaves out what the outlet lacks', () => {
    const deliveryOnly = restaurantJsonLd({
      publicUrl: `${PUBLIC_URL}/`,
      outlet: { ...outlet, attachment_paths: [], address: { ...outlet.address, phone: '' }, hours: { pickup: [], delivery: outlet.hours.delivery } },
      currency: 'NZD',
    });
    expect(deliveryOnly.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Monday'], opens: '17:00', closes: '21:00' },
    ]);
    expect(deliveryOnly).not.toHaveProperty('image');
    expect(deliveryOnly).not.toHaveProperty('telephone');
    // A trailing slash on PUBLIC_URL makes no double slash.
    expect(deliveryOnly.hasMenu).toBe('https://order.crust.example/menu?outlet=7');
  });
});

describe('menuJsonLd', () => {
  const main = menuJsonLd({ publicUrl: PUBLIC_URL, outlet: { id: 7, name: 'Crust Newtown' }, kind: 'main', menu, currency: 'AUD', showOutOfStock: true });
  const [pizzas, deals] = sectionsOf(main);

  it('is a schema.org Menu of known types and properties only', () => {
    expect(schemaOrgProblems(main)).toEqual([]);
    expect(main).toMatchObject({ '@type': 'Menu', name: 'Crust Newtown menu', url: 'https://order.crust.example/menu?outlet=7' });
  });

  it('has a section per category and an item per product, priced as the website charges in the currency', () => {
    expect(pizzas).toMatchObject({
      '@type': 'MenuSection',
      name: 'Pizzas',
      description: 'Wood-fired',
      image: 'https://order.crust.example/uploads/categories/pizzas.svg',
    });
    expect(itemsOf(pizzas).map((item) => [item.name, (item.offers as Node).price])).toEqual([
      ['Margherita', '18.50'],
      ['Vegan Garden', '19.05'],
      ['Pepperoni', '0.07'],
    ]);
    expect(itemsOf(pizzas)[0]).toEqual({
      '@type': 'MenuItem',
      name: 'Margherita',
      description: 'Tomato, mozzarella, basil',
      image: 'https://order.crust.example/uploads/products/margherita.svg',
      offers: { '@type': 'Offer', price: '18.50', priceCurrency: 'AUD', availability: 'https://schema.org/InStock' },
      suitableForDiet: ['https://schema.org/VegetarianDiet'],
    });
  });

  it('maps the dietary tags that are schema.org diets, and leaves out empty text, the placeholder picture and no diets', () => {
    expect(itemsOf(pizzas)[1]?.suitableForDiet).toEqual([
      'https://schema.org/VeganDiet',
      'https://schema.org/VegetarianDiet',
      'https://schema.org/GlutenFreeDiet',
      'https://schema.org/HalalDiet',
    ]);
    expect(itemsOf(pizzas)[1]).not.toHaveProperty('description');
    const pepperoni = itemsOf(pizzas)[2];
    expect(pepperoni).not.toHaveProperty('image');
    expect(pepperoni).not.toHaveProperty('suitableForDiet');
    expect((pepperoni?.offers as Node).availability).toBe('https://schema.org/OutOfStock');
  });

  it('lists the deals as items of a Deals section', () => {
    expect(deals).toEqual({
      '@type': 'MenuSection',
      name: 'Deals',
      hasMenuItem: [
        {
          '@type': 'MenuItem',
          name: 'Two pizzas & a drink',
          description: 'Any two large pizzas',
          image: 'https://order.crust.example/uploads/deals/two.svg',
          offers: { '@type': 'Offer', price: '39.90', priceCurrency: 'AUD', availability: 'https://schema.org/InStock' },
        },
      ],
    });
    const withoutDeals = menuJsonLd({
      publicUrl: PUBLIC_URL,
      outlet: { id: 7, name: 'N' },
      kind: 'main',
      menu: { ...menu, deals: [] },
      currency: 'AUD',
      showOutOfStock: true,
    });
    expect(sectionsOf(withoutDeals).map((section) => section.name)).toEqual(['Pizzas']);
  });

  it('leaves out-of-stock products out when the site configuration hides them, and a category left empty', () => {
    const soldOut = {
      ...menu,
      categories: [...menu.categories, { id: 2, name: 'Drinks', image: PLACEHOLDER_IMAGE, products: [product({ product_id: 9, in_stock: false })] }],
    };
    const hiding = menuJsonLd({ publicUrl: PUBLIC_URL, outlet: { id: 7, name: 'N' }, kind: 'main', menu: soldOut, currency: 'AUD', showOutOfStock: false });
    expect(sectionsOf(hiding).map((section) => section.name)).toEqual(['Pizzas', 'Deals']);
    expect(itemsOf(sectionsOf(hiding)[0]).map((item) => item.name)).toEqual(['Margherita', 'Vegan Garden']);
    const showing = menuJsonLd({ publicUrl: PUBLIC_URL, outlet: { id: 7, name: 'N' }, kind: 'main', menu: soldOut, currency: 'AUD', showOutOfStock: true });
    expect(sectionsOf(showing).map((section) => section.name)).toEqual(['Pizzas', 'Drinks', 'Deals']);
  });

  it('shows the in-store menu at in-store prices, each menu at its own page', () => {
    const instore = menuJsonLd({
      publicUrl: PUBLIC_URL,
      outlet: { id: 7, name: 'Crust Newtown' },
      kind: 'instore',
      menu,
      currency: 'AUD',
      showOutOfStock: true,
    });
    expect(instore).toMatchObject({ name: 'Crust Newtown in-store menu', url: 'https://order.crust.example/instore-menu?outlet=7' });
    expect((itemsOf(sectionsOf(instore)[0])[0]?.offers as Node).price).toBe('17.00');
    const dineIn = menuJsonLd({ publicUrl: PUBLIC_URL, outlet: { id: 7, name: 'Crust Newtown' }, kind: 'dinein', menu, currency: 'AUD', showOutOfStock: true });
    expect(dineIn.url).toBe('https://order.crust.example/dine-in-menu?outlet=7');
    expect((itemsOf(sectionsOf(dineIn)[0])[0]?.offers as Node).price).toBe('18.50');
  });
});

describe('storefrontSeo.structuredData', () => {
  const service = createStorefrontSeoService({
    restaurants: { list: async () => [] },
    menu: { offer: async () => Promise.reject(new Error('not read')) },
    publicUrl: PUBLIC_URL,
    tenantId: 64,
  });

  it('gives the outlet alone, or with the menu on a menu page, as one escaped JSON-LD array', () => {
    const home = JSON.parse(service.structuredData({ outlet, currency: 'AUD' })) as Node[];
    expect(home.map((node) => node['@type'])).toEqual(['Restaurant']);
    const script = service.structuredData({ outlet, currency: 'AUD', menu: { kind: 'main', menu, showOutOfStock: true } });
    expect(script).not.toContain('&');
    const onMenu = JSON.parse(script) as Node[];
    expect(onMenu.map((node) => node['@type'])).toEqual(['Restaurant', 'Menu']);
    expect(schemaOrgProblems(onMenu)).toEqual([]);
  });
});
