import type { ConsoleProductSummary, ProductConfiguration, ProductFields } from '@crust/contract/console-products';
import { and, asc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { attributeValues, attributes, productAttributeValues } from '../../db/schema/attributes.ts';
import { categories } from '../../db/schema/categories.ts';
import { modifierGroups, productModifierGroups } from '../../db/schema/modifiers.ts';
import { products } from '../../db/schema/products.ts';
import { restaurantProducts } from '../../db/schema/restaurant-products.ts';
import { restaurants } from '../../db/schema/restaurants.ts';
import { containing } from '../../lib/like-pattern.ts';

const summaryColumns = {
  id: products.id,
  category_id: products.categoryId,
  name: products.name,
  description: products.description,
  image_id: products.imageId,
  price: products.price,
  online_price: products.onlinePrice,
  instore_price: products.instorePrice,
  dinein_price: products.dineinPrice,
  tax_class: products.taxClass,
  unit: products.unit,
  popular: products.popular,
  is_new: products.isNew,
  allow_half_and_half: products.allowHalfAndHalf,
  tags: products.tags,
  allergens: products.allergens,
  sort_order: products.sortOrder,
  version: products.version,
  archivedAt: products.archivedAt,
};

type SummaryRow = Omit<ConsoleProductSummary, 'archived_at'> & { archivedAt: Date | null };
const summaryOf = ({ archivedAt, ...row }: SummaryRow): ConsoleProductSummary => ({ ...row, archived_at: archivedAt?.toISOString() ?? null });

/** The products row's columns for a product's own fields (its groups and configurations are rows of their own). */
const columnsOf = (fields: ProductFields) => ({
  name: fields.name,
  description: fields.description,
  categoryId: fields.category_id,
  imageId: fields.image_id,
  price: fields.price,
  onlinePrice: fields.online_price,
  instorePrice: fields.instore_price,
  dineinPrice: fields.dinein_price,
  taxClass: fields.tax_class,
  unit: fields.unit,
  popular: fields.popular,
  isNew: fields.is_new,
  allowHalfAndHalf: fields.allow_half_and_half,
  tags: [...fields.tags],
  allergens: [...fields.allergens],
});

/** Last in the category: one past its highest sort_order. */
const lastIn = (categoryId: number) =>
  sql<number>`(select coalesce(max(${products.sortOrder}), 0) + 1 from ${products} where ${products.categoryId} = ${categoryId})`;

const ofTenant = (tenantId: number, productId: number) => and(eq(products.id, productId), eq(products.tenantId, tenantId));

export interface ProductsFilter {
  categoryId?: number;
  includeArchived: boolean;
  search?: string;
}

/**
 * Products' SQL (issue 19). Every table written here has the catalogue trigger (decision 002), so the
 * menus of every instance hear of each change.
 */
export function createProductsRepo(db: Database) {
  return {
    /** In menu order: the categories' order, then each product's; archived ones after the rest of their category. */
    async list(tenantId: number, { categoryId, includeArchived, search }: ProductsFilter): Promise<ConsoleProductSummary[]> {
      const rows = await db
        .select(summaryColumns)
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(
          and(
            eq(products.tenantId, tenantId),
            categoryId === undefined ? undefined : eq(products.categoryId, categoryId),
            includeArchived ? undefined : isNull(products.archivedAt),
            search ? ilike(products.name, containing(search)) : undefined,
          ),
        )
        .orderBy(asc(categories.sortOrder), asc(categories.id), sql`${products.archivedAt} is not null`, asc(products.sortOrder), asc(products.id));
      return rows.map(summaryOf);
    },

    async find(tenantId: number, productId: number): Promise<ConsoleProductSummary | null> {
      const [row] = await db.select(summaryColumns).from(products).where(ofTenant(tenantId, productId));
      return row ? summaryOf(row) : null;
    },

    /** The product's modifier groups in the order it offers them. */
    async groupIds(productId: number): Promise<number[]> {
      const rows = await db
        .select({ id: productModifierGroups.modifierGroupId })
        .from(productModifierGroups)
        .where(eq(productModifierGroups.productId, productId))
        .orderBy(asc(productModifierGroups.sortOrder), asc(productModifierGroups.modifierGroupId));
      return rows.map((row) => row.id);
    },

    /** The product's configurations, in the attributes' and their values' order (the menu's). */
    async configurations(productId: number): Promise<ProductConfiguration[]> {
      const rows = await db
        .select({
          attributeId: attributeValues.attributeId,
          valueId: productAttributeValues.attributeValueId,
          adjustment: productAttributeValues.priceAdjustment,
        })
        .from(productAttributeValues)
        .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.attributeValueId))
        .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
        .where(eq(productAttributeValues.productId, productId))
        .orderBy(asc(attributes.sortOrder), asc(attributes.id), asc(attributeValues.sortOrder), asc(attributeValues.id));
      const byAttribute = new Map<number, ProductConfiguration>();
      for (const { attributeId, valueId, adjustment } of rows) {
        const entry = byAttribute.get(attributeId) ?? { attribute_id: attributeId, values: [] };
        entry.values.push({ attribute_value_id: valueId, price_adjustment: adjustment });
        byAttribute.set(attributeId, entry);
      }
      return [...byAttribute.values()];
    },

    /** A new product, last in its category; its id. */
    async create(tenantId: number, fields: ProductFields): Promise<number> {
      const [row] = await db
        .insert(products)
        .values({ tenantId, ...columnsOf(fields), sortOrder: lastIn(fields.category_id) })
        .returning({ id: products.id });
      return row!.id;
    },

    /**
     * Saves over `version` only (a conditional update): false when the row is at another version.
     * A product moved to another category goes last there.
     */
    async update(tenantId: number, productId: number, fields: ProductFields, version: number): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({
          ...columnsOf(fields),
          sortOrder: sql`case when ${products.categoryId} = ${fields.category_id} then ${products.sortOrder} else ${lastIn(fields.category_id)} end`,
          version: sql`${products.version} + 1`,
        })
        .where(and(ofTenant(tenantId, productId), eq(products.version, version)))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /** The product's modifier groups and configurations become exactly these. */
    async replaceChoices(tenantId: number, productId: number, groupIds: readonly number[], configurations: readonly ProductConfiguration[]): Promise<void> {
      await db.delete(productModifierGroups).where(eq(productModifierGroups.productId, productId));
      await db.delete(productAttributeValues).where(eq(productAttributeValues.productId, productId));
      if (groupIds.length > 0) {
        await db.insert(productModifierGroups).values(groupIds.map((modifierGroupId, index) => ({ tenantId, productId, modifierGroupId, sortOrder: index })));
      }
      const values = configurations.flatMap(({ values }) =>
        values.map(({ attribute_value_id, price_adjustment }) => ({
          tenantId,
          productId,
          attributeValueId: attribute_value_id,
          priceAdjustment: price_adjustment,
        })),
      );
      if (values.length > 0) await db.insert(productAttributeValues).values(values);
    },

    /** Sold at every outlet of the tenant not archived, at the house prices, on all its menus. */
    async sellEverywhere(tenantId: number, productId: number): Promise<void> {
      const outlets = await db
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(and(eq(restaurants.tenantId, tenantId), isNull(restaurants.archivedAt)));
      if (outlets.length === 0) return;
      await db
        .insert(restaurantProducts)
        .values(outlets.map((outlet) => ({ tenantId, restaurantId: outlet.id, productId })))
        .onConflictDoNothing();
    },

    /** Archives, or brings back last in its category (`categoryId`); either bumps the version, so an open form reloads. */
    async setArchived(tenantId: number, productId: number, categoryId: number, archivedAt: Date | null): Promise<void> {
      await db
        .update(products)
        .set({ archivedAt, version: sql`${products.version} + 1`, ...(archivedAt ? {} : { sortOrder: lastIn(categoryId) }) })
        .where(ofTenant(tenantId, productId));
    },

    /** The category's products on sale, locked so two reorders take turns. */
    async lockOnSale(tenantId: number, categoryId: number): Promise<number[]> {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.tenantId, tenantId), eq(products.categoryId, categoryId), isNull(products.archivedAt)))
        .for('update');
      return rows.map((row) => row.id);
    },

    async reorder(tenantId: number, ids: readonly number[]): Promise<void> {
      for (const [index, id] of ids.entries())
        await db
          .update(products)
          .set({ sortOrder: index + 1 })
          .where(ofTenant(tenantId, id));
    },

    // What a product may name must be the tenant's: each answers the ids found.
    async categoryExists(tenantId: number, categoryId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.id, categoryId), eq(categories.tenantId, tenantId)));
      return row !== undefined;
    },

    async groupsFound(tenantId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: modifierGroups.id })
        .from(modifierGroups)
        .where(and(eq(modifierGroups.tenantId, tenantId), inArray(modifierGroups.id, [...ids])));
      return new Set(rows.map((row) => row.id));
    },

    /** Each of the tenant's attribute values named, with the attribute it belongs to. */
    async valueAttributes(tenantId: number, valueIds: readonly number[]): Promise<Map<number, number>> {
      if (valueIds.length === 0) return new Map();
      const rows = await db
        .select({ id: attributeValues.id, attributeId: attributeValues.attributeId })
        .from(attributeValues)
        .where(and(eq(attributeValues.tenantId, tenantId), inArray(attributeValues.id, [...valueIds])));
      return new Map(rows.map((row) => [row.id, row.attributeId]));
    },
  };
}
export type ProductsRepo = ReturnType<typeof createProductsRepo>;
