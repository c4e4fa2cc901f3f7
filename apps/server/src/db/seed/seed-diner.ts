import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../modules/accounts/passwords.ts';
import type { Database } from '../client.ts';
import { addresses } from '../schema/addresses.ts';
import { products } from '../schema/products.ts';
import { restaurantProducts } from '../schema/restaurant-products.ts';
import { users } from '../schema/users.ts';
import { wishlistItems } from '../schema/wishlist-items.ts';

/** The demo diner a newcomer logs in as (README): only ever seeded with SEED_DEMO. */
export const DEMO_DINER = { email: 'diner@crust.test', password: 'crust-demo-2026', name: 'Demo Diner', phoneNo: '0400 000 000' } as const;
const FAVOURITES = ['Margherita', 'Garlic Bread'];

/** A verified diner with a saved address in Surry Hills and two favourites at the Surry Hills outlet. */
export async function seedDemoDiner(tx: Database, tenantId: number, surryHillsId: number): Promise<void> {
  const [user] = await tx
    .insert(users)
    .values({
      tenantId,
      email: DEMO_DINER.email,
      name: DEMO_DINER.name,
      phoneNo: DEMO_DINER.phoneNo,
      passwordHash: await hashPassword(DEMO_DINER.password),
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('Seeding lost the demo diner');
  await tx.insert(addresses).values({
    tenantId,
    userId: user.id,
    label: 'Home',
    formattedAddress: '12 Crown St, Surry Hills NSW 2010',
    street: '12 Crown St',
    suburb: 'Surry Hills',
    city: 'Sydney',
    postcode: '2010',
    state: 'NSW',
    instructions: '',
    isDefault: true,
  });
  const offers = await tx
    .select({ id: restaurantProducts.id })
    .from(restaurantProducts)
    .innerJoin(products, eq(products.id, restaurantProducts.productId))
    .where(and(eq(restaurantProducts.restaurantId, surryHillsId), inArray(products.name, FAVOURITES)));
  if (offers.length !== FAVOURITES.length) throw new Error('The demo diner’s favourites are not on the Surry Hills menu');
  await tx.insert(wishlistItems).values(offers.map((offer) => ({ tenantId, userId: user.id, restaurantId: surryHillsId, restaurantProductId: offer.id })));
}
