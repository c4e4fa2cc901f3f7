import {
  nameKey,
  productKey,
  productLabel,
  type CatalogueAttribute,
  type CatalogueCategory,
  type CatalogueConfiguration,
  type CatalogueImportResult,
  type CatalogueItemKind,
  type CatalogueModifierGroup,
} from '@crust/contract/catalogue-document';
import { errorCodes } from '@crust/contract/errors';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { linksOf, productFieldsOf, type ProductFields } from './catalogue-export.ts';
import { indexBy, type CatalogueSnapshot, type CategoryRow, type ProductRow } from './catalogue-snapshot.ts';

// Issue 19 (decision 011): what an import adds, changes and archives, worked out from the catalogue
// as it is and what was sent, before anything is written. A dry run answers the plan's result; an
// applied import writes the plan (catalogue-io.repo.ts) in the transaction that read the snapshot.

/** Where a thing came from, for a 400 that names it: a JSON path ("categories.0.products.3") or a CSV row. */
type Where = string;

export type CategoryFields = Omit<CatalogueCategory, 'products' | 'name'>;
export interface ProductLinks {
  modifier_groups: string[];
  configurations: CatalogueConfiguration[];
}

/** What an import asks for, from a document or a CSV, names as sent. */
export interface ImportInput {
  /** `fields` undefined (a CSV): a new category takes the defaults, an existing one stays as it is. */
  categories: { name: string; fields?: CategoryFields; where: Where }[];
  /** `links` undefined (a CSV): a product keeps its modifier groups and configurations. */
  products: { category: string; fields: ProductFields; links?: ProductLinks; where: Where }[];
  modifierGroups: (CatalogueModifierGroup & { where: Where })[];
  attributes: (CatalogueAttribute & { where: Where })[];
  /** A whole document: the tenant's products it does not name are archived. */
  archiveMissing: boolean;
}

// The writes, ids where the row exists (null: insert), names where it is new in this import.
export interface CategoryWrite extends CategoryFields {
  id: number | null;
  name: string;
}
export interface GroupWrite {
  id: number | null;
  name: string;
  min: number;
  max: number;
  /** Only the modifiers added or changed. */
  modifiers: { id: number | null; name: string; price: number; default: boolean }[];
}
export interface AttributeWrite {
  id: number | null;
  name: string;
  newValues: string[];
}
export interface LinkWrites {
  groups: { id: number | null; key: string }[];
  values: { id: number | null; attributeKey: string; valueKey: string; priceAdjustment: number }[];
}
export interface ProductWrite {
  id: number | null;
  category: { id: number | null; key: string };
  fields: ProductFields;
  restore: boolean;
  /** null: leave its links as they are. */
  links: LinkWrites | null;
}
export interface ImportPlan {
  result: Omit<CatalogueImportResult, 'dry_run'>;
  categories: CategoryWrite[];
  groups: GroupWrite[];
  attributes: AttributeWrite[];
  products: ProductWrite[];
  archive: number[];
}

const DEFAULT_CATEGORY: CategoryFields = { description: '', menus: { main: true, instore: true, dinein: true }, hidden: false };
const MAX_PROBLEMS = 10;

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
const sameKeys = (a: readonly string[], b: readonly string[]) => a.map(nameKey).join('\n') === b.map(nameKey).join('\n');
const configurationKeys = (configurations: readonly CatalogueConfiguration[]) =>
  configurations.flatMap((configuration) =>
    configuration.values.map((value) => `${nameKey(configuration.attribute)}\n${nameKey(value.value)}\n${value.price_adjustment}`),
  );

/** The document fields of a product that differ (the CSV has no links: those are never compared for it). */
function productChanges(current: ProductFields, wanted: ProductFields): (keyof ProductFields)[] {
  return (Object.keys(wanted) as (keyof ProductFields)[]).filter((field) => {
    const [a, b] = [current[field], wanted[field]];
    return Array.isArray(a) && Array.isArray(b) ? !sameSet(a, b) : a !== b;
  });
}

function categoryChanges(current: CategoryRow, name: string, wanted: CategoryFields): string[] {
  const changes: string[] = [];
  if (current.name !== name) changes.push('name');
  if (current.description !== wanted.description) changes.push('description');
  const menus = wanted.menus;
  if (current.onMainMenu !== menus.main || current.onInstoreMenu !== menus.instore || current.onDineinMenu !== menus.dinein) changes.push('menus');
  if (current.hidden !== wanted.hidden) changes.push('hidden');
  return changes;
}

/** 400 naming the first ten problems (and how many more), when there are any: nothing is written. */
export function refuseProblems(found: readonly string[]): void {
  if (found.length === 0) return;
  const more = found.length > MAX_PROBLEMS ? ` (and ${found.length - MAX_PROBLEMS} more)` : '';
  throw badRequest(`The import changes nothing: ${found.slice(0, MAX_PROBLEMS).join('; ')}${more}`);
}

/** Collects the 400's problems, each naming where and which field; throws them together at the end. */
function problems() {
  const found: string[] = [];
  return {
    add: (where: Where, message: string) => found.push(`${where}: ${message}`),
    /** Names every repeated name of a list (compared as `nameKey` does, or `keyOf`). */
    duplicates<T extends { name: string; where: Where }>(items: readonly T[], what: string, keyOf: (item: T) => string = (item) => nameKey(item.name)) {
      for (const [, same] of indexBy(items, keyOf)) {
        if (same.length > 1) found.push(`${same.map((item) => item.where).join(', ')}: ${what} "${same[0]!.name}" is named ${same.length} times`);
      }
    },
    throwAny: () => refuseProblems(found),
  };
}

/** One row of a name, or none; two rows of it make the name ambiguous (409: rename one in the console first). */
function onlyOne<T extends { name: string; unit?: string | null }>(rows: readonly T[], what: string): T | undefined {
  if (rows.length > 1) {
    const name = productLabel(rows[0]!.name, rows[0]!.unit ?? null);
    throw new HttpError(
      409,
      errorCodes.conflict,
      `The catalogue has ${rows.length} ${what}s named "${name}": rename all but one in the console, then import again.`,
    );
  }
  return rows[0];
}
const theOne = <T extends { name: string }>(index: Map<string, T[]>, key: string, what: string) => onlyOne(index.get(key) ?? [], what);

/** The product a name matches: the one on sale, else the last archived one (which the import brings back). */
function matchProduct(index: Map<string, ProductRow[]>, key: string): ProductRow | undefined {
  const rows = index.get(key) ?? [];
  const live = rows.filter((row) => row.archivedAt === null);
  if (live.length > 0) return onlyOne(live, 'product');
  return rows.reduce<ProductRow | undefined>((last, row) => (!last || row.id > last.id ? row : last), undefined);
}

type Issues = ReturnType<typeof problems>;
type Report = (kind: CatalogueItemKind, name: string, fields: string[] | null) => void;
/** Ids by name key: null for what this import adds. */
type IdsByKey = Map<string, number | null>;

/** Sent categories added, or updated where a document says otherwise. */
function planCategories(snapshot: CatalogueSnapshot, input: ImportInput, report: Report) {
  const categoryIndex = indexBy(snapshot.categories, (row) => nameKey(row.name));
  const categoryIds: IdsByKey = new Map();
  const categories: CategoryWrite[] = [];
  for (const { name, fields } of input.categories) {
    const key = nameKey(name);
    if (categoryIds.has(key)) continue;
    const current = theOne(categoryIndex, key, 'category');
    categoryIds.set(key, current?.id ?? null);
    if (!current) {
      categories.push({ id: null, name, ...(fields ?? DEFAULT_CATEGORY) });
      report('category', name, null);
    } else if (fields) {
      const changes = categoryChanges(current, name, fields);
      if (changes.length > 0) categories.push({ id: current.id, name, ...fields });
      report('category', name, changes);
    }
  }

  return { categoryIds, categories };
}

/** Sent modifier groups added or updated; modifiers matched by name within their group. */
function planGroups(snapshot: CatalogueSnapshot, input: ImportInput, issues: Issues, report: Report) {
  const groupIndex = indexBy(snapshot.groups, (row) => nameKey(row.name));
  const modifiersByGroup = indexBy(snapshot.modifiers, (row) => row.modifierGroupId);
  const groupIds: IdsByKey = new Map();
  const groups: GroupWrite[] = [];
  for (const group of input.modifierGroups) {
    const key = nameKey(group.name);
    if (group.min > group.max) issues.add(`${group.where}.min`, `at least ${group.min} choices cannot be more than the most, ${group.max}`);
    issues.duplicates(
      group.modifiers.map((modifier, index) => ({ name: modifier.name, where: `${group.where}.modifiers.${index}` })),
      'modifier',
    );
    if (groupIds.has(key)) continue;
    const current = theOne(groupIndex, key, 'modifier group');
    groupIds.set(key, current?.id ?? null);
    const existing = new Map((current ? (modifiersByGroup.get(current.id) ?? []) : []).map((row) => [nameKey(row.name), row]));
    const modifiers = group.modifiers
      .map((modifier) => ({ modifier, row: existing.get(nameKey(modifier.name)) }))
      .filter(({ modifier, row }) => !row || row.name !== modifier.name || row.onlinePrice !== modifier.price || row.isDefault !== modifier.default)
      .map(({ modifier, row }) => ({ id: row?.id ?? null, name: modifier.name, price: modifier.price, default: modifier.default }));
    const changes = current
      ? [
          ...(current.name !== group.name ? ['name'] : []),
          ...(current.minChoices !== group.min ? ['min'] : []),
          ...(current.maxChoices !== group.max ? ['max'] : []),
          ...(modifiers.length > 0 ? ['modifiers'] : []),
        ]
      : null;
    if (changes === null || changes.length > 0) groups.push({ id: current?.id ?? null, name: group.name, min: group.min, max: group.max, modifiers });
    report('modifier_group', group.name, changes);
  }

  return { groupIds, groupIndex, groups };
}

/** Sent attributes added, or their new values added (values are matched by name, never removed); every attribute's values by key. */
function planAttributes(snapshot: CatalogueSnapshot, input: ImportInput, issues: Issues, report: Report) {
  const attributeIndex = indexBy(snapshot.attributes, (row) => nameKey(row.name));
  const valuesByAttribute = indexBy(snapshot.values, (row) => row.attributeId);
  /** Per attribute key: its id (null: new) and its values' ids by key (null: new). */
  const knownValues = new Map<string, { id: number | null; values: IdsByKey }>();
  const attributes: AttributeWrite[] = [];
  for (const attribute of input.attributes) {
    const key = nameKey(attribute.name);
    issues.duplicates(
      attribute.values.map((value, index) => ({ name: value, where: `${attribute.where}.values.${index}` })),
      'value',
    );
    if (knownValues.has(key)) continue;
    const current = theOne(attributeIndex, key, 'attribute');
    const values = new Map((current ? (valuesByAttribute.get(current.id) ?? []) : []).map((row) => [nameKey(row.name), row.id as number | null]));
    const newValues = attribute.values.filter((value) => !values.has(nameKey(value)));
    for (const value of newValues) values.set(nameKey(value), null);
    knownValues.set(key, { id: current?.id ?? null, values });
    const changes = current ? [...(current.name !== attribute.name ? ['name'] : []), ...(newValues.length > 0 ? ['values'] : [])] : null;
    if (changes === null || changes.length > 0) attributes.push({ id: current?.id ?? null, name: attribute.name, newValues: [...new Set(newValues)] });
    report('attribute', attribute.name, changes);
  }
  // Attributes the import does not send may still be named by a product's configurations.
  for (const [key] of attributeIndex) {
    if (knownValues.has(key)) continue;
    const current = theOne(attributeIndex, key, 'attribute')!;
    knownValues.set(key, { id: current.id, values: new Map((valuesByAttribute.get(current.id) ?? []).map((row) => [nameKey(row.name), row.id])) });
  }

  return { knownValues, attributes };
}

/** A product's links by id (null: added by this import), each name checked to exist. */
function linkResolver(
  { groupIds, groupIndex }: Pick<ReturnType<typeof planGroups>, 'groupIds' | 'groupIndex'>,
  knownValues: ReturnType<typeof planAttributes>['knownValues'],
  issues: Issues,
) {
  return (links: ProductLinks, where: Where): LinkWrites => {
    const groupsOf = links.modifier_groups.map((name, index) => {
      const key = nameKey(name);
      if (!groupIds.has(key) && !groupIndex.has(key)) issues.add(`${where}.modifier_groups.${index}`, `there is no modifier group "${name}"`);
      return { id: groupIds.has(key) ? groupIds.get(key)! : (theOne(groupIndex, key, 'modifier group')?.id ?? null), key };
    });
    issues.duplicates(
      links.modifier_groups.map((name, index) => ({ name, where: `${where}.modifier_groups.${index}` })),
      'modifier group',
    );
    issues.duplicates(
      links.configurations.map((configuration, index) => ({ name: configuration.attribute, where: `${where}.configurations.${index}` })),
      'attribute',
    );
    const values = links.configurations.flatMap((configuration, index) => {
      const attributeKey = nameKey(configuration.attribute);
      const known = knownValues.get(attributeKey);
      if (!known) {
        issues.add(`${where}.configurations.${index}.attribute`, `there is no attribute "${configuration.attribute}"`);
        return [];
      }
      issues.duplicates(
        configuration.values.map((value, valueIndex) => ({ name: value.value, where: `${where}.configurations.${index}.values.${valueIndex}` })),
        'value',
      );
      return configuration.values.flatMap((value, valueIndex) => {
        const valueKey = nameKey(value.value);
        if (!known.values.has(valueKey)) {
          issues.add(`${where}.configurations.${index}.values.${valueIndex}.value`, `"${configuration.attribute}" has no value "${value.value}"`);
          return [];
        }
        return [{ id: known.values.get(valueKey)!, attributeKey, valueKey, priceAdjustment: value.price_adjustment }];
      });
    });
    return { groups: groupsOf, values };
  };
}

/**
 * The plan of an import: 400 (naming each problem's place and field) for what cannot be imported,
 * 409 when a name the import needs is ambiguous in the catalogue; else every write and the report.
 */
export function planImport(snapshot: CatalogueSnapshot, input: ImportInput): ImportPlan {
  const issues = problems();
  const result: ImportPlan['result'] = { added: [], changed: [], archived: [] };
  const report = (kind: CatalogueItemKind, name: string, fields: string[] | null) => {
    if (fields === null) result.added.push({ kind, name });
    else if (fields.length > 0) result.changed.push({ kind, name, fields });
  };

  issues.duplicates(input.categories, 'category');
  issues.duplicates(
    input.products.map(({ fields, where }) => ({ name: productLabel(fields.name, fields.unit), key: productKey(fields.name, fields.unit), where })),
    'product',
    (product) => product.key,
  );
  issues.duplicates(input.modifierGroups, 'modifier group');
  issues.duplicates(input.attributes, 'attribute');

  const { categoryIds, categories } = planCategories(snapshot, input, report);
  const plannedGroups = planGroups(snapshot, input, issues, report);
  const { knownValues, attributes } = planAttributes(snapshot, input, issues, report);
  const linkWrites = linkResolver(plannedGroups, knownValues, issues);

  // Products: matched by name and unit across the tenant, whatever their category.
  const productIndex = indexBy(snapshot.products, (row) => productKey(row.name, row.unit));
  const currentLinks = linksOf(snapshot);
  const sent = new Set<string>();
  const products: ProductWrite[] = [];
  for (const { category, fields, links, where } of input.products) {
    const key = productKey(fields.name, fields.unit);
    const label = productLabel(fields.name, fields.unit);
    if (sent.has(key)) continue;
    sent.add(key);
    const categoryKey = nameKey(category);
    const categoryId = categoryIds.get(categoryKey) ?? null;
    const current = matchProduct(productIndex, key);
    const writes = links ? linkWrites(links, where) : null;
    if (!current) {
      products.push({ id: null, category: { id: categoryId, key: categoryKey }, fields, restore: false, links: writes ?? { groups: [], values: [] } });
      report('product', label, null);
      continue;
    }
    const changes: string[] = productChanges(productFieldsOf(current), fields);
    if (current.categoryId !== categoryId) changes.push('category');
    if (current.archivedAt !== null) changes.push('archived');
    const linksChange = links !== undefined && [
      ...(!sameKeys(currentLinks.modifierGroupsOf(current.id), links.modifier_groups) ? ['modifier_groups'] : []),
      ...(!sameSet(configurationKeys(currentLinks.configurationsOf(current.id)), configurationKeys(links.configurations)) ? ['configurations'] : []),
    ];
    if (linksChange) changes.push(...linksChange);
    if (changes.length > 0) {
      products.push({
        id: current.id,
        category: { id: categoryId, key: categoryKey },
        fields,
        restore: current.archivedAt !== null,
        links: linksChange && linksChange.length > 0 ? writes : null,
      });
    }
    report('product', label, changes);
  }

  const archive = input.archiveMissing ? snapshot.products.filter((row) => row.archivedAt === null && !sent.has(productKey(row.name, row.unit))) : [];
  for (const row of archive) result.archived.push({ kind: 'product', name: productLabel(row.name, row.unit) });

  issues.throwAny();
  return { result, categories, groups: plannedGroups.groups, attributes, products, archive: archive.map((row) => row.id) };
}
