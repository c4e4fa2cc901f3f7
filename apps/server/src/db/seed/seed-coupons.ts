import type { Database } from '../client.ts';
import { coupons } from '../schema/coupons.ts';
import { demoCoupons } from './demo-coupons.ts';
import type { CatalogueIds } from './seed-catalogue.ts';

function idOf(ids: Map<string, number>, slug: string, what: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`Demo coupons: no ${what} "${slug}"`);
  return id;
}

/** Seeds the demo tenant's coupons, tenant-wide (every outlet), inside the demo seed's transaction. */
export async function seedCoupons(tx: Database, tenantId: number, { categoryIds, productIds }: CatalogueIds): Promise<void> {
  await tx.insert(coupons).values(
    demoCoupons.map(({ categories = [], products = [], freeProduct, ...coupon }) => ({
      ...coupon,
      tenantId,
      categoryIds: categories.map((slug) => idOf(categoryIds, slug, 'category')),
      productIds: products.map((slug) => idOf(productIds, slug, 'product')),
      freeProductId: freeProduct ? idOf(productIds, freeProduct, 'product') : null,
    })),
  );
}
