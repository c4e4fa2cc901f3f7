import type { coupons } from '../schema/coupons.ts';

type CouponValues = typeof coupons.$inferInsert;

/** A demo coupon: categories and products by slug, resolved to the seeded master ids. */
export type DemoCoupon = Omit<CouponValues, 'tenantId' | 'categoryIds' | 'productIds' | 'freeProductId'> & {
  categories?: string[];
  products?: string[];
  freeProduct?: string;
};

const pizzaCategories = ['pizzas', 'premium-pizzas'];

/**
 * One of each kind the cart's pricing engine knows, so a demo shows them all (issue #4). /deals lists the
 * automatic ones and the public codes a diner can use now (issue 18 point 12): LAUNCH50 is used up and
 * SUMMER24 has expired, so neither shows.
 */
export const demoCoupons: DemoCoupon[] = [
  { code: 'SAVE10', isPublic: true, name: '10% off orders of $25 or more', kind: 'percent', value: 10, minOrder: 2500 },
  { code: 'FIVEOFF', isPublic: true, name: '$5 off orders of $30 or more', kind: 'fixed', value: 500, minOrder: 3000 },
  { code: 'PIZZA20', isPublic: true, name: '20% off pizzas', kind: 'percent', value: 20, scope: 'categories', categories: pizzaCategories },
  { code: 'WINGS3', isPublic: true, name: '$3 off chicken wings', kind: 'fixed', value: 300, scope: 'products', products: ['chicken-wings'] },
  { code: 'CASH5', isPublic: true, name: '$5 off when you pay cash on delivery', kind: 'fixed', value: 500, payment: 'cash_on_delivery', minOrder: 2000 },
  { code: 'WELCOME15', isPublic: true, name: '15% off your first order', kind: 'percent', value: 15, usageLimitPerCustomer: 1 },
  { code: 'LAUNCH50', isPublic: true, name: 'Launch week: 50% off (first 100 orders)', kind: 'percent', value: 50, usageLimitTotal: 100, usedCount: 100 },
  { code: 'SUMMER24', name: 'Summer 2024 special', kind: 'percent', value: 25, validUntil: new Date('2025-02-28T12:59:59Z') },
  {
    code: null,
    name: 'Free garlic bread with any 2 pizzas',
    kind: 'buy_x_get_y',
    scope: 'categories',
    categories: pizzaCategories,
    buyQuantity: 2,
    getQuantity: 1,
    freeProduct: 'garlic-bread',
  },
  { code: null, name: '10% off drinks when you pay online', kind: 'percent', value: 10, scope: 'categories', categories: ['drinks'], payment: 'online' },
];
