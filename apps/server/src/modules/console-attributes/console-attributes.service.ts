import type { AttributeFields, ConsoleAttribute, SaveAttributeRequest } from '@crust/contract/console-attributes';
import { errorCodes } from '@crust/contract/errors';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound, staleVersion } from '../../lib/http-error.ts';
import { removedChildren } from '../../lib/kept-children.ts';
import type { StaffSession } from '../../plugins/staff-authenticate.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { requireOwner } from '../catalogue/catalogue-edits.ts';
import { createAttributesRepo, type AttributesRepo } from './console-attributes.repo.ts';

const NOT_FOUND = 'There is no such attribute.';
const WHAT = 'sizes and other configurations';

const audited = ({ id: _id, ...attribute }: ConsoleAttribute) => attribute;

/**
 * Configuration attributes (issue 19) such as Size or Crust, with their values. Owners create and
 * save over the version read (409 stale_version); a value a product offers or a deal slot names
 * cannot be removed (409 naming it), since carts, deals and products would lose it silently.
 */
export function createAttributesService(db: Database) {
  const repo = createAttributesRepo(db);

  async function existing(session: StaffSession, id: number, from: AttributesRepo, lock = false): Promise<ConsoleAttribute> {
    const attribute = await from.find(session.tenantId, id, lock);
    if (!attribute) throw notFound(NOT_FOUND);
    return attribute;
  }

  async function refuseRemovingUsed(txRepo: AttributesRepo, session: StaffSession, before: ConsoleAttribute, removed: number[]): Promise<void> {
    const { byProducts, byDeals } = await txRepo.inUse(session.tenantId, removed);
    const used = before.values.find((value) => byProducts.includes(value.id) || byDeals.includes(value.id));
    if (!used) return;
    const where = byProducts.includes(used.id) ? 'a product offers it' : 'a deal’s slot names it';
    throw new HttpError(409, errorCodes.conflict, `${before.name} ${used.name} cannot be removed: ${where}. Take it off there first.`);
  }

  return {
    list: (session: StaffSession): Promise<ConsoleAttribute[]> => repo.list(session.tenantId),

    get: (session: StaffSession, id: number): Promise<ConsoleAttribute> => existing(session, id, repo),

    create(session: StaffSession, fields: AttributeFields): Promise<ConsoleAttribute> {
      requireOwner(session, WHAT);
      removedChildren([], fields.values, 'values');
      return db.transaction(async (tx) => {
        const txRepo = createAttributesRepo(tx);
        const id = await txRepo.create(session.tenantId, fields);
        const created = await existing(session, id, txRepo);
        await recordAudit(tx, { by: session, action: 'attribute.create', target: `attribute:${id}`, after: audited(created) });
        return created;
      });
    },

    /** Saves the attribute and its values in one transaction: kept ids renamed and reordered, missing ones removed, new ones added. */
    save(session: StaffSession, id: number, { version, ...fields }: SaveAttributeRequest): Promise<ConsoleAttribute> {
      requireOwner(session, WHAT);
      return db.transaction(async (tx) => {
        const txRepo = createAttributesRepo(tx);
        const before = await existing(session, id, txRepo, true);
        if (version !== before.version) throw staleVersion('this attribute', before.version);
        const removed = removedChildren(
          before.values.map((value) => value.id),
          fields.values,
          'values',
        );
        await refuseRemovingUsed(txRepo, session, before, removed);
        await txRepo.update(session.tenantId, id, fields, removed);
        const after = await existing(session, id, txRepo);
        await recordAudit(tx, { by: session, action: 'attribute.update', target: `attribute:${id}`, before: audited(before), after: audited(after) });
        return after;
      });
    },
  };
}
export type AttributesService = ReturnType<typeof createAttributesService>;
