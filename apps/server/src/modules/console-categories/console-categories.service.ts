import type { CategoryFields, ConsoleCategory, SaveCategoryRequest } from '@crust/contract/console-categories';
import { errorCodes } from '@crust/contract/errors';
import type { Database } from '../../db/client.ts';
import { badRequest, HttpError, notFound, staleVersion } from '../../lib/http-error.ts';
import type { StaffSession } from '../../plugins/staff-authenticate.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { catalogueWrite, requireOwner } from '../catalogue/catalogue-edits.ts';
import { isTenantImage } from '../catalogue/tenant-image.ts';
import type { MenuCache } from '../menu/menu-cache.ts';
import { createCategoriesRepo } from './console-categories.repo.ts';

const CATEGORY_NOT_FOUND = 'There is no such category.';
const WHAT = 'the menu’s categories';

/** What the audit log keeps of a category: its fields and version, not the counts of the moment. */
const audited = ({ product_count: _count, archived_product_count: _archived, ...category }: ConsoleCategory) => category;

/**
 * Categories (issue 19): owners create, edit (over the version read: 409 stale_version), reorder,
 * hide and delete the tenant's categories; managers and crew read them. A category holding products,
 * archived ones included, is not deleted (409 category_not_empty): deleting it would delete them, and
 * archived products stay for orders and reports; hiding it takes it off every menu instead.
 */
export function createCategoriesService(db: Database, menuCache: MenuCache) {
  const repo = createCategoriesRepo(db);

  async function found(tx: Database, session: StaffSession, categoryId: number, lock = false): Promise<ConsoleCategory> {
    const category = await createCategoriesRepo(tx).find(session.tenantId, categoryId, lock);
    if (!category) throw notFound(CATEGORY_NOT_FOUND);
    return category;
  }

  async function checkImage(tx: Database, session: StaffSession, imageId: number | null): Promise<void> {
    if (imageId !== null && !(await isTenantImage(tx, session.tenantId, imageId))) {
      throw badRequest('body.image_id: Use a photo uploaded to this business (POST /api/console/images)');
    }
  }

  const write = <T>(session: StaffSession, change: (tx: Database) => Promise<T>) => {
    requireOwner(session, WHAT);
    return catalogueWrite(db, menuCache, session.tenantId, change);
  };

  return {
    list: (session: StaffSession): Promise<ConsoleCategory[]> => repo.list(session.tenantId),

    get: (session: StaffSession, categoryId: number): Promise<ConsoleCategory> => found(db, session, categoryId),

    /** A new category, last on the menu, audited. */
    create: (session: StaffSession, fields: CategoryFields): Promise<ConsoleCategory> =>
      write(session, async (tx) => {
        await checkImage(tx, session, fields.image_id);
        const id = await createCategoriesRepo(tx).create(session.tenantId, fields);
        const created = await found(tx, session, id);
        await recordAudit(tx, { by: session, action: 'category.create', target: `category:${id}`, after: audited(created) });
        return created;
      }),

    /** Saves over the version the owner read, else 409 stale_version. */
    save: (session: StaffSession, categoryId: number, { version, ...fields }: SaveCategoryRequest): Promise<ConsoleCategory> =>
      write(session, async (tx) => {
        const before = await found(tx, session, categoryId);
        await checkImage(tx, session, fields.image_id);
        if (!(await createCategoriesRepo(tx).update(session.tenantId, categoryId, fields, version))) {
          throw staleVersion('this category', (await found(tx, session, categoryId)).version);
        }
        const after = await found(tx, session, categoryId);
        await recordAudit(tx, { by: session, action: 'category.update', target: `category:${categoryId}`, before: audited(before), after: audited(after) });
        return after;
      }),

    /**
     * The whole menu order at once (every category of the tenant, each once), in one transaction.
     * Decided: not a versioned edit, so an owner's open category form is not made stale by a move.
     */
    reorder: (session: StaffSession, ids: readonly number[]): Promise<ConsoleCategory[]> =>
      write(session, async (tx) => {
        const txRepo = createCategoriesRepo(tx);
        const current = await txRepo.lockAll(session.tenantId);
        const listed = new Set(ids);
        if (ids.length !== current.length || current.some((id) => !listed.has(id))) {
          throw badRequest('body.ids: List every category of the business once, in the new order (reload the list: it has changed)');
        }
        await txRepo.reorder(session.tenantId, ids);
        await recordAudit(tx, { by: session, action: 'category.reorder', target: 'categories', before: current, after: ids });
        return txRepo.list(session.tenantId);
      }),

    /** Only an empty category (its row locked, so no product is filed under it meanwhile). */
    remove: (session: StaffSession, categoryId: number): Promise<void> =>
      write(session, async (tx) => {
        const category = await found(tx, session, categoryId, true);
        const held = category.product_count + category.archived_product_count;
        if (held > 0) {
          throw new HttpError(
            409,
            errorCodes.categoryNotEmpty,
            `“${category.name}” still holds ${held} product${held === 1 ? '' : 's'} (archived ones included): hide the category, or move its products to another category first.`,
          );
        }
        await createCategoriesRepo(tx).remove(session.tenantId, categoryId);
        await recordAudit(tx, { by: session, action: 'category.delete', target: `category:${categoryId}`, before: audited(category) });
      }),
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
