import type { MenuKind } from '@crust/contract/menu';
import { sql } from 'drizzle-orm';
import { products } from '../../db/schema/products.ts';
import { restaurantProducts } from '../../db/schema/restaurant-products.ts';

/**
 * The prices a menu shows (issue 19): an outlet's override replaces the house prices on all its
 * menus; without one, the in-store and dine-in menus show their own house price where one is set
 * (the price there, so no separate online price), and the house pair otherwise.
 */
export function menuPrices(menu: MenuKind) {
  const kindPrice = { main: null, instore: products.instorePrice, dinein: products.dineinPrice }[menu];
  const overridden = sql`${restaurantProducts.price} is not null`;
  if (!kindPrice) {
    return {
      price: sql<number>`case when ${overridden} then ${restaurantProducts.price} else ${products.price} end`,
      onlinePrice: sql<number | null>`case when ${overridden} then ${restaurantProducts.onlinePrice} else ${products.onlinePrice} end`,
    };
  }
  return {
    price: sql<number>`case when ${overridden} then ${restaurantProducts.price} else coalesce(${kindPrice}, ${products.price}) end`,
    onlinePrice: sql<
      number | null
    >`case when ${overridden} then ${restaurantProducts.onlinePrice} when ${kindPrice} is not null then null else ${products.onlinePrice} end`,
  };
}

/** What the website charges for an outlet's product (spec §3: the online price, else the price), for reads of a single product. */
export function onlineMenuPrice() {
  const { price, onlinePrice } = menuPrices('main');
  return sql<number>`coalesce(${onlinePrice}, ${price})`;
}
