import { MAX_LINE_QUANTITY } from '@crust/contract/limits';
import { and, asc, count, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cartLines } from '../../db/schema/cart-lines.ts';
import { couponRedemptions, coupons } from '../../db/schema/coupons.ts';
import { tenants } from '../../db/schema/tenants.ts';
import type { LineChoices } from './cart-choices.ts';
import type { StoredLine } from './cart-view.ts';
import type { Coupon, HalfAndHalfRule } from './pricing/pricing-types.ts';

export interface NewLine {
  tenantId: number;
  restaurantId: number;
  owner: string;
  quantity: number;
  notes: string;
  choices: LineChoices;
  signature: string;
}

const lineColumns = {
  id: cartLines.id,
  restaurantId: cartLines.restaurantId,
  quantity: cartLines.quantity,
  notes: cartLines.notes,
  choices: cartLines.choices,
};

export type CouponRow = typeof coupons.$inferSelect;

export function toPricingCoupon(row: CouponRow, usedByCustomer: number): Coupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    scope: row.scope,
    categoryIds: row.categoryIds,
    productIds: row.productIds,
    minOrder: row.minOrder,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    usageLimitTotal: row.usageLimitTotal,
    usedTotal: row.usedCount,
    usageLimitPerCustomer: row.usageLimitPerCustomer,
    usedByCustomer,
    payment: row.payment,
    buyQuantity: row.buyQuantity,
    getQuantity: row.getQuantity,
    freeProductId: row.freeProductId,
  };
}

export function createCartRepo(db: Database) {
  const ofOwner = (owner: string) => eq(cartLines.owner, owner);

  return {
    lines: (owner: string): Promise<StoredLine[]> => db.select(lineColumns).from(cartLines).where(ofOwner(owner)).orderBy(asc(cartLines.id)),

    /**
     * Adds a line, or adds its quantity to the same item already in the cart, in one statement: two
     * concurrent adds of one item both land (the unique signature makes the second an update that
     * reads the first's quantity). Null when the sum would pass the line maximum: nothing changes.
     */
    async add(line: NewLine): Promise<StoredLine | null> {
      const [row] = await db
        .insert(cartLines)
        .values({ ...line, kind: line.choices.kind })
        .onConflictDoUpdate({
          target: [cartLines.owner, cartLines.signature],
          set: { quantity: sql`${cartLines.quantity} + excluded.quantity`, updatedAt: sql`now()` },
          setWhere: sql`${cartLines.quantity} + excluded.quantity <= ${MAX_LINE_QUANTITY}`,
        })
        .returning(lineColumns);
      return row ?? null;
    },

    /** A cart holds one outlet's items: choosing another outlet's item drops the others. */
    async dropOtherOutlets(owner: string, restaurantId: number): Promise<void> {
      await db.delete(cartLines).where(and(ofOwner(owner), ne(cartLines.restaurantId, restaurantId)));
    },

    /** The owner's line with its new quantity; null when the owner has no such line. */
    async setQuantity(owner: string, lineId: number, quantity: number): Promise<boolean> {
      const rows = await db
        .update(cartLines)
        .set({ quantity, updatedAt: sql`now()` })
        .where(and(eq(cartLines.id, lineId), ofOwner(owner)))
        .returning({ id: cartLines.id });
      return rows.length > 0;
    },

    async remove(owner: string, lineIds: readonly number[]): Promise<number> {
      if (lineIds.length === 0) return 0;
      const rows = await db
        .delete(cartLines)
        .where(and(ofOwner(owner), sql`${cartLines.id} in ${lineIds}`))
        .returning({ id: cartLines.id });
      return rows.length;
    },

    async clear(owner: string): Promise<void> {
      await db.delete(cartLines).where(ofOwner(owner));
    },

    /** The tenant's coupon of this code (codes are upper case), valid at this outlet; null when none. */
    async couponByCode(tenantId: number, restaurantId: number, code: string): Promise<CouponRow | null> {
      const [row] = await db
        .select()
        .from(coupons)
        .where(
          and(
            eq(coupons.tenantId, tenantId),
            eq(coupons.code, code),
            eq(coupons.active, true),
            or(isNull(coupons.restaurantId), eq(coupons.restaurantId, restaurantId)),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    automaticCoupons: (tenantId: number, restaurantId: number): Promise<CouponRow[]> =>
      db
        .select()
        .from(coupons)
        .where(
          and(
            eq(coupons.tenantId, tenantId),
            isNull(coupons.code),
            eq(coupons.active, true),
            or(isNull(coupons.restaurantId), eq(coupons.restaurantId, restaurantId)),
          ),
        )
        .orderBy(asc(coupons.id)),

    /** How the tenant prices half-and-half pizzas (issue #3's tenant setting). */
    async halfAndHalfRule(tenantId: number): Promise<HalfAndHalfRule> {
      const [row] = await db.select({ rule: tenants.halfAndHalfPricing }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
      return row?.rule ?? 'dearer';
    },

    /** How many times this diner has used each of these coupons. */
    async redemptions(owner: string, couponIds: readonly number[]): Promise<Map<number, number>> {
      if (couponIds.length === 0) return new Map();
      const rows = await db
        .select({ couponId: couponRedemptions.couponId, uses: count() })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.owner, owner), sql`${couponRedemptions.couponId} in ${couponIds}`))
        .groupBy(couponRedemptions.couponId);
      return new Map(rows.map((row) => [row.couponId, row.uses]));
    },
  };
}
export type CartRepo = ReturnType<typeof createCartRepo>;
