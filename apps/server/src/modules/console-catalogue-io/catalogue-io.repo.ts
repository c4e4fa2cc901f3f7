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
import type { AttributeWrite, CategoryWrite, GroupWrite, ImportPlan, LinkWrites, ProductWrite } from './import-plan.ts';

/** Ids of the rows this import inserted, by name key (values by "attribute key\\nvalue key"). */
interface NewIds {
  groupIds: Map<string, number>;
  valueIds: Map<string, number>;
}

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
    // One after the other: inside a transaction the queries share one connection.
    const categoryRows = await db
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
      .orderBy(asc(categories.sortOrder), asc(categories.id));
    const productRows = await db
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
      .orderBy(asc(products.sortOrder), asc(products.id));
    const groupRows = await db
      .select({ id: modifierGroups.id, name: modifierGroups.name, minChoices: modifierGroups.minChoices, maxChoices: modifierGroups.maxChoices })
      .from(modifierGroups)
      .where(eq(modifierGroups.tenantId, tenantId))
      .orderBy(asc(modifierGroups.id));
    const modifierRows = await db
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
      .orderBy(asc(modifiers.sortOrder), asc(modifiers.id));
    const linkRows = await db
      .select({
        productId: productModifierGroups.productId,
        modifierGroupId: productModifierGroups.modifierGroupId,
        sortOrder: productModifierGroups.sortOrder,
      })
      .from(productModifierGroups)
      .where(eq(productModifierGroups.tenantId, tenantId))
      .orderBy(asc(productModifierGroups.sortOrder), asc(productModifierGroups.modifierGroupId));
    const attributeRows = await db
      .select({ id: attributes.id, name: attributes.name, sortOrder: attributes.sortOrder })
      .from(attributes)
      .where(eq(attributes.tenantId, tenantId))
      .orderBy(asc(attributes.sortOrder), asc(attributes.id));
    const valueRows = await db
      .select({ id: attributeValues.id, attributeId: attributeValues.attributeId, name: attributeValues.name, sortOrder: attributeValues.sortOrder })
      .from(attributeValues)
      .where(eq(attributeValues.tenantId, tenantId))
      .orderBy(asc(attributeValues.sortOrder), asc(attributeValues.id));
    const configurationRows = await db
      .select({
        productId: productAttributeValues.productId,
        attributeValueId: productAttributeValues.attributeValueId,
        priceAdjustment: productAttributeValues.priceAdjustment,
      })
      .from(productAttributeValues)
      .where(eq(productAttributeValues.tenantId, tenantId));
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
      const categoryIds = await writeCategories(tenantId, before, plan.categories);
      const ids = { groupIds: await writeGroups(tenantId, before, plan.groups), valueIds: await writeAttributes(tenantId, before, plan.attributes) };
      for (const product of plan.products.filter((write) => write.id !== null)) {
        await db
          .update(products)
          .set({
            ...productColumns(product.fields),
            categoryId: product.category.id ?? categoryIds.get(product.category.key)!,
            ...(product.restore ? { archivedAt: null } : {}),
            version: bumped(products),
          })
          .where(and(eq(products.id, product.id!), eq(products.tenantId, tenantId)));
        if (product.links) await replaceLinks(tenantId, product.id!, product.links, ids);
      }
      await insertProducts(
        tenantId,
        before,
        plan.products.filter((write) => write.id === null),
        { ...ids, categoryIds },
      );
      if (plan.archive.length > 0) {
        await db
          .update(products)
          .set({ archivedAt: at, version: bumped(products) })
          .where(and(eq(products.tenantId, tenantId), inArray(products.id, plan.archive)));
      }
    },
  };

  /** Categories updated, or added after the last; the added ones' ids by name key. */
  async function writeCategories(tenantId: number, before: CatalogueSnapshot, writes: CategoryWrite[]): Promise<Map<string, number>> {
    const added = new Map<string, number>();
    let sortOrder = nextSortOrder(before.categories);
    for (const { id, name, description, menus, hidden } of writes) {
      const columns = { name, description, hidden, onMainMenu: menus.main, onInstoreMenu: menus.instore, onDineinMenu: menus.dinein };
      if (id !== null) {
        await db
          .update(categories)
          .set({ ...columns, version: bumped(categories) })
          .where(and(eq(categories.id, id), eq(categories.tenantId, tenantId)));
      } else {
        const [row] = await db
          .insert(categories)
          .values({ tenantId, ...columns, sortOrder: sortOrder++ })
          .returning({ id: categories.id });
        added.set(nameKey(name), row!.id);
      }
    }
    return added;
  }

  /** Groups updated or added, with their added or changed modifiers (new ones last); the added groups' ids by name key. */
  async function writeGroups(tenantId: number, before: CatalogueSnapshot, writes: GroupWrite[]): Promise<Map<string, number>> {
    const added = new Map<string, number>();
    for (const group of writes) {
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
        added.set(nameKey(group.name), groupId);
      }
      let sortOrder = nextSortOrder(before.modifiers.filter((row) => row.modifierGroupId === groupId));
      for (const modifier of group.modifiers) {
        const columns = { name: modifier.name, onlinePrice: modifier.price, isDefault: modifier.default };
        if (modifier.id === null) {
          await db.insert(modifiers).values({ tenantId, modifierGroupId: groupId, ...columns, sortOrder: sortOrder++ });
        } else {
          await db
            .update(modifiers)
            .set(columns)
            .where(and(eq(modifiers.id, modifier.id), eq(modifiers.tenantId, tenantId)));
        }
      }
    }
    return added;
  }

  /** Attributes renamed or added, with their new values last; the added values' ids by "attribute key\nvalue key". */
  async function writeAttributes(tenantId: number, before: CatalogueSnapshot, writes: AttributeWrite[]): Promise<Map<string, number>> {
    const added = new Map<string, number>();
    let attributeOrder = nextSortOrder(before.attributes);
    for (const attribute of writes) {
      let attributeId = attribute.id;
      if (attributeId !== null) {
        await db
          .update(attributes)
          .set({ name: attribute.name, version: bumped(attributes) })
          .where(and(eq(attributes.id, attributeId), eq(attributes.tenantId, tenantId)));
      } else {
        const [row] = await db.insert(attributes).values({ tenantId, name: attribute.name, sortOrder: attributeOrder++ }).returning({ id: attributes.id });
        attributeId = row!.id;
      }
      let sortOrder = nextSortOrder(before.values.filter((row) => row.attributeId === attributeId));
      for (const value of attribute.newValues) {
        const [row] = await db
          .insert(attributeValues)
          .values({ tenantId, attributeId, name: value, sortOrder: sortOrder++ })
          .returning({ id: attributeValues.id });
        added.set(`${nameKey(attribute.name)}\n${nameKey(value)}`, row!.id);
      }
    }
    return added;
  }

  /** A product's modifier groups and configurations become exactly those of the plan. */
  async function replaceLinks(tenantId: number, productId: number, links: LinkWrites, ids: NewIds) {
    const mine = <T extends typeof productModifierGroups | typeof productAttributeValues>(table: T) =>
      and(eq(table.productId, productId), eq(table.tenantId, tenantId));
    await db.delete(productModifierGroups).where(mine(productModifierGroups));
    await db.delete(productAttributeValues).where(mine(productAttributeValues));
    await insertLinks(tenantId, [{ productId, links }], ids);
  }

  /** Links of products, one statement per table whatever the number of products. */
  async function insertLinks(tenantId: number, of: { productId: number; links: LinkWrites }[], { groupIds, valueIds }: NewIds) {
    const groupRows = of.flatMap(({ productId, links }) =>
      links.groups.map((group, index) => ({ tenantId, productId, modifierGroupId: group.id ?? groupIds.get(group.key)!, sortOrder: index + 1 })),
    );
    const valueRows = of.flatMap(({ productId, links }) =>
      links.values.map((value) => ({
        tenantId,
        productId,
        attributeValueId: value.id ?? valueIds.get(`${value.attributeKey}\n${value.valueKey}`)!,
        priceAdjustment: value.priceAdjustment,
      })),
    );
    if (groupRows.length > 0) await db.insert(productModifierGroups).values(groupRows);
    if (valueRows.length > 0) await db.insert(productAttributeValues).values(valueRows);
  }

  /**
   * New products in one statement, last in their categories, each sold at every outlet at the house
   * prices (as a product made in the console is; an outlet then stops selling what it does not).
   */
  async function insertProducts(tenantId: number, before: CatalogueSnapshot, writes: ProductWrite[], ids: NewIds & { categoryIds: Map<string, number> }) {
    if (writes.length === 0) return;
    const nextOrder = new Map<number, number>();
    const rows = writes.map((write) => {
      const categoryId = write.category.id ?? ids.categoryIds.get(write.category.key)!;
      const sortOrder = nextOrder.get(categoryId) ?? nextSortOrder(before.products.filter((row) => row.categoryId === categoryId));
      nextOrder.set(categoryId, sortOrder + 1);
      return { tenantId, categoryId, ...productColumns(write.fields), sortOrder };
    });
    const inserted = await db.insert(products).values(rows).returning({ id: products.id, name: products.name });
    // PostgreSQL answers a multi-row INSERT … RETURNING in VALUES order; checked, so a surprise fails loudly rather than crossing links.
    inserted.forEach((row, index) => {
      if (row.name !== rows[index]!.name) throw new Error(`Catalogue import: inserted products came back out of order at ${rows[index]!.name}`);
    });
    const outlets = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.tenantId, tenantId));
    const offers = inserted.flatMap((product) => outlets.map((outlet) => ({ tenantId, restaurantId: outlet.id, productId: product.id })));
    if (offers.length > 0) await db.insert(restaurantProducts).values(offers);
    await insertLinks(
      tenantId,
      writes.map((write, index) => ({ productId: inserted[index]!.id, links: write.links ?? { groups: [], values: [] } })),
      ids,
    );
  }
}
export type CatalogueIoRepo = ReturnType<typeof createCatalogueIoRepo>;
