import type { ConsoleDeal, DealFields } from '@crust/contract/console-deals';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { attributeValues } from '../../db/schema/attributes.ts';
import { dealComponentChoices, dealComponentTypes, deals } from '../../db/schema/deals.ts';
import { images } from '../../db/schema/images.ts';
import { restaurantProducts } from '../../db/schema/restaurant-products.ts';

/** The outlet's deal columns a console save sets. */
const dealColumns = ({ kind, name, description, image_id, price, on_main_menu, on_instore_menu, on_dinein_menu }: DealFields) => ({
  kind,
  name,
  description,
  imageId: image_id,
  price,
  onMainMenu: on_main_menu,
  onInstoreMenu: on_instore_menu,
  onDineinMenu: on_dinein_menu,
});

export interface DealOwner {
  tenantId: number;
  restaurantId: number;
}

/**
 * Deals' SQL (issue 19). Writes touch deals, deal_component_types and deal_component_choices, whose
 * triggers (migration 0002) tell the menu cache, so diners' menus follow within the notification delay.
 */
export function createDealsRepo(db: Database) {
  const ofOutlet = ({ tenantId, restaurantId }: DealOwner) => and(eq(deals.tenantId, tenantId), eq(deals.restaurantId, restaurantId));

  /** The outlet's deals (all, or the one `id`) with their slots and choices in order. */
  async function read(owner: DealOwner, id?: number, lock = false): Promise<ConsoleDeal[]> {
    const query = db
      .select()
      .from(deals)
      .where(and(ofOutlet(owner), id === undefined ? undefined : eq(deals.id, id)))
      .orderBy(asc(deals.sortOrder), asc(deals.id));
    const found = lock ? await query.for('update') : await query;
    if (found.length === 0) return [];
    const dealIds = found.map((deal) => deal.id);
    const slots = await db
      .select()
      .from(dealComponentTypes)
      .where(inArray(dealComponentTypes.dealId, dealIds))
      .orderBy(asc(dealComponentTypes.sortOrder), asc(dealComponentTypes.id));
    const choices = slots.length
      ? await db
          .select()
          .from(dealComponentChoices)
          .where(
            inArray(
              dealComponentChoices.dealComponentTypeId,
              slots.map((slot) => slot.id),
            ),
          )
          .orderBy(asc(dealComponentChoices.restaurantProductId))
      : [];
    return found.map((deal) => ({
      id: deal.id,
      kind: deal.kind,
      name: deal.name,
      description: deal.description,
      image_id: deal.imageId,
      price: deal.price,
      on_main_menu: deal.onMainMenu,
      on_instore_menu: deal.onInstoreMenu,
      on_dinein_menu: deal.onDineinMenu,
      components: slots
        .filter((slot) => slot.dealId === deal.id)
        .map((slot) => ({
          id: slot.id,
          name: slot.name,
          quantity: slot.quantity,
          attribute_value_ids: slot.attributeValueIds,
          choices: choices
            .filter((choice) => choice.dealComponentTypeId === slot.id)
            .map((choice) => ({ restaurant_product_id: choice.restaurantProductId, upcharge: choice.upcharge })),
        })),
      version: deal.version,
      archived_at: deal.archivedAt?.toISOString() ?? null,
    }));
  }

  /** The slots in the order given (kept ones updated by id, new ones inserted), each with exactly its choices. */
  async function writeSlots(owner: DealOwner, dealId: number, slots: DealFields['components']): Promise<void> {
    for (const [sortOrder, { id, name, quantity, attribute_value_ids, choices }] of slots.entries()) {
      const columns = { name, quantity, attributeValueIds: attribute_value_ids, sortOrder };
      let slotId = id;
      if (slotId === undefined) {
        const [slot] = await db
          .insert(dealComponentTypes)
          .values({ ...owner, dealId, ...columns })
          .returning({ id: dealComponentTypes.id });
        slotId = slot!.id;
      } else {
        await db
          .update(dealComponentTypes)
          .set(columns)
          .where(and(eq(dealComponentTypes.id, slotId), eq(dealComponentTypes.dealId, dealId)));
        await db.delete(dealComponentChoices).where(eq(dealComponentChoices.dealComponentTypeId, slotId));
      }
      await db
        .insert(dealComponentChoices)
        .values(
          choices.map((choice) => ({ ...owner, dealComponentTypeId: slotId, restaurantProductId: choice.restaurant_product_id, upcharge: choice.upcharge })),
        );
    }
  }

  return {
    list: (owner: DealOwner) => read(owner),

    /** One of the outlet's deals; `lock` holds its row until the transaction ends, so saves take turns. */
    find: async (owner: DealOwner, id: number, lock = false): Promise<ConsoleDeal | null> => (await read(owner, id, lock))[0] ?? null,

    /** Whether the photo is one of the tenant's uploads. */
    async isTenantImage(tenantId: number, imageId: number): Promise<boolean> {
      const [found] = await db
        .select({ id: images.id })
        .from(images)
        .where(and(eq(images.id, imageId), eq(images.tenantId, tenantId)));
      return found !== undefined;
    },

    /** Which of these ids are products the outlet sells (restaurant_products rows of the outlet). */
    async outletProductIds(owner: DealOwner, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: restaurantProducts.id })
        .from(restaurantProducts)
        .where(
          and(
            eq(restaurantProducts.tenantId, owner.tenantId),
            eq(restaurantProducts.restaurantId, owner.restaurantId),
            inArray(restaurantProducts.id, [...ids]),
          ),
        );
      return rows.map((row) => row.id);
    },

    /** Which of these ids are the tenant's configuration values. */
    async attributeValueIds(tenantId: number, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: attributeValues.id })
        .from(attributeValues)
        .where(and(eq(attributeValues.tenantId, tenantId), inArray(attributeValues.id, [...ids])));
      return rows.map((row) => row.id);
    },

    /** A new deal, last on the outlet's list; its id. */
    async create(owner: DealOwner, fields: DealFields): Promise<number> {
      const [deal] = await db
        .insert(deals)
        .values({
          ...owner,
          ...dealColumns(fields),
          sortOrder: sql`(select coalesce(max(${deals.sortOrder}), 0) + 1 from ${deals} where ${deals.restaurantId} = ${owner.restaurantId})`,
        })
        .returning({ id: deals.id });
      await writeSlots(owner, deal!.id, fields.components);
      return deal!.id;
    },

    /** The deal's fields and slots, one version on; `removed` are the slots it no longer has. */
    async update(owner: DealOwner, id: number, fields: DealFields, removed: readonly number[]): Promise<void> {
      if (removed.length > 0) await db.delete(dealComponentTypes).where(and(eq(dealComponentTypes.dealId, id), inArray(dealComponentTypes.id, [...removed])));
      await writeSlots(owner, id, fields.components);
      await db
        .update(deals)
        .set({ ...dealColumns(fields), version: sql`${deals.version} + 1` })
        .where(and(ofOutlet(owner), eq(deals.id, id)));
    },

    /** Off the outlet's menus (kept for orders and reports), or back on them. */
    async setArchived(owner: DealOwner, id: number, archivedAt: Date | null): Promise<void> {
      await db
        .update(deals)
        .set({ archivedAt, version: sql`${deals.version} + 1` })
        .where(and(ofOutlet(owner), eq(deals.id, id)));
    },
  };
}
export type DealsRepo = ReturnType<typeof createDealsRepo>;
