import type { CategoryFields, ConsoleCategory } from '@crust/contract/console-categories';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories } from '../../db/schema/categories.ts';
import { products } from '../../db/schema/products.ts';

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  description: categories.description,
  image_id: categories.imageId,
  on_main_menu: categories.onMainMenu,
  on_instore_menu: categories.onInstoreMenu,
  on_dinein_menu: categories.onDineinMenu,
  hidden: categories.hidden,
  sort_order: categories.sortOrder,
  version: categories.version,
};
type CategoryRow = Omit<ConsoleCategory, 'product_count' | 'archived_product_count'>;

const columnsOf = (fields: CategoryFields) => ({
  name: fields.name,
  description: fields.description,
  imageId: fields.image_id,
  onMainMenu: fields.on_main_menu,
  onInstoreMenu: fields.on_instore_menu,
  onDineinMenu: fields.on_dinein_menu,
  hidden: fields.hidden,
});

const ofTenant = (tenantId: number, categoryId: number) => and(eq(categories.id, categoryId), eq(categories.tenantId, tenantId));

/** Categories' SQL (issue 19); their trigger notifies the menu cache of every write (decision 002). */
export function createCategoriesRepo(db: Database) {
  /** The rows with how many products each holds, on sale and archived. */
  async function counted(tenantId: number, rows: CategoryRow[]): Promise<ConsoleCategory[]> {
    const counts = await db
      .select({
        categoryId: products.categoryId,
        onSale: sql<number>`(count(*) filter (where ${products.archivedAt} is null))::int`,
        archived: sql<number>`(count(*) filter (where ${products.archivedAt} is not null))::int`,
      })
      .from(products)
      .where(and(eq(products.tenantId, tenantId), inArray(products.categoryId, rows.length > 0 ? rows.map((row) => row.id) : [0])))
      .groupBy(products.categoryId);
    const byCategory = new Map(counts.map((count) => [count.categoryId, count]));
    return rows.map((row) => ({ ...row, product_count: byCategory.get(row.id)?.onSale ?? 0, archived_product_count: byCategory.get(row.id)?.archived ?? 0 }));
  }

  return {
    /** The tenant's categories in menu order, hidden ones included. */
    list: async (tenantId: number): Promise<ConsoleCategory[]> =>
      counted(
        tenantId,
        await db.select(categoryColumns).from(categories).where(eq(categories.tenantId, tenantId)).orderBy(asc(categories.sortOrder), asc(categories.id)),
      ),

    /** One of the tenant's categories; `lock` holds its row until the transaction ends. */
    async find(tenantId: number, categoryId: number, lock = false): Promise<ConsoleCategory | null> {
      const query = db.select(categoryColumns).from(categories).where(ofTenant(tenantId, categoryId));
      const [row] = lock ? await query.for('update') : await query;
      return row ? (await counted(tenantId, [row]))[0]! : null;
    },

    /** A new category, last on the menu; its id. */
    async create(tenantId: number, fields: CategoryFields): Promise<number> {
      const [row] = await db
        .insert(categories)
        .values({
          tenantId,
          ...columnsOf(fields),
          sortOrder: sql`(select coalesce(max(${categories.sortOrder}), 0) + 1 from ${categories} where ${categories.tenantId} = ${tenantId})`,
        })
        .returning({ id: categories.id });
      return row!.id;
    },

    /** Saves over `version` only (a conditional update): false when the row is at another version. */
    async update(tenantId: number, categoryId: number, fields: CategoryFields, version: number): Promise<boolean> {
      const rows = await db
        .update(categories)
        .set({ ...columnsOf(fields), version: sql`${categories.version} + 1` })
        .where(and(ofTenant(tenantId, categoryId), eq(categories.version, version)))
        .returning({ id: categories.id });
      return rows.length > 0;
    },

    /** Every category id of the tenant, locked, so two reorders take turns. */
    async lockAll(tenantId: number): Promise<number[]> {
      const rows = await db.select({ id: categories.id }).from(categories).where(eq(categories.tenantId, tenantId)).for('update');
      return rows.map((row) => row.id);
    },

    /** Each category's sort_order becomes its place in `ids`. */
    async reorder(tenantId: number, ids: readonly number[]): Promise<void> {
      for (const [index, id] of ids.entries())
        await db
          .update(categories)
          .set({ sortOrder: index + 1 })
          .where(ofTenant(tenantId, id));
    },

    async remove(tenantId: number, categoryId: number): Promise<void> {
      await db.delete(categories).where(ofTenant(tenantId, categoryId));
    },
  };
}
export type CategoriesRepo = ReturnType<typeof createCategoriesRepo>;
