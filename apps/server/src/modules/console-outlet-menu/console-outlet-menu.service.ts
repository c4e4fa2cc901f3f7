import type { Daypart, DaypartFields, OutletMenuItem, SaveDaypartRequest, SaveOutletMenuItemRequest } from '@crust/contract/console-outlet-menu';
import type { Database } from '../../db/client.ts';
import { notFound, staleVersion } from '../../lib/http-error.ts';
import type { StaffSession } from '../../plugins/staff-authenticate.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { shiftOf } from '../checkout/time-slots.ts';
import type { MenuCache } from '../menu/menu-cache.ts';
import { createOutletMenuRepo, type DaypartRow, type OfferFields, type OutletMenuRepo } from './console-outlet-menu.repo.ts';

const NO_PRODUCT = 'There is no such product.';
const NO_DAYPART = 'This outlet has no such daypart schedule.';

/** Stopping selling turns every menu off and keeps the row: deal choices reference it. */
const offerFields = ({ sold, on_main_menu, on_instore_menu, on_dinein_menu, price_override }: SaveOutletMenuItemRequest): OfferFields => ({
  onMainMenu: sold && on_main_menu,
  onInstoreMenu: sold && on_instore_menu,
  onDineinMenu: sold && on_dinein_menu,
  priceOverride: price_override,
});

/** A schedule's fields as stored: "HH:MM" as local minutes, an end at or before the start running past midnight (as opening hours do). */
function daypartRow({ name, target, weekdays, starts, ends }: DaypartFields): DaypartRow {
  const { opensAt, closesAt } = shiftOf(0, starts, ends);
  return {
    name,
    categoryId: 'category_id' in target ? target.category_id : null,
    productId: 'product_id' in target ? target.product_id : null,
    weekdays: [...weekdays].sort((a, b) => a - b),
    startsMinute: opensAt,
    endsMinute: closesAt,
  };
}

/**
 * Issue 19: what an outlet sells, at which prices, and when (its dayparts). The routes have checked
 * the outlet and the role (crew read, managers of the outlet and owners write). Each write is one
 * transaction with its audit entry; the menu cache drops the outlet's menus at once here and hears
 * the tables' triggers everywhere else, so diners see a change within a second.
 */
export function createOutletMenuService(db: Database, menuCache: MenuCache) {
  const repo = createOutletMenuRepo(db);

  function written<T>(restaurantId: number, value: T): T {
    menuCache.invalidate({ restaurantId });
    return value;
  }

  async function checkTarget(txRepo: OutletMenuRepo, session: StaffSession, row: DaypartRow): Promise<void> {
    if (!(await txRepo.targetExists(session.tenantId, row))) throw notFound(row.categoryId !== null ? 'There is no such category.' : NO_PRODUCT);
  }

  async function daypartIn(txRepo: OutletMenuRepo, session: StaffSession, restaurantId: number, id: number): Promise<Daypart> {
    const found = await txRepo.findDaypart(session.tenantId, restaurantId, id, true);
    if (!found) throw notFound(NO_DAYPART);
    return found;
  }

  return {
    listItems: (session: StaffSession, restaurantId: number): Promise<OutletMenuItem[]> => repo.listItems(session.tenantId, restaurantId),

    /** Sells (on the menus named) or stops selling the product here, with its own prices or the house's, over the version read. */
    async saveItem(session: StaffSession, restaurantId: number, productId: number, body: SaveOutletMenuItemRequest): Promise<OutletMenuItem> {
      const saved = await db.transaction(async (tx) => {
        const txRepo = createOutletMenuRepo(tx);
        const before = await txRepo.findItem(session.tenantId, restaurantId, productId);
        if (!before) throw notFound(NO_PRODUCT);
        if (body.version !== before.version || !(await txRepo.saveItem(session.tenantId, restaurantId, productId, body.version, offerFields(body)))) {
          const now = (await txRepo.findItem(session.tenantId, restaurantId, productId)) ?? before;
          throw staleVersion(`${before.name} at this outlet`, now.version);
        }
        const after = (await txRepo.findItem(session.tenantId, restaurantId, productId))!;
        await recordAudit(tx, { by: session, restaurantId, action: 'outlet_menu.item', target: `product:${productId}`, before, after });
        return after;
      });
      return written(restaurantId, saved);
    },

    listDayparts: (session: StaffSession, restaurantId: number): Promise<Daypart[]> => repo.listDayparts(session.tenantId, restaurantId),

    async createDaypart(session: StaffSession, restaurantId: number, fields: DaypartFields): Promise<Daypart> {
      const created = await db.transaction(async (tx) => {
        const txRepo = createOutletMenuRepo(tx);
        const row = daypartRow(fields);
        await checkTarget(txRepo, session, row);
        const id = await txRepo.createDaypart(session.tenantId, restaurantId, row);
        const after = (await txRepo.findDaypart(session.tenantId, restaurantId, id))!;
        await recordAudit(tx, { by: session, restaurantId, action: 'outlet_menu.daypart_create', target: `daypart:${id}`, after });
        return after;
      });
      return written(restaurantId, created);
    },

    async saveDaypart(session: StaffSession, restaurantId: number, id: number, { version, ...fields }: SaveDaypartRequest): Promise<Daypart> {
      const saved = await db.transaction(async (tx) => {
        const txRepo = createOutletMenuRepo(tx);
        const before = await daypartIn(txRepo, session, restaurantId, id);
        if (version !== before.version) throw staleVersion('this schedule', before.version);
        const row = daypartRow(fields);
        await checkTarget(txRepo, session, row);
        await txRepo.updateDaypart(session.tenantId, restaurantId, id, row);
        const after = (await txRepo.findDaypart(session.tenantId, restaurantId, id))!;
        await recordAudit(tx, { by: session, restaurantId, action: 'outlet_menu.daypart_update', target: `daypart:${id}`, before, after });
        return after;
      });
      return written(restaurantId, saved);
    },

    async deleteDaypart(session: StaffSession, restaurantId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const txRepo = createOutletMenuRepo(tx);
        const before = await daypartIn(txRepo, session, restaurantId, id);
        await txRepo.deleteDaypart(session.tenantId, restaurantId, id);
        await recordAudit(tx, { by: session, restaurantId, action: 'outlet_menu.daypart_delete', target: `daypart:${id}`, before });
      });
      written(restaurantId, undefined);
    },
  };
}
export type OutletMenuService = ReturnType<typeof createOutletMenuService>;
