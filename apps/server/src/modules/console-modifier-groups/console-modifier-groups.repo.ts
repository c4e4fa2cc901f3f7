import type { ConsoleModifierGroup, ModifierGroupFields } from '@crust/contract/console-modifier-groups';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { modifierGroups, modifiers, productModifierGroups } from '../../db/schema/modifiers.ts';

const productCount = sql<number>`(select count(*)::int from ${productModifierGroups} where ${productModifierGroups.modifierGroupId} = ${modifierGroups.id})`;

/**
 * Modifier groups' SQL (issue 19). Every write here touches modifier_groups or modifiers, whose
 * triggers (migration 0002) tell the menu cache, so diners' menus follow within the notification delay.
 */
export function createModifierGroupsRepo(db: Database) {
  /** The tenant's groups (all, or the one `id`), each with its modifiers in order. */
  async function read(tenantId: number, id?: number, lock = false): Promise<ConsoleModifierGroup[]> {
    const query = db
      .select({
        id: modifierGroups.id,
        name: modifierGroups.name,
        min_choices: modifierGroups.minChoices,
        max_choices: modifierGroups.maxChoices,
        version: modifierGroups.version,
        product_count: productCount,
      })
      .from(modifierGroups)
      .where(and(eq(modifierGroups.tenantId, tenantId), id === undefined ? undefined : eq(modifierGroups.id, id)))
      .orderBy(asc(modifierGroups.name), asc(modifierGroups.id));
    const groups = lock ? await query.for('update') : await query;
    if (groups.length === 0) return [];
    const rows = await db
      .select({
        id: modifiers.id,
        groupId: modifiers.modifierGroupId,
        name: modifiers.name,
        online_price: modifiers.onlinePrice,
        is_default: modifiers.isDefault,
      })
      .from(modifiers)
      .where(
        and(
          eq(modifiers.tenantId, tenantId),
          inArray(
            modifiers.modifierGroupId,
            groups.map((group) => group.id),
          ),
        ),
      )
      .orderBy(asc(modifiers.sortOrder), asc(modifiers.id));
    return groups.map((group) => ({
      ...group,
      modifiers: rows.filter((row) => row.groupId === group.id).map(({ groupId: _groupId, ...modifier }) => modifier),
    }));
  }

  /** Writes the modifiers in the order given: kept ones updated by id, new ones inserted. */
  async function writeModifiers(tenantId: number, groupId: number, list: ModifierGroupFields['modifiers']): Promise<void> {
    for (const [sortOrder, { id, name, online_price, is_default }] of list.entries()) {
      const columns = { name, onlinePrice: online_price, isDefault: is_default, sortOrder };
      if (id === undefined) await db.insert(modifiers).values({ tenantId, modifierGroupId: groupId, ...columns });
      else
        await db
          .update(modifiers)
          .set(columns)
          .where(and(eq(modifiers.id, id), eq(modifiers.modifierGroupId, groupId)));
    }
  }

  const groupColumns = ({ name, min_choices, max_choices }: ModifierGroupFields) => ({ name, minChoices: min_choices, maxChoices: max_choices });
  const ofTenant = (tenantId: number, id: number) => and(eq(modifierGroups.id, id), eq(modifierGroups.tenantId, tenantId));

  return {
    list: (tenantId: number) => read(tenantId),

    /** One of the tenant's groups; `lock` holds its row until the transaction ends, so saves take turns. */
    find: async (tenantId: number, id: number, lock = false): Promise<ConsoleModifierGroup | null> => (await read(tenantId, id, lock))[0] ?? null,

    async create(tenantId: number, fields: ModifierGroupFields): Promise<number> {
      const [group] = await db
        .insert(modifierGroups)
        .values({ tenantId, ...groupColumns(fields) })
        .returning({ id: modifierGroups.id });
      await writeModifiers(tenantId, group!.id, fields.modifiers);
      return group!.id;
    },

    /** The group's fields and modifiers, one version on; `removed` are the modifiers it no longer has. */
    async update(tenantId: number, id: number, fields: ModifierGroupFields, removed: readonly number[]): Promise<void> {
      if (removed.length > 0) await db.delete(modifiers).where(and(eq(modifiers.modifierGroupId, id), inArray(modifiers.id, [...removed])));
      await writeModifiers(tenantId, id, fields.modifiers);
      await db
        .update(modifierGroups)
        .set({ ...groupColumns(fields), version: sql`${modifierGroups.version} + 1` })
        .where(ofTenant(tenantId, id));
    },

    /** Deletes the group when no product offers it; false when one does (checked in the statement). */
    async deleteUnused(tenantId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(modifierGroups)
        .where(and(ofTenant(tenantId, id), sql`not exists (select 1 from ${productModifierGroups} where ${productModifierGroups.modifierGroupId} = ${id})`))
        .returning({ id: modifierGroups.id });
      return deleted.length > 0;
    },
  };
}
export type ModifierGroupsRepo = ReturnType<typeof createModifierGroupsRepo>;
