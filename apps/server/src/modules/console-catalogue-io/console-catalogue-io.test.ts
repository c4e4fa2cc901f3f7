import { readFileSync } from 'node:fs';
import {
  catalogueDocumentSchema,
  catalogueImportResponseSchema,
  type CatalogueDocument,
  type CatalogueImportResult,
  type CatalogueProduct,
} from '@crust/contract/catalogue-document';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/products.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { productNamed, productsOf, SURRY_HILLS, type Caller } from '../cart/cart-test-kit.ts';
import { DEMO_TENANT, OTHER_TENANT, staffKit, type SignedInStaff } from '../staff/staff-test-kit.ts';
import { csvToImport, documentToCsv } from './catalogue-csv.ts';

// Issue 19 (import and export): the catalogue as one JSON document and as a CSV of products; an
// import's dry run reports what it would add, change and archive, and applying it does exactly that
// in one transaction, all or nothing; an export imported again changes nothing.

const example = (extension: 'json' | 'csv') => readFileSync(new URL(`../../../../../docs/examples/catalogue.${extension}`, import.meta.url), 'utf8');
const MAX_BYTES = 300_000;
const nothing = { added: [], changed: [], archived: [] };

describe('the catalogue CSV', () => {
  it('reads quoted fields with commas, quotes and line breaks, naming each row by its own line', () => {
    const csv =
      'category,name,description,price,online_price,instore_price,dinein_price,tax_class,unit,tags,allergens,popular,is_new,half_and_half\r\n' +
      'Pizzas,"Margherita, classic","Tomato, ""fior di latte""\nand basil",17.00,18.5,,,gst,,vegetarian;,gluten; milk,true,false,yes\r\n' +
      'Pizzas,Bad,,abc,,,,gst,,,,false,false,false\r\n';
    expect(() => csvToImport(csv)).toThrow(/row 2 \(line 4\), price: "abc" is not a price/);
    const good = csvToImport(csv.split('\r\n').slice(0, 2).join('\r\n'));
    expect(good.products[0]!.fields).toMatchObject({
      name: 'Margherita, classic',
      description: 'Tomato, "fior di latte"\nand basil',
      price: 1700,
      online_price: 1850,
      instore_price: null,
      tags: ['vegetarian'],
      allergens: ['gluten', 'milk'],
      popular: true,
      allow_half_and_half: true,
    });
  });

  it('writes what it reads back: formula-like text is guarded for spreadsheets and unguarded on import', () => {
    const document = catalogueDocumentSchema.parse(JSON.parse(example('json')));
    const tricky = { ...document.categories[0]!.products[0]!, name: '=SUM(A1)', description: '- "crisp", thin\nbase' };
    const csv = documentToCsv({ ...document, categories: [{ ...document.categories[0]!, products: [tricky] }] });
    expect(csv).toContain("'=SUM(A1)");
    const [row] = csvToImport(csv).products;
    expect(row!.fields).toMatchObject({ name: '=SUM(A1)', description: '- "crisp", thin\nbase', price: 1700, online_price: 1800, dinein_price: 1900 });
  });

  it('is the example file’s CSV', () => {
    expect(documentToCsv(catalogueDocumentSchema.parse(JSON.parse(example('json'))))).toBe(example('csv'));
  });
});

describeEachDatabase(
  'console: catalogue import and export',
  (get) => {
    const kit = staffKit(get);
    let owner: SignedInStaff;
    let manager: SignedInStaff;
    let crew: SignedInStaff;

    const call = (who: Caller | null, method: 'GET' | 'POST', url: string, options: { payload?: string | object; contentType?: string } = {}) =>
      kit.inject({
        method,
        url: `/api/console/catalogue${url}`,
        headers: { ...(who?.headers ?? {}), ...(options.contentType ? { 'content-type': options.contentType } : {}) },
        ...(options.payload === undefined ? {} : { payload: options.payload }),
      });
    async function exported(who: Caller = owner): Promise<CatalogueDocument> {
      const response = await call(who, 'GET', '/export');
      expect(response.statusCode, response.body).toBe(200);
      return catalogueDocumentSchema.parse(response.json());
    }
    async function exportedCsv(who: Caller = owner): Promise<string> {
      const response = await call(who, 'GET', '/export.csv');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      return response.body;
    }
    const importing = (payload: string | object, dryRun: boolean, who: Caller = owner) =>
      call(who, 'POST', `/import?dry_run=${dryRun}`, { payload, contentType: typeof payload === 'string' ? 'text/csv; charset=utf-8' : 'application/json' });
    function resultOf(response: LightMyRequestResponse): CatalogueImportResult {
      expect(response.statusCode, response.body).toBe(200);
      return catalogueImportResponseSchema.parse(response.json()).data;
    }
    const imported = async (payload: string | object, dryRun: boolean, who: Caller = owner) => resultOf(await importing(payload, dryRun, who));
    const productIn = (document: CatalogueDocument, name: string): CatalogueProduct => {
      const found = document.categories.flatMap((category) => category.products).find((product) => product.name === name);
      if (!found) throw new Error(`No product ${name} in the document`);
      return found;
    };
    const importAudits = (tenantId: number) =>
      get()
        .db.select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.action, 'catalogue.import')))
        .orderBy(desc(auditLog.id));

    beforeAll(async () => {
      owner = await kit.signedIn('owner');
      manager = await kit.signedIn('manager', [SURRY_HILLS]);
      crew = await kit.signedIn('crew', [SURRY_HILLS]);
    });

    it('lets owners alone export and import: managers and crew 403, no staff token 401', async () => {
      const before = await exported();
      for (const who of [manager, crew]) {
        expect(kit.errorOf(await call(who, 'GET', '/export'), 403).code).toBe('forbidden');
        expect(kit.errorOf(await call(who, 'GET', '/export.csv'), 403).code).toBe('forbidden');
        expect(kit.errorOf(await importing(before, false, who), 403).code).toBe('forbidden');
      }
      expect(kit.errorOf(await call(null, 'GET', '/export'), 401).code).toBe('unauthorized');
      expect(kit.errorOf(await importing(before, false, await kit.guest()), 401).code).toBe('unauthorized');
    });

    it('imports its own export as no change at all, JSON and CSV, dry run and applied', async () => {
      const before = await exported();
      expect(before.categories.length).toBeGreaterThan(3);
      // The demo sells Coca-Cola as a can and as a bottle: one product each, by name and unit.
      expect(before.categories.flatMap((category) => category.products).filter((product) => product.name === 'Coca-Cola')).toHaveLength(2);
      const csv = await exportedCsv();
      expect(await imported(before, true)).toEqual({ dry_run: true, ...nothing });
      expect(await imported(before, false)).toEqual({ dry_run: false, ...nothing });
      expect(await imported(csv, true)).toEqual({ dry_run: true, ...nothing });
      expect(await imported(csv, false)).toEqual({ dry_run: false, ...nothing });
      expect(await exported()).toEqual(before);
      expect(await exportedCsv()).toBe(csv);
    });

    it('adds, changes and archives exactly what the document says: the dry run lists it and changes nothing, then the menu shows it', async () => {
      const before = await exported();
      const margherita = productIn(before, 'Margherita');
      const newPrice = margherita.price + 150;
      const pizzas = before.categories.find((category) => category.products.includes(margherita))!;
      const dropped = pizzas.products.find((product) => product.name !== 'Margherita')!;
      const added: CatalogueProduct = { ...margherita, name: 'Pizza of the week', popular: false, is_new: true };
      const document: CatalogueDocument = {
        ...before,
        categories: before.categories.map((category) =>
          category !== pizzas
            ? category
            : {
                ...category,
                products: [
                  ...category.products
                    .filter((product) => product !== dropped)
                    .map((product) => (product === margherita ? { ...product, price: newPrice, online_price: null } : product)),
                  added,
                ],
              },
        ),
      };
      const [version] = await get()
        .db.select({ version: products.version })
        .from(products)
        .where(and(eq(products.tenantId, DEMO_TENANT), eq(products.name, 'Margherita')));

      const audits = (await importAudits(DEMO_TENANT)).length;
      const plan = {
        added: [{ kind: 'product', name: 'Pizza of the week' }],
        changed: [{ kind: 'product', name: 'Margherita', fields: margherita.online_price === null ? ['price'] : ['price', 'online_price'] }],
        archived: [{ kind: 'product', name: dropped.name }],
      };
      expect(await imported(document, true)).toEqual({ dry_run: true, ...plan });
      expect(await exported()).toEqual(before);
      expect(await importAudits(DEMO_TENANT)).toHaveLength(audits);

      expect(await imported(document, false)).toEqual({ dry_run: false, ...plan });
      expect(await exported()).toEqual(document);
      const menu = await kit.menuOf(SURRY_HILLS);
      expect(productNamed(menu, 'Margherita')).toMatchObject({ price: newPrice, online_price: null });
      expect(productNamed(menu, 'Pizza of the week')).toMatchObject({ price: margherita.price, is_new: true });
      expect(productsOf(menu).some((product) => product.name === dropped.name)).toBe(false);
      const [after] = await get()
        .db.select({ version: products.version })
        .from(products)
        .where(and(eq(products.tenantId, DEMO_TENANT), eq(products.name, 'Margherita')));
      expect(after!.version).toBe(version!.version + 1);
      const [audit, ...more] = await importAudits(DEMO_TENANT);
      expect(more).toHaveLength(audits);
      expect(audit).toMatchObject({ staffId: owner.staffId, target: `tenant:${DEMO_TENANT}`, after: { format: 'json', added: 1, changed: 1, archived: 1 } });

      // Named again, the archived product comes back (and nothing else changes).
      const back = await imported(
        {
          ...document,
          categories: document.categories.map((category) =>
            category.name === pizzas.name ? { ...category, products: [...category.products, dropped] } : category,
          ),
        },
        false,
      );
      expect(back).toEqual({ dry_run: false, added: [], changed: [{ kind: 'product', name: dropped.name, fields: ['archived'] }], archived: [] });
    });

    it('refuses a CSV of 250 rows with an error in row 200 (400 naming the row and field) and changes nothing; the same CSV put right adds all 250', async () => {
      const before = await exported();
      const audits = (await importAudits(DEMO_TENANT)).length;
      const header = (await exportedCsv()).split('\r\n')[0]!;
      const rows = Array.from(
        { length: 250 },
        (_, index) => `Specials,Special ${index + 1},Today only,${index === 199 ? 'twelve' : '12.50'},,,,gst,,,,false,true,false`,
      );
      const response = await importing([header, ...rows].join('\r\n'), false);
      const error = kit.errorOf(response, 400);
      expect(error.code).toBe('bad_request');
      expect(error.message).toContain('row 200 (line 201), price');
      expect(error.message).not.toContain('row 199');
      expect(await exported()).toEqual(before);
      expect(await importAudits(DEMO_TENANT)).toHaveLength(audits);

      rows[199] = rows[199]!.replace('twelve', '12.50');
      const result = await imported([header, ...rows].join('\r\n'), false);
      expect(result.added).toHaveLength(251);
      expect(result.added[0]).toEqual({ kind: 'category', name: 'Specials' });
      expect(result.changed).toEqual([]);
      // A CSV never archives what it leaves out.
      expect(result.archived).toEqual([]);
      const menu = await kit.menuOf(SURRY_HILLS);
      expect(productNamed(menu, 'Special 250')).toMatchObject({ price: 1250, is_new: true });
    });

    it('refuses what cannot be imported with 400 naming each place and field, changing nothing', async () => {
      const before = await exported();
      const [first, ...rest] = before.categories;
      const twice = { ...first!, products: [...first!.products, { ...first!.products[0]!, name: first!.products[0]!.name.toUpperCase() }] };
      const unknownGroup = { ...rest[0]!, products: [{ ...rest[0]!.products[0]!, modifier_groups: ['Sauces we never made'] }, ...rest[0]!.products.slice(1)] };
      const error = kit.errorOf(await importing({ ...before, categories: [twice, unknownGroup, ...rest.slice(1)] }, false), 400);
      expect(error.message).toContain(`product "${first!.products[0]!.name}" is named 2 times`);
      expect(error.message).toContain('categories.1.products.0.modifier_groups.0: there is no modifier group "Sauces we never made"');
      const badPrice = kit.errorOf(await importing({ ...before, categories: [{ ...first!, products: [{ ...first!.products[0]!, price: -5 }] }] }, false), 400);
      expect(badPrice.message).toContain('categories.0.products.0.price');
      expect(kit.errorOf(await importing({ ...before, format: 'something-else' }, false), 400).message).toContain('format');
      expect(await exported()).toEqual(before);
    });

    it('refuses a body past CATALOGUE_IMPORT_MAX_BYTES with 413 payload_too_large, changing nothing', async () => {
      const before = await exported();
      const huge = { ...before, categories: [{ ...before.categories[0]!, description: 'x'.repeat(MAX_BYTES) }] };
      const error = kit.errorOf(await importing(huge, false), 413);
      expect(error.code).toBe('payload_too_large');
      expect(kit.errorOf(await importing('category,name\r\n' + 'x'.repeat(MAX_BYTES), false), 413).code).toBe('payload_too_large');
      expect(await exported()).toEqual(before);
    });

    it('imports the example file into another tenant, which exports it back as it was; the demo tenant is never touched', async () => {
      await kit.otherTenantOutlet();
      const theirOwner = await kit.signedIn('owner', [], OTHER_TENANT);
      const demoBefore = await exported();
      const document = catalogueDocumentSchema.parse(JSON.parse(example('json')));

      const dryRun = await imported(JSON.parse(example('json')), true, theirOwner);
      expect(dryRun.added).toEqual([
        { kind: 'category', name: 'Pizzas' },
        { kind: 'category', name: 'Drinks' },
        { kind: 'modifier_group', name: 'Extra toppings' },
        { kind: 'attribute', name: 'Size' },
        { kind: 'product', name: 'Margherita' },
        { kind: 'product', name: 'Diavola' },
        { kind: 'product', name: 'Sparkling water (500 ml)' },
        { kind: 'product', name: 'Milk (300 ml)' },
      ]);
      expect(dryRun.archived).toEqual([]);
      expect((await exported(theirOwner)).categories).toEqual([]);

      await imported(JSON.parse(example('json')), false, theirOwner);
      expect(await exported(theirOwner)).toEqual(document);
      expect(await imported(example('csv'), true, theirOwner)).toEqual({ dry_run: true, ...nothing });
      expect(await exported()).toEqual(demoBefore);
      expect(await importAudits(OTHER_TENANT)).toHaveLength(1);

      // The demo's owner importing the example archives the demo's other products, never the other tenant's.
      const names = (of: CatalogueDocument) => of.categories.flatMap((category) => category.products.map((product) => product.name)).sort();
      const result = await imported(document, false);
      expect(result.archived.length).toBeGreaterThan(10);
      expect(names(await exported())).toEqual(names(document));
      expect(await exported(theirOwner)).toEqual(document);

      // A name the catalogue holds twice is never guessed at: 409, nothing changed.
      const [diavola] = await get()
        .db.select()
        .from(products)
        .where(and(eq(products.tenantId, OTHER_TENANT), eq(products.name, 'Diavola')));
      const { id: _id, ...copy } = diavola!;
      await get().db.insert(products).values(copy);
      const ambiguous = kit.errorOf(await importing(document, false, theirOwner), 409);
      expect(ambiguous).toMatchObject({ code: 'conflict' });
      expect(ambiguous.message).toContain('2 products named "Diavola"');
    });
  },
  { CATALOGUE_IMPORT_MAX_BYTES: String(MAX_BYTES) },
);
