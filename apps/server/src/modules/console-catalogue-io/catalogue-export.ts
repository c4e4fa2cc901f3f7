import {
  CATALOGUE_FORMAT,
  CATALOGUE_FORMAT_VERSION,
  type CatalogueConfiguration,
  type CatalogueDocument,
  type CatalogueProduct,
} from '@crust/contract/catalogue-document';
import type { Allergen, DietaryTag } from '@crust/contract/catalogue-vocabulary';
import { indexBy, type CatalogueSnapshot, type ProductRow } from './catalogue-snapshot.ts';

/** A product's own fields as the document names them (no links, no category). */
export type ProductFields = Omit<CatalogueProduct, 'modifier_groups' | 'configurations'>;

export const productFieldsOf = (row: ProductRow): ProductFields => ({
  name: row.name,
  description: row.description,
  unit: row.unit,
  tags: row.tags as DietaryTag[],
  allergens: row.allergens as Allergen[],
  price: row.price,
  online_price: row.onlinePrice,
  instore_price: row.instorePrice,
  dinein_price: row.dineinPrice,
  tax_class: row.taxClass,
  popular: row.popular,
  is_new: row.isNew,
  allow_half_and_half: row.allowHalfAndHalf,
});

/**
 * A product's links by name, for the export and for comparing with a document: its modifier groups in
 * display order and its configurations, attributes and values in their catalogue order.
 */
export function linksOf(snapshot: CatalogueSnapshot) {
  const groupName = new Map(snapshot.groups.map((group) => [group.id, group.name]));
  const groupsByProduct = indexBy(
    [...snapshot.groupLinks].sort((a, b) => a.sortOrder - b.sortOrder),
    (link) => link.productId,
  );
  const attributes = new Map(snapshot.attributes.map((attribute, order) => [attribute.id, { name: attribute.name, order }]));
  const values = new Map(snapshot.values.map((value, order) => [value.id, { ...value, order }]));
  const configurationsByProduct = indexBy(snapshot.configurations, (row) => row.productId);

  function configurationsOf(productId: number): CatalogueConfiguration[] {
    const chosen = (configurationsByProduct.get(productId) ?? [])
      .map((row) => ({ value: values.get(row.attributeValueId)!, priceAdjustment: row.priceAdjustment }))
      .sort((a, b) => a.value.order - b.value.order);
    const byAttribute = indexBy(chosen, (row) => row.value.attributeId);
    return [...byAttribute.entries()]
      .sort(([a], [b]) => attributes.get(a)!.order - attributes.get(b)!.order)
      .map(([attributeId, rows]) => ({
        attribute: attributes.get(attributeId)!.name,
        values: rows.map((row) => ({ value: row.value.name, price_adjustment: row.priceAdjustment })),
      }));
  }

  return {
    modifierGroupsOf: (productId: number) => (groupsByProduct.get(productId) ?? []).map((link) => groupName.get(link.modifierGroupId)!),
    configurationsOf,
  };
}

/**
 * The tenant's catalogue as one document (decision 011): every category (hidden ones too) with its
 * products that are not archived, every modifier group and attribute; lists in menu order.
 */
export function exportDocument(snapshot: CatalogueSnapshot): CatalogueDocument {
  const links = linksOf(snapshot);
  const productsByCategory = indexBy(
    snapshot.products.filter((product) => product.archivedAt === null),
    (product) => product.categoryId,
  );
  const modifiersByGroup = indexBy(snapshot.modifiers, (modifier) => modifier.modifierGroupId);
  const valuesByAttribute = indexBy(snapshot.values, (value) => value.attributeId);
  return {
    format: CATALOGUE_FORMAT,
    version: CATALOGUE_FORMAT_VERSION,
    categories: snapshot.categories.map((category) => ({
      name: category.name,
      description: category.description,
      menus: { main: category.onMainMenu, instore: category.onInstoreMenu, dinein: category.onDineinMenu },
      hidden: category.hidden,
      products: (productsByCategory.get(category.id) ?? []).map((product) => ({
        ...productFieldsOf(product),
        modifier_groups: links.modifierGroupsOf(product.id),
        configurations: links.configurationsOf(product.id),
      })),
    })),
    modifier_groups: snapshot.groups.map((group) => ({
      name: group.name,
      min: group.minChoices,
      max: group.maxChoices,
      modifiers: (modifiersByGroup.get(group.id) ?? []).map((modifier) => ({ name: modifier.name, price: modifier.onlinePrice, default: modifier.isDefault })),
    })),
    attributes: snapshot.attributes.map((attribute) => ({
      name: attribute.name,
      values: (valuesByAttribute.get(attribute.id) ?? []).map((value) => value.name),
    })),
  };
}
