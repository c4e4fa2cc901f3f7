import type { Address } from '@crust/contract/addresses';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addresses } from '../../db/schema/addresses.ts';
import { users } from '../../db/schema/users.ts';

type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<Address, 'id' | 'is_default'>;

const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  label: row.label,
  formattedAddress: row.formattedAddress,
  street: row.street,
  suburb: row.suburb,
  city: row.city,
  postcode: row.postcode,
  state: row.state,
  instructions: row.instructions,
  is_default: row.isDefault,
});

const mine = (userId: number, id: number) => and(eq(addresses.userId, userId), eq(addresses.id, id));

export function createAddressesRepo(db: Database) {
  return {
    /** Default first, then oldest first. */
    async list(userId: number): Promise<Address[]> {
      const rows = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), asc(addresses.id));
      return rows.map(toAddress);
    },

    /**
     * Runs `change` in a transaction holding the user's row lock: the count limit and the one default
     * cannot be raced by concurrent requests of the same diner.
     */
    async forUser<T>(userId: number, change: (tx: Database, existing: number) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [row] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
        return change(tx, row?.n ?? 0);
      });
    },

    async insert(tx: Database, values: AddressValues & { tenantId: number; userId: number; isDefault: boolean }): Promise<Address> {
      const [row] = await tx.insert(addresses).values(values).returning();
      if (!row) throw new Error('The address was not stored');
      return toAddress(row);
    },

    async find(tx: Database, userId: number, id: number): Promise<Address | null> {
      const [row] = await tx.select().from(addresses).where(mine(userId, id)).limit(1);
      return row ? toAddress(row) : null;
    },

    async update(tx: Database, userId: number, id: number, values: Partial<AddressValues>, isDefault: boolean | undefined, now: Date): Promise<Address | null> {
      const [row] = await tx
        .update(addresses)
        .set({ ...values, ...(isDefault !== undefined && { isDefault }), updatedAt: now })
        .where(mine(userId, id))
        .returning();
      return row ? toAddress(row) : null;
    },

    /** Unsets the user's default, but for `except`. */
    async clearDefault(tx: Database, userId: number, except?: number): Promise<void> {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), except === undefined ? undefined : ne(addresses.id, except)));
    },

    async remove(tx: Database, userId: number, id: number): Promise<Address | null> {
      const [row] = await tx.delete(addresses).where(mine(userId, id)).returning();
      return row ? toAddress(row) : null;
    },

    /** Makes the user's most recent address the default (after the default was deleted). */
    async promoteNewest(tx: Database, userId: number): Promise<void> {
      const [newest] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.id)).limit(1);
      if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
    },
  };
}
export type AddressesRepo = ReturnType<typeof createAddressesRepo>;
