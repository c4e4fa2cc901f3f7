import type { TaxClass } from '@crust/contract/catalogue-vocabulary';

// Issue 19: the tenant's catalogue as its rows, what export and import both start from. Plain data,
// so the export and the import's plan (catalogue-export.ts, import-plan.ts) are pure functions.

export interface CategoryRow {
  id: number;
  name: string;
  description: string;
  onMainMenu: boolean;
  onInstoreMenu: boolean;
  onDineinMenu: boolean;
  hidden: boolean;
  sortOrder: number;
}

export interface ProductRow {
  id: number;
  categoryId: number;
  name: string;
  description: string;
  unit: string | null;
  tags: string[];
  allergens: string[];
  allowHalfAndHalf: boolean;
  price: number;
  onlinePrice: number | null;
  instorePrice: number | null;
  dineinPrice: number | null;
  taxClass: TaxClass;
  popular: boolean;
  isNew: boolean;
  sortOrder: number;
  archivedAt: Date | null;
}

export interface GroupRow {
  id: number;
  name: string;
  minChoices: number;
  maxChoices: number;
}

export interface ModifierRow {
  id: number;
  modifierGroupId: number;
  name: string;
  onlinePrice: number;
  isDefault: boolean;
  sortOrder: number;
}

export interface GroupLinkRow {
  productId: number;
  modifierGroupId: number;
  sortOrder: number;
}

export interface AttributeRow {
  id: number;
  name: string;
  sortOrder: number;
}

export interface ValueRow {
  id: number;
  attributeId: number;
  name: string;
  sortOrder: number;
}

export interface ConfigurationRow {
  productId: number;
  attributeValueId: number;
  priceAdjustment: number;
}

/** Every catalogue row of one tenant, archived products included, each list in menu order. */
export interface CatalogueSnapshot {
  categories: CategoryRow[];
  products: ProductRow[];
  groups: GroupRow[];
  modifiers: ModifierRow[];
  groupLinks: GroupLinkRow[];
  attributes: AttributeRow[];
  values: ValueRow[];
  configurations: ConfigurationRow[];
}

/** Rows by a key, several to a key when names repeat. */
export function indexBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const index = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const found = index.get(key);
    if (found) found.push(row);
    else index.set(key, [row]);
  }
  return index;
}
