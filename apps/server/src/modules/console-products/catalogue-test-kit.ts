import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { attributes, attributeValues } from '../../db/schema/attributes.ts';
import { categories } from '../../db/schema/categories.ts';
import { images } from '../../db/schema/images.ts';
import { modifierGroups } from '../../db/schema/modifiers.ts';
import { products } from '../../db/schema/products.ts';
import { auditLog } from '../../db/schema/staff.ts';
import type { TestContext } from '../../test/test-database.ts';
import type { Caller } from '../cart/cart-test-kit.ts';
import { DEMO_TENANT, OTHER_TENANT, staffKit } from '../staff/staff-test-kit.ts';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/**
 * The console's catalogue calls in server tests (issue 19): staff calls, the `data` of an answer, the
 * tenant-wide audit entries, and rows of another tenant (a category, a product, a photo, a modifier
 * group, an attribute value) for "someone else's is 404 or 400".
 */
export function catalogueKit(get: () => TestContext) {
  const kit = staffKit(get);

  const call = (who: Caller | null, method: Method, url: string, payload?: object) =>
    kit.inject({ method, url: `/api/console${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

  function dataOf<T>(response: LightMyRequestResponse, status = 200): T {
    expect(response.statusCode, response.body).toBe(status);
    return (response.json() as { data: T }).data;
  }

  /** The tenant's audit entries of `action`, newest first. */
  const auditOf = (action: string, tenantId = DEMO_TENANT) =>
    get()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.action, action)))
      .orderBy(desc(auditLog.id));

  /** A photo row of the tenant (the files themselves are console-images' business). */
  async function imageOf(tenantId: number): Promise<number> {
    const [row] = await get()
      .db.insert(images)
      .values({ tenantId, contentHash: `test-${tenantId}-${Math.random()}`, width: 640, height: 480, variants: [] })
      .returning({ id: images.id });
    return row!.id;
  }

  /** Another business's catalogue: one of each thing a product can name. */
  async function otherTenantCatalogue() {
    await kit.otherTenantOutlet();
    const { db } = get();
    const tenantId = OTHER_TENANT;
    const [category] = await db.insert(categories).values({ tenantId, name: 'Their Pizzas' }).returning({ id: categories.id });
    const [product] = await db
      .insert(products)
      .values({ tenantId, categoryId: category!.id, name: 'Their Margherita', price: 1500 })
      .returning({ id: products.id });
    const [group] = await db.insert(modifierGroups).values({ tenantId, name: 'Their Toppings' }).returning({ id: modifierGroups.id });
    const [attribute] = await db.insert(attributes).values({ tenantId, name: 'Their Size' }).returning({ id: attributes.id });
    const [value] = await db
      .insert(attributeValues)
      .values({ tenantId, attributeId: attribute!.id, name: 'Their Large' })
      .returning({ id: attributeValues.id });
    return {
      categoryId: category!.id,
      productId: product!.id,
      imageId: await imageOf(tenantId),
      groupId: group!.id,
      attributeId: attribute!.id,
      valueId: value!.id,
    };
  }

  return { ...kit, call, dataOf, auditOf, imageOf, otherTenantCatalogue };
}
