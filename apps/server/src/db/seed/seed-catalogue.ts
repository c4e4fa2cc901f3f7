import { MENU_KINDS, type MenuKind } from '@crust/contract/menu';
import type { Database } from '../client.ts';
import { attributeValues, attributes, productAttributeValues } from '../schema/attributes.ts';
import { categories } from '../schema/categories.ts';
import { dealComponentChoices, dealComponentTypes, deals } from '../schema/deals.ts';
import { modifierGroups, modifiers, productModifierGroups } from '../schema/modifiers.ts';
import { products } from '../schema/products.ts';
import { restaurantProducts } from '../schema/restaurant-products.ts';
import {
  categoryImagePath,
  dealImagePath,
  demoAttributes,
  demoCategories,
  demoModifierGroups,
  demoProducts,
  productImagePath,
  type DemoProduct,
} from './demo-catalogue.ts';
import { demoDeals, demoOutletOffers, type OutletOffers } from './demo-offers.ts';

/** A map lookup that throws on a slug the seed data misspelt, rather than seeding half a catalogue. */
function lookup<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo seed: unknown ${what} "${key}"`);
  return value;
}

/**
 * The ids of inserted items by their seed key. A multi-row INSERT … RETURNING gives rows back in
 * VALUES order on PostgreSQL; checking each name turns any surprise into a loud failure, not crossed ids.
 */
function idsByKey<T extends { name: string }>(returned: { id: number; name: string }[], items: readonly T[], keyOf: (item: T) => string) {
  return new Map(
    items.map((item, index) => {
      const row = returned[index];
      if (row?.name !== item.name) throw new Error(`Demo seed: rows came back out of order at ${item.name}`);
      return [keyOf(item), row.id];
    }),
  );
}

const menuFlags = (menus: readonly MenuKind[] = MENU_KINDS) => ({
  onMainMenu: menus.includes('main'),
  onInstoreMenu: menus.includes('instore'),
  onDineinMenu: menus.includes('dinein'),
});

/** Master ids by slug, for seeds that refer to the catalogue (coupons). */
export interface CatalogueIds {
  categoryIds: Map<string, number>;
  productIds: Map<string, number>;
  /** Configuration values by "Attribute/Value" (e.g. "Size/Large"). */
  valueIds: Map<string, number>;
}

/** The tenant's shared catalogue: categories, products, modifier groups and configurations. */
async function seedMasterCatalogue(tx: Database, tenantId: number): Promise<CatalogueIds> {
  const categoryRows = await tx
    .insert(categories)
    .values(demoCategories.map((category, index) => ({ tenantId, name: category.name, imagePath: categoryImagePath(category.slug), sortOrder: index + 1 })))
    .returning({ id: categories.id, name: categories.name });
  const categoryIds = idsByKey(categoryRows, demoCategories, (category) => category.slug);

  const productRows = await tx
    .insert(products)
    .values(
      demoProducts.map((product, index) => ({
        tenantId,
        categoryId: lookup(categoryIds, product.category, 'category'),
        name: product.name,
        description: product.description,
        imagePath: productImagePath(product.slug),
        unit: product.unit ?? null,
        tags: product.tags ?? [],
        allergens: product.allergens,
        allowHalfAndHalf: product.halfAndHalf ?? false,
        price: product.price,
        onlinePrice: product.onlinePrice ?? null,
        popular: product.popular ?? false,
        isNew: product.isNew ?? false,
        sortOrder: index + 1,
      })),
    )
    .returning({ id: products.id, name: products.name });
  const productIds = idsByKey(productRows, demoProducts, (product) => product.slug);

  await seedModifierGroups(tx, tenantId, productIds);
  const valueIds = await seedConfigurations(tx, tenantId, productIds);
  return { categoryIds, productIds, valueIds };
}

async function seedModifierGroups(tx: Database, tenantId: number, productIds: Map<string, number>): Promise<void> {
  const groups = Object.entries(demoModifierGroups).map(([key, group]) => ({ key, ...group }));
  const groupRows = await tx
    .insert(modifierGroups)
    .values(groups.map((group) => ({ tenantId, name: group.name, minChoices: group.min, maxChoices: group.max })))
    .returning({ id: modifierGroups.id, name: modifierGroups.name });
  const groupIds = idsByKey(groupRows, groups, (group) => group.key);

  await tx.insert(modifiers).values(
    groups.flatMap((group) =>
      group.modifiers.map(([name, onlinePrice], index) => ({
        tenantId,
        modifierGroupId: lookup(groupIds, group.key, 'modifier group'),
        name,
        onlinePrice,
        sortOrder: index + 1,
      })),
    ),
  );
  await tx.insert(productModifierGroups).values(
    demoProducts.flatMap((product) =>
      (product.groups ?? []).map((key, index) => ({
        tenantId,
        productId: lookup(productIds, product.slug, 'product'),
        modifierGroupId: lookup(groupIds, key, 'modifier group'),
        sortOrder: index + 1,
      })),
    ),
  );
}

/** Seeds the attributes and their values; answers the values' ids by "Attribute/Value" (e.g. "Size/Large"). */
async function seedConfigurations(tx: Database, tenantId: number, productIds: Map<string, number>): Promise<Map<string, number>> {
  const attributeRows = await tx
    .insert(attributes)
    .values(demoAttributes.map((attribute, index) => ({ tenantId, name: attribute.name, sortOrder: index + 1 })))
    .returning({ id: attributes.id, name: attributes.name });
  const attributeIds = idsByKey(attributeRows, demoAttributes, (attribute) => attribute.name);

  const values = demoAttributes.flatMap((attribute) =>
    attribute.values.map((name, index) => ({
      tenantId,
      attributeId: lookup(attributeIds, attribute.name, 'attribute'),
      name,
      sortOrder: index + 1,
      key: `${attribute.name}/${name}`,
    })),
  );
  const valueRows = await tx
    .insert(attributeValues)
    .values(values.map(({ key: _key, ...row }) => row))
    .returning({ id: attributeValues.id, name: attributeValues.name });
  const valueIds = idsByKey(valueRows, values, (value) => value.key);

  const optionsOf = (product: DemoProduct) =>
    Object.entries(product.options ?? {}).flatMap(([attribute, adjustments]) =>
      Object.entries(adjustments ?? {}).map(([value, priceAdjustment]) => ({
        tenantId,
        productId: lookup(productIds, product.slug, 'product'),
        attributeValueId: lookup(valueIds, `${attribute}/${value}`, 'attribute value'),
        priceAdjustment,
      })),
    );
  await tx.insert(productAttributeValues).values(demoProducts.flatMap(optionsOf));
  return valueIds;
}

/** One outlet's offers of the master products, then its deals. */
async function seedOutletOffers(
  tx: Database,
  tenantId: number,
  restaurantId: number,
  offers: OutletOffers,
  { productIds, valueIds }: Pick<CatalogueIds, 'productIds' | 'valueIds'>,
) {
  for (const slug of [...offers.notSold, ...offers.outOfStock, ...Object.keys(offers.prices), ...offers.popular]) lookup(productIds, slug, 'product');
  const sold = demoProducts.filter((product) => !offers.notSold.includes(product.slug));
  const rows = await tx
    .insert(restaurantProducts)
    .values(
      sold.map((product) => {
        // An override replaces the house pair; one that names no online price keeps the house's.
        const price = offers.prices[product.slug];
        return {
          tenantId,
          restaurantId,
          productId: lookup(productIds, product.slug, 'product'),
          price: price?.price ?? null,
          onlinePrice: price ? ('onlinePrice' in price ? (price.onlinePrice ?? null) : (product.onlinePrice ?? null)) : null,
          inStock: !offers.outOfStock.includes(product.slug),
          popular: offers.popular.includes(product.slug),
          ...menuFlags(product.menus),
        };
      }),
    )
    .returning({ id: restaurantProducts.id, productId: restaurantProducts.productId });
  const offerIdByProductId = new Map(rows.map((row) => [row.productId, row.id]));
  const offerIdOf = (slug: string) => offerIdByProductId.get(lookup(productIds, slug, 'product'));

  for (const [index, deal] of demoDeals.entries()) {
    const [dealRow] = await tx
      .insert(deals)
      .values({
        tenantId,
        restaurantId,
        kind: deal.kind,
        name: deal.name,
        description: deal.description,
        imagePath: dealImagePath(deal.slug),
        price: deal.price,
        ...menuFlags(deal.menus),
        sortOrder: index + 1,
      })
      .returning({ id: deals.id });
    const componentRows = await tx
      .insert(dealComponentTypes)
      .values(
        deal.components.map((component, sortOrder) => ({
          tenantId,
          restaurantId,
          dealId: dealRow!.id,
          name: component.name,
          quantity: component.quantity,
          sortOrder: sortOrder + 1,
          attributeValueIds: (component.sizes ?? []).map((size) => lookup(valueIds, `Size/${size}`, 'size')),
        })),
      )
      .returning({ id: dealComponentTypes.id, name: dealComponentTypes.name });
    const componentIds = idsByKey(componentRows, deal.components, (component) => component.name);
    await tx.insert(dealComponentChoices).values(
      deal.components.flatMap((component) =>
        component.choices.flatMap(({ products: slugs, upcharge }) =>
          // A slot offers only what this outlet sells.
          slugs.flatMap((slug) => {
            const restaurantProductId = offerIdOf(slug);
            const dealComponentTypeId = lookup(componentIds, component.name, 'deal slot');
            return restaurantProductId === undefined ? [] : [{ tenantId, restaurantId, dealComponentTypeId, restaurantProductId, upcharge }];
          }),
        ),
      ),
    );
  }
}

/** Seeds the demo catalogue inside the demo seed's transaction; outlets are given by slug → id. */
export async function seedCatalogue(tx: Database, tenantId: number, outletIds: Map<string, number>): Promise<CatalogueIds> {
  const ids = await seedMasterCatalogue(tx, tenantId);
  for (const [slug, restaurantId] of outletIds) {
    const offers = demoOutletOffers[slug];
    if (!offers) throw new Error(`Demo seed: no offers for the outlet "${slug}"`);
    await seedOutletOffers(tx, tenantId, restaurantId, offers, ids);
  }
  return ids;
}
