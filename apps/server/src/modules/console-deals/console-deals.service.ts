import type { ConsoleDeal, DealFields, SaveDealRequest } from '@crust/contract/console-deals';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound, staleVersion } from '../../lib/http-error.ts';
import { removedChildren } from '../../lib/kept-children.ts';
import type { StaffSession } from '../../plugins/staff-authenticate.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { createDealsRepo, type DealOwner, type DealsRepo } from './console-deals.repo.ts';

const NOT_FOUND = 'There is no such deal at this outlet.';

const audited = ({ id: _id, ...deal }: ConsoleDeal) => deal;

/**
 * Deals and combos of one outlet (issue 19). The routes let in whoever may (owners anywhere, managers
 * at their outlets for writes, crew to read); this keeps the deal's own rules: its photo is the
 * tenant's, each slot's choices are products the outlet sells and its sizes the tenant's values
 * (400 naming the field), saves go over the version read (409 stale_version), and a deal is archived,
 * never deleted, since orders and reports name it. An archived deal may still be edited, off the menus.
 */
export function createDealsService(db: Database, now: () => Date) {
  const repo = createDealsRepo(db);
  const ownerOf = (session: StaffSession, restaurantId: number): DealOwner => ({ tenantId: session.tenantId, restaurantId });

  async function existing(from: DealsRepo, owner: DealOwner, id: number, lock = false): Promise<ConsoleDeal> {
    const deal = await from.find(owner, id, lock);
    if (!deal) throw notFound(NOT_FOUND);
    return deal;
  }

  /** What the database's keys would refuse with a 500, refused first with the field named. */
  async function checkReferences(from: DealsRepo, owner: DealOwner, fields: DealFields): Promise<void> {
    if (fields.image_id !== null && !(await from.isTenantImage(owner.tenantId, fields.image_id))) {
      throw badRequest(`body.image_id: ${fields.image_id} is not a photo uploaded to this site`);
    }
    const sold = await from.outletProductIds(
      owner,
      fields.components.flatMap((slot) => slot.choices.map((choice) => choice.restaurant_product_id)),
    );
    const values = await from.attributeValueIds(
      owner.tenantId,
      fields.components.flatMap((slot) => slot.attribute_value_ids),
    );
    fields.components.forEach((slot, index) => {
      const unsold = slot.choices.findIndex((choice) => !sold.includes(choice.restaurant_product_id));
      if (unsold >= 0) throw badRequest(`body.components.${index}.choices.${unsold}.restaurant_product_id: the outlet does not sell that product`);
      const unknown = slot.attribute_value_ids.findIndex((id) => !values.includes(id));
      if (unknown >= 0) throw badRequest(`body.components.${index}.attribute_value_ids.${unknown}: there is no such configuration value`);
    });
  }

  /** Changes a deal in one transaction with its audit entry, under the deal's lock. */
  function change(
    session: StaffSession,
    owner: DealOwner,
    id: number,
    action: 'deal.update' | 'deal.archive' | 'deal.unarchive',
    apply: (before: ConsoleDeal, txRepo: DealsRepo) => Promise<void>,
  ): Promise<ConsoleDeal> {
    return db.transaction(async (tx) => {
      const txRepo = createDealsRepo(tx);
      const before = await existing(txRepo, owner, id, true);
      await apply(before, txRepo);
      const after = await existing(txRepo, owner, id);
      await recordAudit(tx, { by: session, restaurantId: owner.restaurantId, action, target: `deal:${id}`, before: audited(before), after: audited(after) });
      return after;
    });
  }

  return {
    /** Every deal of the outlet, archived ones included. */
    list: (session: StaffSession, restaurantId: number): Promise<ConsoleDeal[]> => repo.list(ownerOf(session, restaurantId)),

    get: (session: StaffSession, restaurantId: number, id: number): Promise<ConsoleDeal> => existing(repo, ownerOf(session, restaurantId), id),

    async create(session: StaffSession, restaurantId: number, fields: DealFields): Promise<ConsoleDeal> {
      const owner = ownerOf(session, restaurantId);
      removedChildren([], fields.components, 'components');
      return db.transaction(async (tx) => {
        const txRepo = createDealsRepo(tx);
        await checkReferences(txRepo, owner, fields);
        const id = await txRepo.create(owner, fields);
        const created = await existing(txRepo, owner, id);
        await recordAudit(tx, { by: session, restaurantId, action: 'deal.create', target: `deal:${id}`, after: audited(created) });
        return created;
      });
    },

    /** Saves the deal and its slots: kept slot ids updated (with exactly the choices sent), missing ones removed, new ones added. */
    save: (session: StaffSession, restaurantId: number, id: number, { version, ...fields }: SaveDealRequest): Promise<ConsoleDeal> => {
      const owner = ownerOf(session, restaurantId);
      return change(session, owner, id, 'deal.update', async (before, txRepo) => {
        if (version !== before.version) throw staleVersion('this deal', before.version);
        const removed = removedChildren(
          before.components.map((slot) => slot.id),
          fields.components,
          'components',
        );
        await checkReferences(txRepo, owner, fields);
        await txRepo.update(owner, id, fields, removed);
      });
    },

    /** Off the outlet's menus at once; carts holding it show it unavailable on their next read. */
    archive: (session: StaffSession, restaurantId: number, id: number): Promise<ConsoleDeal> =>
      change(session, ownerOf(session, restaurantId), id, 'deal.archive', async (before, txRepo) => {
        if (!before.archived_at) await txRepo.setArchived(ownerOf(session, restaurantId), id, now());
      }),

    unarchive: (session: StaffSession, restaurantId: number, id: number): Promise<ConsoleDeal> =>
      change(session, ownerOf(session, restaurantId), id, 'deal.unarchive', async (before, txRepo) => {
        if (before.archived_at) await txRepo.setArchived(ownerOf(session, restaurantId), id, null);
      }),
  };
}
export type DealsService = ReturnType<typeof createDealsService>;
