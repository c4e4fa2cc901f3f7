import type { AttributeFields, ConsoleAttribute } from '@crust/contract/console-attributes';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { attributes, attributeValues, productAttributeValues } from '../../db/schema/attributes.ts';
import { dealComponentTypes } from '../../db/schema/deals.ts';

/**
 * Attributes' SQL (issue 19). Writes touch attributes or attribute_values, whose triggers (migration
 * 0002) tell the menu cache. Products' price adjustments (product_attribute_values) are the products
 * API's; this only asks whether a value is in use.
 */
export function createAttributesRepo(db: Database) {
  /** The tenant's attributes (all, or the one `id`), each with its values in order. */
  async function read(tenantId: number, id?: number, lock = false): Promise<ConsoleAttribute[]> {
    const query = db
      .select({ id: attributes.id, name: attributes.name, version: attributes.version })
      .from(attributes)
      .where(and(eq(attributes.tenantId, tenantId), id === undefined ? undefined : eq(attributes.id, id)))
      .orderBy(asc(attributes.sortOrder), asc(attributes.id));
    const found = lock ? await query.for('update') : await query;
    if (found.length === 0) return [];
    const rows = await db
      .select({ id: attributeValues.id, attributeId: attributeValues.attributeId, name: attributeValues.name })
      .from(attributeValues)
      .where(
        and(
          eq(attributeValues.tenantId, tenantId),
          inArray(
            attributeValues.attributeId,
            found.map((attribute) => attribute.id),
          ),
        ),
      )
      .orderBy(asc(attributeValues.sortOrder), asc(attributeValues.id));
    return found.map((attribute) => ({
      ...attribute,
      values: rows.filter((row) => row.attributeId === attribute.id).map(({ id: valueId, name }) => ({ id: valueId, name })),
    }));
  }

  async function writeValues(tenantId: number, attributeId: number, values: AttributeFields['values']): Promise<void> {
    for (const [sortOrder, { id, name }] of values.entries()) {
      if (id === undefined) await db.insert(attributeValues).values({ tenantId, attributeId, name, sortOrder });
      else
        await db
          .update(attributeValues)
          .set({ name, sortOrder })
          .where(and(eq(attributeValues.id, id), eq(attributeValues.attributeId, attributeId)));
    }
  }

  return {
    list: (tenantId: number) => read(tenantId),

    /** One of the tenant's attributes; `lock` holds its row until the transaction ends, so saves take turns. */
    find: async (tenantId: number, id: number, lock = false): Promise<ConsoleAttribute | null> => (await read(tenantId, id, lock))[0] ?? null,

    /** A new attribute, last in the list; its id. */
    async create(tenantId: number, fields: AttributeFields): Promise<number> {
      const [attribute] = await db
        .insert(attributes)
        .values({
          tenantId,
          name: fields.name,
          sortOrder: sql`(select coalesce(max(${attributes.sortOrder}), 0) + 1 from ${attributes} where ${attributes.tenantId} = ${tenantId})`,
        })
        .returning({ id: attributes.id });
      await writeValues(tenantId, attribute!.id, fields.values);
      return attribute!.id;
    },

    async update(tenantId: number, id: number, fields: AttributeFields, removed: readonly number[]): Promise<void> {
      if (removed.length > 0) await db.delete(attributeValues).where(and(eq(attributeValues.attributeId, id), inArray(attributeValues.id, [...removed])));
      await writeValues(tenantId, id, fields.values);
      await db
        .update(attributes)
        .set({ name: fields.name, version: sql`${attributes.version} + 1` })
        .where(and(eq(attributes.id, id), eq(attributes.tenantId, tenantId)));
    },

    /** Which of these values a product offers or a deal slot names (those cannot be removed). */
    async inUse(tenantId: number, valueIds: readonly number[]): Promise<{ byProducts: number[]; byDeals: number[] }> {
      if (valueIds.length === 0) return { byProducts: [], byDeals: [] };
      const ids = [...valueIds];
      const products = await db
        .selectDistinct({ id: productAttributeValues.attributeValueId })
        .from(productAttributeValues)
        .where(and(eq(productAttributeValues.tenantId, tenantId), inArray(productAttributeValues.attributeValueId, ids)));
      const slots = await db
        .select({ ids: dealComponentTypes.attributeValueIds })
        .from(dealComponentTypes)
        .where(and(eq(dealComponentTypes.tenantId, tenantId), sql`${dealComponentTypes.attributeValueIds} && ${sql.param(ids)}::integer[]`));
      return { byProducts: products.map((row) => row.id), byDeals: ids.filter((id) => slots.some((slot) => slot.ids.includes(id))) };
    },
  };
}
export type AttributesRepo = ReturnType<typeof createAttributesRepo>;
