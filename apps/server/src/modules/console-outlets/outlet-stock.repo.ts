import type { StockModifier, StockProduct } from '@crust/contract/console-outlets';
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories } from '../../db/schema/categories.ts';
import { modifierGroups, modifiers, productModifierGroups } from '../../db/schema/modifiers.ts';
import { outletModifierStock } from '../../db/schema/outlet-modifier-stock.ts';
import { products } from '../../db/schema/products.ts';
import { restaurantProducts } from '../../db/schema/restaurant-products.ts';
import { containing } from '../../lib/like-pattern.ts';
import { recordAudit, type AuditEntry } from '../audit/audit-log.ts';

const matching = (search: string | undefined, ...names: Parameters<typeof ilike>[0][]): SQL | undefined =>
  search ? or(...names.map((name) => ilike(name, containing(search)))) : undefined;

const productColumns = { id: restaurantProducts.id, name: products.name, category: categories.name, in_stock: restaurantProducts.inStock };
/** An outlet without a stock row for a modifier has it. */
const modifierInStock = sql<boolean>`coalesce(${outletModifierStock.inStock}, true)`;
const modifierColumns = { id: modifiers.id, name: modifiers.name, group: modifierGroups.name, in_stock: modifierInStock };

/** Outlet stock (issue 10): restaurant_products.in_stock, and outlet_modifier_stock for the tenant's modifiers. */
export function createOutletStockRepo(db: Database) {
  const ownProduct = (tenantId: number, restaurantId: number) =>
    and(eq(restaurantProducts.tenantId, tenantId), eq(restaurantProducts.restaurantId, restaurantId));
  const productsOf = (tx: Database, tenantId: number, restaurantId: number, where?: SQL) =>
    tx
      .select(productColumns)
      .from(restaurantProducts)
      .innerJoin(products, eq(products.id, restaurantProducts.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(ownProduct(tenantId, restaurantId), where));
  const modifiersAt = (tx: Database, tenantId: number, restaurantId: number, where?: SQL) =>
    tx
      .select(modifierColumns)
      .from(modifiers)
      .innerJoin(modifierGroups, eq(modifierGroups.id, modifiers.modifierGroupId))
      .leftJoin(outletModifierStock, and(eq(outletModifierStock.modifierId, modifiers.id), eq(outletModifierStock.restaurantId, restaurantId)))
      .where(and(eq(modifiers.tenantId, tenantId), where));

  return {
    /** The outlet's products, and the modifiers its products offer, in menu order. */
    async list(tenantId: number, restaurantId: number, search?: string): Promise<{ products: StockProduct[]; modifiers: StockModifier[] }> {
      const offeredGroups = db
        .select({ id: productModifierGroups.modifierGroupId })
        .from(productModifierGroups)
        .innerJoin(restaurantProducts, eq(restaurantProducts.productId, productModifierGroups.productId))
        .where(ownProduct(tenantId, restaurantId));
      const [productRows, modifierRows] = await Promise.all([
        productsOf(db, tenantId, restaurantId, matching(search, products.name, categories.name)).orderBy(
          asc(categories.sortOrder),
          asc(categories.id),
          asc(products.sortOrder),
          asc(products.id),
        ),
        modifiersAt(db, tenantId, restaurantId, and(inArray(modifierGroups.id, offeredGroups), matching(search, modifiers.name, modifierGroups.name))).orderBy(
          asc(modifierGroups.id),
          asc(modifiers.sortOrder),
          asc(modifiers.id),
        ),
      ]);
      return { products: productRows, modifiers: modifierRows };
    },

    /** Marks the outlet's product in or out of stock, recorded; null when the outlet has no such product. */
    async setProduct(by: AuditEntry['by'], restaurantId: number, restaurantProductId: number, inStock: boolean): Promise<StockProduct | null> {
      return db.transaction(async (tx) => {
        const [before] = await productsOf(tx, by.tenantId, restaurantId, eq(restaurantProducts.id, restaurantProductId)).for('update', {
          of: restaurantProducts,
        });
        if (!before) return null;
        await tx.update(restaurantProducts).set({ inStock }).where(eq(restaurantProducts.id, restaurantProductId));
        const after = { ...before, in_stock: inStock };
        await recordAudit(tx, { by, restaurantId, action: 'stock.product', target: `restaurant_product:${restaurantProductId}`, before, after });
        return after;
      });
    },

    /** Marks one of the tenant's modifiers in or out of stock at the outlet, recorded; null when the tenant has no such modifier. */
    async setModifier(by: AuditEntry['by'], restaurantId: number, modifierId: number, inStock: boolean): Promise<StockModifier | null> {
      return db.transaction(async (tx) => {
        const [before] = await modifiersAt(tx, by.tenantId, restaurantId, eq(modifiers.id, modifierId));
        if (!before) return null;
        await tx
          .insert(outletModifierStock)
          .values({ tenantId: by.tenantId, restaurantId, modifierId, inStock })
          .onConflictDoUpdate({ target: [outletModifierStock.restaurantId, outletModifierStock.modifierId], set: { inStock } });
        const after = { ...before, in_stock: inStock };
        await recordAudit(tx, { by, restaurantId, action: 'stock.modifier', target: `modifier:${modifierId}`, before, after });
        return after;
      });
    },
  };
}
export type OutletStockRepo = ReturnType<typeof createOutletStockRepo>;
