import { nameKey } from '@crust/contract/catalogue-document';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { attributeValues, attributes, productAttributeValues } from '../../db/schema/attributes.ts';
import { categories } from '../../db/schema/categories.ts';
import { modifierGroups, modifiers, productModifierGroups } from '../../db/schema/modifiers.ts';
import { products } from '../../db/schema/products.ts';
import { restaurantProducts } from '../../db/schema/restaurant-products.ts';
import { restaurants } from '../../db/schema/restaurants.ts';
import { tenants } from '../../db/schema/tenants.ts';
import type { ProductFields } from './catalogue-export.ts';
import type { CatalogueSnapshot } from './catalogue-snapshot.ts';
import type { ImportPlan, LinkWrites } from './import-plan.ts';

const bumped = <T extends { version: unknown }>(table: T) => sql`${table.version} + 1`;

const productColumns = (fields: ProductFields) => ({
  name: fields.name,
  description: fields.description,
  unit: fields.unit,
  tags: fields.tags,
  allergens: fields.allergens,
  price: fields.price,
  onlinePrice: fields.online_price,
  instorePrice: fields.instore_price,
  dineinPrice: fields.dinein_price,
  taxClass: fields.tax_class,
  popular: fields.popular,
  isNew: fields.is_new,
  allowHalfAndHalf: fields.allow_half_and_half,
});

/** The next sort order after the tenant's (or one category's) last: new rows go at the end. */
const nextSortOrder = (rows: readonly { sortOrder: number }[]) => rows.reduce((most, row) => Math.max(most, row.sortOrder), 0) + 1;

/**
 * Catalogue import and export's SQL (issue 19). The writes are the tables' own (console-catalogue-io
 * shares no code with the console's catalogue modules); each updated row's version goes up, so a
 * console form opened before the import answers 409 stale_version. The tables' triggers tell the menu
 * cache (decision 002).
 */
export function createCatalogueIoRepo(db: Database) {
  async function snapshot(tenantId: number): Promise<CatalogueSnapshot> {
    const [categoryRows, productRows, groupRows, modifierRows, linkRows, attributeRows, valueRows, configurationRows] = await Promise.all([
      db
        .select({
          id: categories.id,
          name: categories.name,
          description: categories.description,
          onMainMenu: categories.onMainMenu,
          onInstoreMenu: categories.onInstoreMenu,
          onDineinMenu: categories.onDineinMenu,
          hidden: categories.hidden,
          sortOrder: categories.sortOrder,
        })
        .from(categories)
        .where(eq(categories.tenantId, tenantId))
        .orderBy(asc(categories.sortOrder), asc(categories.id)),
      db
        .select({
          id: products.id,
          categoryId: products.categoryId,
          name: products.name,
          description: products.description,
          unit: products.unit,
          tags: products.tags,
          allergens: products.allergens,
          allowHalfAndHalf: products.allowHalfAndHalf,
          price: products.price,
          onlinePrice: products.onlinePrice,
          instorePrice: products.instorePrice,
          dineinPrice: products.dineinPrice,
          taxClass: products.taxClass,
          popular: products.popular,
          isNew: products.isNew,
          sortOrder: products.sortOrder,
          archivedAt: products.archivedAt,
        })
        .from(products)
        .where(eq(products.tenantId, tenantId))
        .orderBy(asc(products.sortOrder), asc(products.id)),
      db
        .select({ id: modifierGroups.id, name: modifierGroups.name, minChoices: modifierGroups.minChoices, maxChoices: modifierGroups.maxChoices })
        .from(modifierGroups)
        .where(eq(modifierGroups.tenantId, tenantId))
        .orderBy(asc(modifierGroups.id)),
      db
        .select({
          id: modifiers.id,
          modifierGroupId: modifiers.modifierGroupId,
          name: modifiers.name,
          onlinePrice: modifiers.onlinePrice,
          isDefault: modifiers.isDefault,
          sortOrder: modifiers.sortOrder,
        })
        .from(modifiers)
        .where(eq(modifiers.tenantId, tenantId))
        .orderBy(asc(modifiers.sortOrder), asc(modifiers.id)),
      db
        .select({ productId: productModifierGroups.productId, modifierGroupId: productModifierGroups.modifierGroupId, sortOrder: productModifierGroups.sortOrder })
        .from(productModifierGroups)
        .where(eq(productModifierGroups.tenantId, tenantId))
        .orderBy(asc(productModifierGroups.sortOrder), asc(productModifierGroups.modifierGroupId)),
      db
        .select({ id: attributes.id, name: attributes.name, sortOrder: attributes.sortOrder })
        .from(attributes)
        .where(eq(attributes.tenantId, tenantId))
        .orderBy(asc(attributes.sortOrder), asc(attributes.id)),
      db
        .select({ id: attributeValues.id, attributeId: attributeValues.attributeId, name: attributeValues.name, sortOrder: attributeValues.sortOrder })
        .from(attributeValues)
        .where(eq(attributeValues.tenantId, tenantId))
        .orderBy(asc(attributeValues.sortOrder), asc(attributeValues.id)),
      db
        .select({
          productId: productAttributeValues.productId,
          attributeValueId: productAttributeValues.attributeValueId,
          priceAdjustment: productAttributeValues.priceAdjustment,
        })
        .from(productAttributeValues)
        .where(eq(productAttributeValues.tenantId, tenantId)),
    ]);
    return {
      categories: categoryRows,
      products: productRows,
      groups: groupRows,
      modifiers: modifierRows,
      groupLinks: linkRows,
      attributes: attributeRows,
      values: valueRows,
      configurations: configurationRows,
    };
  }

  return {
    snapshot,

    /** Holds the tenant's row until the transaction ends: two imports of one tenant take turns. */
    async lockTenant(tenantId: number): Promise<void> {
      await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
    },

    /** Writes a plan made from `before` (read in this transaction, under lockTenant). */
    async apply(tenantId: number, before: CatalogueSnapshot, plan: ImportPlan, at: Date): Promise<void> {
      const categoryIds = new Map<string, number>();
      let categoryOrder = nextSortOrder(before.categories);
      for (const { id, name, description, menus, hidden } of plan.categories) {
        const columns = { name, description, hidden, onMainMenu: menus.main, onInstoreMenu: menus.instore, onDineinMenu: menus.dinein };
        if (id !== null) {
          await db
            .update(categories)
            .set({ ...columns, version: bumped(categories) })
            .where(and(eq(categories.id, id), eq(categories.tenantId, tenantId)));
          continue;
        }
        const [row] = await db
          .insert(categories)
          .values({ tenantId, ...columns, sortOrder: categoryOrder++ })
          .returning({ id: categories.id });
        categoryIds.set(nameKey(name), row!.id);
      }

      const groupIds = new Map<string, number>();
      for (const group of plan.groups) {
        const columns = { name: group.name, minChoices: group.min, maxChoices: group.max };
        let groupId = group.id;
        if (groupId !== null) {
          await db
            .update(modifierGroups)
            .set({ ...columns, version: bumped(modifierGroups) })
            .where(and(eq(modifierGroups.id, groupId), eq(modifierGroups.tenantId, tenantId)));
        } else {
          const [row] = await db
            .insert(modifierGroups)
            .values({ tenantId, ...columns })
            .returning({ id: modifierGroups.id });
          groupId = row!.id;
          groupIds.set(nameKey(group.name), groupId);
        }
        let modifierOrder = nextSortOrder(before.modifiers.filter((row) => row.modifierGroupId === groupId));
        for (const modifier of group.modifiers) {
          const columns = { name: modifier.name, onlinePrice: modifier.price, isDefault: modifier.default };
          if (modifier.id !== null) await db.update(modifiers).set(columns).where(and(eq(modifiers.id, modifier.id), eq(modifiers.tenantId, tenantId)));
          else await db.insert(modifiers).values({ tenantId, modifierGroupId: groupId, ...columns, sortOrder: modifierOrder++ });
        }
      }

      const valueIds = new Map<string, number>();
      let attributeOrder = nextSortOrder(before.attributes);
      for (const attribute of plan.attributes) {
        let attributeId = attribute.id;
        if (attributeId !== null) {
          await db
            .update(attributes)
            .set({ name: attribute.name, version: bumped(attributes) })
            .where(and(eq(attributes.id, attributeId), eq(attributes.tenantId, tenantId)));
        } else {
          const [row] = await db
            .insert(attributes)
            .values({ tenantId, name: attribute.name, sortOrder: attributeOrder++ })
            .returning({ id: attributes.id });
          attributeId = row!.id;
        }
        let valueOrder = nextSortOrder(before.values.filter((row) => row.attributeId === attributeId));
        for (const value of attribute.newValues) {
          const [row] = await db
            .insert(attributeValues)
            .values({ tenantId, attributeId, name: value, sortOrder: valueOrder++ })
            .returning({ id: attributeValues.id });
          valueIds.set(`${nameKey(attribute.name)}\n${nameKey(value)}`, row!.id);
        }
      }

      const outlets = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.tenantId, tenantId));
      const productOrders = new Map<number, number>();
      /** New products go last in their category. */
      const nextProductOrder = (categoryId: number) => {
        const next = productOrders.get(categoryId) ?? nextSortOrder(before.products.filter((row) => row.categoryId === categoryId));
        productOrders.set(categoryId, next + 1);
        return next;
      };
      for (const product of plan.products) {
        const categoryId = product.category.id ?? categoryIds.get(product.category.key)!;
        let productId = product.id;
        if (productId !== null) {
          await db
            .update(products)
            .set({ ...productColumns(product.fields), categoryId, ...(product.restore ? { archivedAt: null } : {}), version: bumped(products) })
            .where(and(eq(products.id, productId), eq(products.tenantId, tenantId)));
        } else {
          const [row] = await db
            .insert(products)
            .values({ tenantId, categoryId, ...productColumns(product.fields), sortOrder: nextProductOrder(categoryId) })
            .returning({ id: products.id });
          productId = row!.id;
          // Sold at every outlet at the house prices, as the console's new product is; an outlet stops selling it there.
          if (outlets.length > 0) await db.insert(restaurantProducts).values(outlets.map((outlet) => ({ tenantId, restaurantId: outlet.id, productId: productId! })));
        }
        if (product.links) await replaceLinks(tenantId, productId, product.links, groupIds, valueIds);
      }

      if (plan.archive.length > 0) {
        await db
          .update(products)
          .set({ archivedAt: at, version: bumped(products) })
          .where(and(eq(products.tenantId, tenantId), inArray(products.id, plan.archive)));
      }
    },
  };

  /** A product's modifier groups and configurations become exactly those of the plan. */
  async function replaceLinks(tenantId: number, productId: number, links: LinkWrites, groupIds: Map<string, number>, valueIds: Map<string, number>) {
    const mine = <T extends typeof productModifierGroups | typeof productAttributeValues>(table: T) =>
      and(eq(table.productId, productId), eq(table.tenantId, tenantId));
    await db.delete(productModifierGroups).where(mine(productModifierGroups));
    await db.delete(productAttributeValues).where(mine(productAttributeValues));
    if (links.groups.length > 0) {
      await db.insert(productModifierGroups).values(
        links.groups.map((group, index) => ({ tenantId, productId, modifierGroupId: group.id ?? groupIds.get(group.key)!, sortOrder: index + 1 })),
      );
    }
    if (links.values.length > 0) {
      await db.insert(productAttributeValues).values(
        links.values.map((value) => ({
          tenantId,
          productId,
          attributeValueId: value.id ?? valueIds.get(`${value.attributeKey}\n${value.valueKey}`)!,
          priceAdjustment: value.priceAdjustment,
        })),
      );
    }
  }
}
export type CatalogueIoRepo = ReturnType<typeof createCatalogueIoRepo>;
