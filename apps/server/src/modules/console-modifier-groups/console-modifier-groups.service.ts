import type { ConsoleModifierGroup, ModifierGroupFields, SaveModifierGroupRequest } from '@crust/contract/console-modifier-groups';
import { errorCodes } from '@crust/contract/errors';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound, staleVersion } from '../../lib/http-error.ts';
import { removedChildren } from '../../lib/kept-children.ts';
import type { StaffSession } from '../../plugins/staff-authenticate.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { requireOwner } from '../catalogue/catalogue-edits.ts';
import { createModifierGroupsRepo, type ModifierGroupsRepo } from './console-modifier-groups.repo.ts';

const NOT_FOUND = 'There is no such modifier group.';
const WHAT = 'the modifier groups';

/** What the audit log keeps of a group: its fields and version (how many products use it is not the group's). */
const audited = ({ id: _id, product_count: _count, ...group }: ConsoleModifierGroup) => group;

/**
 * Modifier groups (issue 19): the tenant's shared choices, reused across products. Owners create,
 * save over the version read (409 stale_version) and delete a group no product offers; managers and
 * crew read them (they pick groups for products through the products API, which owners edit too).
 */
export function createModifierGroupsService(db: Database) {
  const repo = createModifierGroupsRepo(db);

  async function existing(session: StaffSession, id: number, from: ModifierGroupsRepo, lock = false): Promise<ConsoleModifierGroup> {
    const group = await from.find(session.tenantId, id, lock);
    if (!group) throw notFound(NOT_FOUND);
    return group;
  }

  return {
    list: (session: StaffSession): Promise<ConsoleModifierGroup[]> => repo.list(session.tenantId),

    get: (session: StaffSession, id: number): Promise<ConsoleModifierGroup> => existing(session, id, repo),

    create(session: StaffSession, fields: ModifierGroupFields): Promise<ConsoleModifierGroup> {
      requireOwner(session, WHAT);
      // A new group has no modifiers to keep: an id sent is someone else's.
      removedChildren([], fields.modifiers, 'modifiers');
      return db.transaction(async (tx) => {
        const txRepo = createModifierGroupsRepo(tx);
        const id = await txRepo.create(session.tenantId, fields);
        const created = await existing(session, id, txRepo);
        await recordAudit(tx, { by: session, action: 'modifier_group.create', target: `modifier_group:${id}`, after: audited(created) });
        return created;
      });
    },

    /** Saves the group and its modifiers in one transaction: kept ids updated, missing ones removed, new ones added. */
    save(session: StaffSession, id: number, { version, ...fields }: SaveModifierGroupRequest): Promise<ConsoleModifierGroup> {
      requireOwner(session, WHAT);
      return db.transaction(async (tx) => {
        const txRepo = createModifierGroupsRepo(tx);
        const before = await existing(session, id, txRepo, true);
        if (version !== before.version) throw staleVersion('this modifier group', before.version);
        const removed = removedChildren(
          before.modifiers.map((modifier) => modifier.id),
          fields.modifiers,
          'modifiers',
        );
        await txRepo.update(session.tenantId, id, fields, removed);
        const after = await existing(session, id, txRepo);
        await recordAudit(tx, { by: session, action: 'modifier_group.update', target: `modifier_group:${id}`, before: audited(before), after: audited(after) });
        return after;
      });
    },

    /** Gone for good, with its modifiers; a group a product still offers is 409 (take it off the products first). */
    delete(session: StaffSession, id: number): Promise<void> {
      requireOwner(session, WHAT);
      return db.transaction(async (tx) => {
        const txRepo = createModifierGroupsRepo(tx);
        const before = await existing(session, id, txRepo, true);
        if (!(await txRepo.deleteUnused(session.tenantId, id))) {
          throw new HttpError(
            409,
            errorCodes.conflict,
            `${before.name} is offered on ${before.product_count} product(s): take it off them before deleting it.`,
          );
        }
        await recordAudit(tx, { by: session, action: 'modifier_group.delete', target: `modifier_group:${id}`, before: audited(before) });
      });
    },
  };
}
export type ModifierGroupsService = ReturnType<typeof createModifierGroupsService>;
