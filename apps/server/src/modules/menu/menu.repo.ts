import type { MenuKind } from '@crust/contract/menu';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { attributeValues, attributes, productAttributeValues } from '../../db/schema/attributes.ts';
import { categories } from '../../db/schema/categories.ts';
import { daypartSchedules } from '../../db/schema/daypart-schedules.ts';
import { dealComponentChoices, dealComponentTypes, deals } from '../../db/schema/deals.ts';
import { modifierGroups, modifiers, productModifierGroups } from '../../db/schema/modifiers.ts';
import { outletModifierStock } from '../../db/schema/outlet-modifier-stock.ts';
import { products } from '../../db/schema/products.ts';
import { restaurantProducts } from '../../db/schema/restaurant-products.ts';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import { restaurants } from '../../db/schema/restaurants.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { menuPrices } from '../catalogue/outlet-prices.ts';

interface MenuFlags {
  onMainMenu: PgColumn;
  onInstoreMenu: PgColumn;
  onDineinMenu: PgColumn;
}
/** restaurant_products, deals and categories say which menus they are on. */
const onMenu = (table: MenuFlags, menu: MenuKind) => eq({ main: table.onMainMenu, instore: table.onInstoreMenu, dinein: table.onDineinMenu }[menu], true);

export interface MenuOwner {
  tenantId: number;
  restaurantId: number;
  menu: MenuKind;
}

/** Flat rows in display order; the service nests them into the payload. */
export function createMenuRepo(db: Database) {
  return {
    /** The outlet's status and time zone (its dayparts are local), only when it belongs to the tenant asked for. */
    async findOutlet(tenantId: number, restaurantId: number): Promise<{ status: number; timeZone: string } | null> {
      const [row] = await db
        .select({ status: restaurants.status, timeZone: restaurantSettings.timezone })
        .from(restaurants)
        .innerJoin(restaurantSettings, eq(restaurantSettings.restaurantId, restaurants.id))
        .where(and(eq(restaurants.id, restaurantId), eq(restaurants.tenantId, tenantId)))
        .limit(1);
      return row ?? null;
    },

    /** Every row one menu is built from, read in one snapshot so the parts agree with each other. */
    async loadMenu({ tenantId, restaurantId, menu }: MenuOwner) {
      return db.transaction(
        async (tx) => {
          // Sold here on this menu, not archived, in a category on this menu and not hidden.
          const offered = and(
            eq(restaurantProducts.tenantId, tenantId),
            eq(restaurantProducts.restaurantId, restaurantId),
            onMenu(restaurantProducts, menu),
            isNull(products.archivedAt),
            onMenu(categories, menu),
            eq(categories.hidden, false),
          );
          const offeredProductIds = tx
            .select({ id: restaurantProducts.productId })
            .from(restaurantProducts)
            .innerJoin(products, eq(products.id, restaurantProducts.productId))
            .innerJoin(categories, eq(categories.id, products.categoryId))
            .where(offered);

          const productRows = await tx
            .select({
              categoryId: categories.id,
              categoryName: categories.name,
              categoryImage: categories.imagePath,
              productId: products.id,
              restaurantProductId: restaurantProducts.id,
              name: products.name,
              description: products.description,
              image: products.imagePath,
              ...menuPrices(menu),
              inStock: restaurantProducts.inStock,
              // The outlet may add badges to the house's.
              popular: sql<boolean>`${products.popular} or ${restaurantProducts.popular}`,
              isNew: sql<boolean>`${products.isNew} or ${restaurantProducts.isNew}`,
              unit: products.unit,
              tags: products.tags,
              allergens: products.allergens,
              allowHalfAndHalf: products.allowHalfAndHalf,
              taxClass: products.taxClass,
            })
            .from(restaurantProducts)
            .innerJoin(products, eq(products.id, restaurantProducts.productId))
            .innerJoin(categories, eq(categories.id, products.categoryId))
            .where(offered)
            .orderBy(asc(categories.sortOrder), asc(categories.id), asc(products.sortOrder), asc(products.id));

          const modifierRows = await tx
            .select({
              productId: productModifierGroups.productId,
              groupId: modifierGroups.id,
              groupName: modifierGroups.name,
              min: modifierGroups.minChoices,
              max: modifierGroups.maxChoices,
              modifierId: modifiers.id,
              modifierName: modifiers.name,
              onlinePrice: modifiers.onlinePrice,
              isDefault: modifiers.isDefault,
              // An outlet without a stock row for a modifier has it (issue 10).
              inStock: sql<boolean>`coalesce(${outletModifierStock.inStock}, true)`,
            })
            .from(productModifierGroups)
            .innerJoin(modifierGroups, eq(modifierGroups.id, productModifierGroups.modifierGroupId))
            .innerJoin(modifiers, eq(modifiers.modifierGroupId, modifierGroups.id))
            .leftJoin(outletModifierStock, and(eq(outletModifierStock.modifierId, modifiers.id), eq(outletModifierStock.restaurantId, restaurantId)))
            .where(inArray(productModifierGroups.productId, offeredProductIds))
            .orderBy(
              asc(productModifierGroups.productId),
              asc(productModifierGroups.sortOrder),
              asc(modifierGroups.id),
              asc(modifiers.sortOrder),
              asc(modifiers.id),
            );

          const configurationRows = await tx
            .select({
              productId: productAttributeValues.productId,
              attributeId: attributes.id,
              attributeName: attributes.name,
              valueId: attributeValues.id,
              valueName: attributeValues.name,
              priceAdjustment: productAttributeValues.priceAdjustment,
            })
            .from(productAttributeValues)
            .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.attributeValueId))
            .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
            .where(inArray(productAttributeValues.productId, offeredProductIds))
            .orderBy(
              asc(productAttributeValues.productId),
              asc(attributes.sortOrder),
              asc(attributes.id),
              asc(attributeValues.sortOrder),
              asc(attributeValues.id),
            );

          // Left joins keep a slot that has no choice, so the service can tell an unfillable deal.
          const dealRows = await tx
            .select({
              id: deals.id,
              kind: deals.kind,
              name: deals.name,
              description: deals.description,
              image: deals.imagePath,
              price: deals.price,
              componentId: dealComponentTypes.id,
              componentName: dealComponentTypes.name,
              quantity: dealComponentTypes.quantity,
              attributeValueIds: dealComponentTypes.attributeValueIds,
              restaurantProductId: dealComponentChoices.restaurantProductId,
              upcharge: dealComponentChoices.upcharge,
            })
            .from(deals)
            .innerJoin(dealComponentTypes, eq(dealComponentTypes.dealId, deals.id))
            .leftJoin(dealComponentChoices, eq(dealComponentChoices.dealComponentTypeId, dealComponentTypes.id))
            .leftJoin(restaurantProducts, eq(restaurantProducts.id, dealComponentChoices.restaurantProductId))
            .leftJoin(products, eq(products.id, restaurantProducts.productId))
            .where(and(eq(deals.tenantId, tenantId), eq(deals.restaurantId, restaurantId), onMenu(deals, menu), isNull(deals.archivedAt)))
            .orderBy(
              asc(deals.sortOrder),
              asc(deals.id),
              asc(dealComponentTypes.sortOrder),
              asc(dealComponentTypes.id),
              asc(products.sortOrder),
              asc(restaurantProducts.id),
            );

          const [tenant] = await tx.select({ halfAndHalfPricing: tenants.halfAndHalfPricing }).from(tenants).where(eq(tenants.id, tenantId));
          // The outlet was found under this tenant, so the tenant exists; 'dearer' is the column's default.
          const halfAndHalfPricing = tenant?.halfAndHalfPricing ?? 'dearer';

          // Issue 19: when the outlet sells its dayparted categories and products (all of them: few rows).
          const daypartRules = await tx
            .select({
              categoryId: daypartSchedules.categoryId,
              productId: daypartSchedules.productId,
              weekdays: daypartSchedules.weekdays,
              startsMinute: daypartSchedules.startsMinute,
              endsMinute: daypartSchedules.endsMinute,
            })
            .from(daypartSchedules)
            .where(and(eq(daypartSchedules.tenantId, tenantId), eq(daypartSchedules.restaurantId, restaurantId)));

          return { productRows, modifierRows, configurationRows, dealRows, halfAndHalfPricing, daypartRules };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}
export type MenuRepo = ReturnType<typeof createMenuRepo>;
export type MenuRows = Awaited<ReturnType<MenuRepo['loadMenu']>>;
