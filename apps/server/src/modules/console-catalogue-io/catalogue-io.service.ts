import { catalogueDocumentSchema, type CatalogueDocument, type CatalogueImportResult } from '@crust/contract/catalogue-document';
import type { Database } from '../../db/client.ts';
import type { StaffSession } from '../../plugins/staff-authenticate.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { MenuCache } from '../menu/menu-cache.ts';
import { createCatalogueIoRepo } from './catalogue-io.repo.ts';
import { csvToImport, documentToCsv } from './catalogue-csv.ts';
import { exportDocument } from './catalogue-export.ts';
import { planImport, refuseProblems, type ImportInput } from './import-plan.ts';

/** What an import body was: the JSON document (already parsed by Fastify) or the CSV's text. */
export type ImportBody = { kind: 'json'; body: unknown } | { kind: 'csv'; text: string };

const dedupe = <T>(items: readonly T[]) => [...new Set(items)];

/** A document as an import; 400 naming each field the contract's schema refuses ("categories.0.products.3.price: …"). */
export function documentToImport(body: unknown): ImportInput {
  const parsed = catalogueDocumentSchema.safeParse(body);
  if (!parsed.success) refuseProblems(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'document'}: ${issue.message}`));
  const document = parsed.data as CatalogueDocument;
  return {
    categories: document.categories.map((category, index) => ({
      name: category.name,
      fields: { description: category.description, menus: category.menus, hidden: category.hidden },
      where: `categories.${index}`,
    })),
    products: document.categories.flatMap((category, categoryIndex) =>
      category.products.map(({ modifier_groups, configurations, ...fields }, index) => ({
        category: category.name,
        fields: { ...fields, tags: dedupe(fields.tags), allergens: dedupe(fields.allergens) },
        links: { modifier_groups, configurations },
        where: `categories.${categoryIndex}.products.${index}`,
      })),
    ),
    modifierGroups: document.modifier_groups.map((group, index) => ({ ...group, where: `modifier_groups.${index}` })),
    attributes: document.attributes.map((attribute, index) => ({ ...attribute, where: `attributes.${index}` })),
    archiveMissing: true,
  };
}

export interface CatalogueIoServiceOptions {
  db: Database;
  menuCache: MenuCache;
  now: () => Date;
}

/**
 * Catalogue import and export (issue 19, decision 011), owners only (the routes check the role). An
 * import is planned from the catalogue as it is; a dry run answers the plan, an applied one writes it
 * in the transaction that read the catalogue, under the tenant's lock, with its audit entry: all or
 * nothing.
 */
export function createCatalogueIoService({ db, menuCache, now }: CatalogueIoServiceOptions) {
  const repo = createCatalogueIoRepo(db);

  return {
    exportDocument: async (session: StaffSession): Promise<CatalogueDocument> => exportDocument(await repo.snapshot(session.tenantId)),

    exportCsv: async (session: StaffSession): Promise<string> => documentToCsv(exportDocument(await repo.snapshot(session.tenantId))),

    async import(session: StaffSession, body: ImportBody, dryRun: boolean): Promise<CatalogueImportResult> {
      const input = body.kind === 'json' ? documentToImport(body.body) : csvToImport(body.text);
      if (dryRun) return { dry_run: true, ...planImport(await repo.snapshot(session.tenantId), input).result };
      const result = await db.transaction(async (tx) => {
        const txRepo = createCatalogueIoRepo(tx);
        await txRepo.lockTenant(session.tenantId);
        const before = await txRepo.snapshot(session.tenantId);
        const plan = planImport(before, input);
        await txRepo.apply(session.tenantId, before, plan, now());
        const counts = { format: body.kind, added: plan.result.added.length, changed: plan.result.changed.length, archived: plan.result.archived.length };
        await recordAudit(tx, { by: session, action: 'catalogue.import', target: `tenant:${session.tenantId}`, after: counts });
        return plan.result;
      });
      // This process's menus at once; the other instances hear the tables' notifications (decision 002).
      menuCache.invalidate({ tenantId: session.tenantId });
      return { dry_run: false, ...result };
    },
  };
}
export type CatalogueIoService = ReturnType<typeof createCatalogueIoService>;
