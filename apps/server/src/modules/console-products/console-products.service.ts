import type { ConsoleProduct, ConsoleProductSummary, ProductFields, SaveProductRequest } from '@crust/contract/console-products';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound, staleVersion } from '../../lib/http-error.ts';
import type { StaffSession } from '../../plugins/staff-authenticate.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { catalogueWrite, requireOwner } from '../catalogue/catalogue-edits.ts';
import { isTenantImage } from '../catalogue/tenant-image.ts';
import type { MenuCache } from '../menu/menu-cache.ts';
import { createProductsRepo, type ProductsFilter } from './console-products.repo.ts';

const PRODUCT_NOT_FOUND = 'There is no such product.';
const WHAT = 'the menu’s products';

/**
 * What in a product's fields names something the tenant does not have, as 400 messages naming the
 * field (the schema has checked their shape; only the database knows whose they are).
 */
async function unknownReferences(tx: Database, tenantId: number, fields: ProductFields): Promise<string[]> {
  const repo = createProductsRepo(tx);
  const problems: string[] = [];
  if (!(await repo.categoryExists(tenantId, fields.category_id))) problems.push('body.category_id: Choose one of this business’s categories');
  if (fields.image_id !== null && !(await isTenantImage(tx, tenantId, fields.image_id))) {
    problems.push('body.image_id: Use a photo uploaded to this business (POST /api/console/images)');
  }
  const groups = await repo.groupsFound(tenantId, fields.modifier_group_ids);
  const strangers = fields.modifier_group_ids.filter((id) => !groups.has(id));
  if (strangers.length > 0) problems.push(`body.modifier_group_ids: This business has no modifier group ${strangers.join(', ')}`);
  const values = await repo.valueAttributes(
    tenantId,
    fields.configurations.flatMap((configuration) => configuration.values.map((value) => value.attribute_value_id)),
  );
  for (const [index, { attribute_id, values: offered }] of fields.configurations.entries()) {
    const misfits = offered.map((value) => value.attribute_value_id).filter((id) => values.get(id) !== attribute_id);
    if (misfits.length > 0)
      problems.push(`body.configurations.${index}: Value ${misfits.join(', ')} is not a value of this business’s attribute ${attribute_id}`);
  }
  return problems;
}

/**
 * Products (issue 19): owners create them (sold at once at every outlet not archived, at the house
 * prices, on all its menus), save them over the version read (409 stale_version), reorder them within
 * their category and archive them instead of deleting (archived products leave every menu; orders keep
 * their snapshots); managers and crew read them. Decided: an archived product may still be edited,
 * since it is on no menu, so an owner can correct it before bringing it back.
 */
export function createProductsService(db: Database, menuCache: MenuCache, now: () => Date) {
  async function full(tx: Database, session: StaffSession, productId: number): Promise<ConsoleProduct> {
    const repo = createProductsRepo(tx);
    const product = await repo.find(session.tenantId, productId);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return { ...product, modifier_group_ids: await repo.groupIds(productId), configurations: await repo.configurations(productId) };
  }

  async function checkReferences(tx: Database, session: StaffSession, fields: ProductFields): Promise<void> {
    const problems = await unknownReferences(tx, session.tenantId, fields);
    if (problems.length > 0) throw badRequest(problems.join('; '));
  }

  const write = <T>(session: StaffSession, change: (tx: Database) => Promise<T>) => {
    requireOwner(session, WHAT);
    return catalogueWrite(db, menuCache, session.tenantId, change);
  };

  /** Archives or brings back, audited; doing it twice changes nothing more. */
  const setArchived = (session: StaffSession, productId: number, archive: boolean) =>
    write(session, async (tx) => {
      const before = await full(tx, session, productId);
      if ((before.archived_at !== null) !== archive) {
        await createProductsRepo(tx).setArchived(session.tenantId, productId, before.category_id, archive ? now() : null);
      }
      const after = await full(tx, session, productId);
      const action = archive ? 'product.archive' : 'product.unarchive';
      await recordAudit(tx, { by: session, action, target: `product:${productId}`, before, after });
      return after;
    });

  return {
    list: (session: StaffSession, filter: ProductsFilter): Promise<ConsoleProductSummary[]> => createProductsRepo(db).list(session.tenantId, filter),

    get: (session: StaffSession, productId: number): Promise<ConsoleProduct> => full(db, session, productId),

    create: (session: StaffSession, fields: ProductFields): Promise<ConsoleProduct> =>
      write(session, async (tx) => {
        await checkReferences(tx, session, fields);
        const repo = createProductsRepo(tx);
        const id = await repo.create(session.tenantId, fields);
        await repo.replaceChoices(session.tenantId, id, fields.modifier_group_ids, fields.configurations);
        await repo.sellEverywhere(session.tenantId, id);
        const created = await full(tx, session, id);
        await recordAudit(tx, { by: session, action: 'product.create', target: `product:${id}`, after: created });
        return created;
      }),

    /** The fields, groups and configurations replaced together with the version bump, over the version read. */
    save: (session: StaffSession, productId: number, { version, ...fields }: SaveProductRequest): Promise<ConsoleProduct> =>
      write(session, async (tx) => {
        const before = await full(tx, session, productId);
        await checkReferences(tx, session, fields);
        const repo = createProductsRepo(tx);
        if (!(await repo.update(session.tenantId, productId, fields, version))) {
          throw staleVersion('this product', (await full(tx, session, productId)).version);
        }
        await repo.replaceChoices(session.tenantId, productId, fields.modifier_group_ids, fields.configurations);
        const after = await full(tx, session, productId);
        await recordAudit(tx, { by: session, action: 'product.update', target: `product:${productId}`, before, after });
        return after;
      }),

    archive: (session: StaffSession, productId: number) => setArchived(session, productId, true),
    unarchive: (session: StaffSession, productId: number) => setArchived(session, productId, false),

    /** The order of a category's products on sale (each once, all of them), in one transaction. */
    reorder: (session: StaffSession, categoryId: number, ids: readonly number[]): Promise<ConsoleProductSummary[]> =>
      write(session, async (tx) => {
        const repo = createProductsRepo(tx);
        if (!(await repo.categoryExists(session.tenantId, categoryId))) throw notFound('There is no such category.');
        const current = await repo.lockOnSale(session.tenantId, categoryId);
        const listed = new Set(ids);
        if (ids.length !== current.length || current.some((id) => !listed.has(id))) {
          throw badRequest('body.ids: List every product on sale in the category once, in the new order (reload the list: it has changed)');
        }
        await repo.reorder(session.tenantId, ids);
        await recordAudit(tx, { by: session, action: 'product.reorder', target: `category:${categoryId}`, before: current, after: ids });
        return repo.list(session.tenantId, { categoryId, includeArchived: false });
      }),
  };
}
export type ProductsService = ReturnType<typeof createProductsService>;
