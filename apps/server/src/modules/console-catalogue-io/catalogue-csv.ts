import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_LIMITS,
  catalogueCategorySchema,
  catalogueProductSchema,
  type CatalogueCsvColumn,
  type CatalogueDocument,
  nameKey,
} from '@crust/contract/catalogue-document';
import { CSV_BOM, csvOf, parseCsv, unguardedCell } from '../../lib/csv.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { ProductFields } from './catalogue-export.ts';
import { refuseProblems, type ImportInput } from './import-plan.ts';

// Issue 19 (decision 011): the spreadsheet format, one row per product with its prices in dollars
// ("17.00") and its tags and allergens separated by ";". It carries no modifier groups or
// configurations: a CSV import adds and updates products and never archives one.

const productFieldsSchema = catalogueProductSchema.omit({ modifier_groups: true, configurations: true });
const categoryNameSchema = catalogueCategorySchema.shape.name;

/** The document field each column fills (they differ only for half_and_half). */
const fieldOfColumn = (column: CatalogueCsvColumn) => (column === 'half_and_half' ? 'allow_half_and_half' : column);
const columnOfField = (field: string) => (field === 'allow_half_and_half' ? 'half_and_half' : field);

const dollars = (cents: number | null) => (cents === null ? '' : `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);

/** The CSV export: a header row, then every product of the document in its menu order (UTF-8 with a byte-order mark). */
export function documentToCsv(document: CatalogueDocument): string {
  const rows = document.categories.flatMap((category) =>
    category.products.map((product) => {
      const cells: Record<CatalogueCsvColumn, string> = {
        category: category.name,
        name: product.name,
        description: product.description,
        price: dollars(product.price),
        online_price: dollars(product.online_price),
        instore_price: dollars(product.instore_price),
        dinein_price: dollars(product.dinein_price),
        tax_class: product.tax_class,
        unit: product.unit ?? '',
        tags: product.tags.join(';'),
        allergens: product.allergens.join(';'),
        popular: String(product.popular),
        is_new: String(product.is_new),
        half_and_half: String(product.allow_half_and_half),
      };
      return CATALOGUE_CSV_COLUMNS.map((column) => cells[column]);
    }),
  );
  return CSV_BOM + csvOf([[...CATALOGUE_CSV_COLUMNS], ...rows]);
}

/** "17", "17.5", "17.50" or "$17.50" in cents; '' is null; anything else is refused with a message. */
function centsOf(text: string): number | null | string {
  const value = text.trim().replace(/^\$/, '');
  if (value === '') return null;
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return `"${text}" is not a price in dollars such as 17.00`;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

const BOOLEANS: Record<string, boolean> = { '': false, true: true, false: false, yes: true, no: false, '1': true, '0': false };
const listOf = (text: string) =>
  text
    .split(';')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');

/**
 * The rows of a CSV as an import: every problem named by its row (the products' own count, the
 * header not included), its file line and its column; 400 with up to ten of them.
 */
export function csvToImport(text: string): ImportInput {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    throw badRequest(`The CSV cannot be read: ${(error as Error).message}.`);
  }
  const [header, ...rows] = records;
  const columns = (header?.fields ?? []).map((name) => name.trim().toLowerCase());
  const missing = CATALOGUE_CSV_COLUMNS.filter((column) => !columns.includes(column));
  const unknown = columns.filter((column) => !(CATALOGUE_CSV_COLUMNS as readonly string[]).includes(column));
  if (missing.length > 0 || unknown.length > 0) {
    const parts = [missing.length > 0 ? `missing ${missing.join(', ')}` : '', unknown.length > 0 ? `unknown ${unknown.join(', ')}` : ''].filter(Boolean);
    throw badRequest(`The CSV's header row (line 1) must name the columns ${CATALOGUE_CSV_COLUMNS.join(', ')}: ${parts.join('; ')}.`);
  }
  if (rows.length > CATALOGUE_LIMITS.products) throw badRequest(`The CSV has ${rows.length} rows; import at most ${CATALOGUE_LIMITS.products} at once.`);

  const problems: string[] = [];
  const categoryKeys = new Set<string>();
  const input: ImportInput = { categories: [], products: [], modifierGroups: [], attributes: [], archiveMissing: false };
  rows.forEach(({ line, fields }, index) => {
    const where = `row ${index + 1} (line ${line})`;
    if (fields.every((field) => field.trim() === '')) return;
    if (fields.length !== columns.length) {
      problems.push(`${where}: it has ${fields.length} fields where the header has ${columns.length}`);
      return;
    }
    // The export guards a cell that starts like a formula with an apostrophe (csvField): undone here, so a round trip changes nothing.
    const cell = (column: CatalogueCsvColumn) => unguardedCell(fields[columns.indexOf(column)]!);
    /** Columns already refused here, which the schema's check would name again. */
    const refused = new Set<string>();
    const refuse = (column: string, message: string) => {
      refused.add(column);
      problems.push(`${where}, ${column}: ${message}`);
    };
    const raw: Record<string, unknown> = {
      name: cell('name'),
      description: cell('description'),
      unit: cell('unit').trim() === '' ? null : cell('unit'),
      tags: listOf(cell('tags')),
      allergens: listOf(cell('allergens')),
      tax_class: cell('tax_class').trim() === '' ? undefined : cell('tax_class').trim().toLowerCase(),
    };
    for (const column of ['price', 'online_price', 'instore_price', 'dinein_price'] as const) {
      const cents = centsOf(cell(column));
      if (typeof cents === 'string') refuse(column, cents);
      else if (column === 'price' && cents === null) refuse(column, 'enter the price in dollars, such as 17.00');
      else raw[column] = cents;
    }
    for (const column of ['popular', 'is_new', 'half_and_half'] as const) {
      const flag = BOOLEANS[cell(column).trim().toLowerCase()];
      if (flag === undefined) refuse(column, `"${cell(column)}" is not true or false`);
      else raw[fieldOfColumn(column)] = flag;
    }
    const category = categoryNameSchema.safeParse(cell('category'));
    if (!category.success) refuse('category', category.error.issues[0]!.message);
    const product = productFieldsSchema.safeParse(raw);
    for (const issue of product.error?.issues ?? []) {
      const column = columnOfField(String(issue.path[0] ?? 'row'));
      if (!refused.has(column)) problems.push(`${where}, ${column}${issue.path.length > 1 ? `.${issue.path.slice(1).join('.')}` : ''}: ${issue.message}`);
    }
    if (category.success && product.success) {
      // Each category once, as its first row names it: the rows of one category are not duplicates.
      if (!categoryKeys.has(nameKey(category.data))) input.categories.push({ name: category.data, where: `${where}, category` });
      categoryKeys.add(nameKey(category.data));
      input.products.push({ category: category.data, fields: product.data as ProductFields, where });
    }
  });
  refuseProblems(problems);
  return input;
}
