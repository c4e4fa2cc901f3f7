import { nextOrderStatus, type OrderTransition } from '@crust/contract/order-status';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { couponRedemptions, coupons } from '../../db/schema/coupons.ts';
import { slotBookings } from '../../db/schema/outlet-ordering.ts';
import { idempotencyKeys, orderEvents, orderLines, orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import { restaurants } from '../../db/schema/restaurants.ts';
import { users } from '../../db/schema/users.ts';
import type { Owner } from '../../plugins/authenticate.ts';
import type { LineChoices } from '../catalogue/line-choices.ts';
import { choicesFromStorage } from '../catalogue/stored-line-choices.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
/** A line to write: its choices as the cart holds them (the repo stamps their version). */
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId' | 'choices'> & { choices: LineChoices | null };

/** An order line as read: its stored choices parsed into today's shape. */
const readLine = (row: typeof orderLines.$inferSelect) => ({ ...row, choices: row.choices && choicesFromStorage(row.choices) });

/** What a status change may also require or set, in its one conditional update. */
export interface TransitionChange {
  /** Change only an order still at this version (the console's optimistic concurrency). */
  expectedVersion?: number;
  /** A new estimate (accepting with a number of minutes). */
  estimatedAt?: Date;
}

/** Idempotency keys are kept this long; an older key is a new one. */
export const KEY_HOURS = 24;

const ownedBy = (owner: Owner, columns: { userId: AnyPgColumn; guestId: AnyPgColumn }): SQL =>
  owner.userId !== null ? eq(columns.userId, owner.userId) : eq(columns.guestId, owner.guestId!);
const keyOf = (owner: Owner, key: string) => and(ownedBy(owner, idempotencyKeys), eq(idempotencyKeys.key, key));

/** The orders' SQL; called with a transaction where a placement or a status change must be atomic. */
export function createOrdersRepo(db: Database) {
  /** Locks the order's row until the transaction ends and answers its status and version (null: no such order). */
  async function lockedState(orderId: string) {
    const [row] = await db
      .select({ status: orders.status, version: orders.version, method: orders.deliveryMethod })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    return row ?? null;
  }

  return {
    /** A logged-in diner's contact details, as the order keeps them. */
    async userContact(userId: number) {
      const [row] = await db.select({ name: users.name, email: users.email, phone: users.phoneNo }).from(users).where(eq(users.id, userId));
      return row ?? null;
    },

    /** A stored answer for this owner's key, if the key was used in the last 24 hours. */
    async storedAnswer(owner: Owner, key: string) {
      const [row] = await db
        .select({ requestHash: idempotencyKeys.requestHash, status: idempotencyKeys.responseStatus, body: idempotencyKeys.responseBody })
        .from(idempotencyKeys)
        .where(and(keyOf(owner, key), sql`${idempotencyKeys.createdAt} > now() - make_interval(hours => ${KEY_HOURS})`));
      return row ?? null;
    },

    async storeAnswer(owner: Owner, key: string, status: number, body: unknown): Promise<void> {
      await db.update(idempotencyKeys).set({ responseStatus: status, responseBody: body }).where(keyOf(owner, key));
    },

    async releaseSlot(restaurantId: number, startsAt: Date): Promise<void> {
      await db
        .update(slotBookings)
        .set({ orders: sql`greatest(${slotBookings.orders} - 1, 0)` })
        .where(and(eq(slotBookings.restaurantId, restaurantId), eq(slotBookings.startsAt, startsAt)));
    },

    /**
     * Spends one use of a coupon for this person, or says why it cannot: the UPDATE takes the
     * coupon's row lock first, so concurrent orders using it count its uses one after another.
     * A person is the user, else a guest's email or phone (a new guest session is the same person).
     */
    async spendCouponUse(couponId: number, person: { userId: number | null; email: string; phone: string }): Promise<'ok' | 'used_up' | 'used_by_you'> {
      const [coupon] = await db
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1` })
        .where(and(eq(coupons.id, couponId), or(isNull(coupons.usageLimitTotal), lt(coupons.usedCount, coupons.usageLimitTotal))))
        .returning({ perCustomer: coupons.usageLimitPerCustomer });
      if (!coupon) return 'used_up';
      if (coupon.perCustomer === null) return 'ok';
      const samePerson =
        person.userId !== null
          ? eq(couponRedemptions.userId, person.userId)
          : or(eq(couponRedemptions.customerEmail, person.email), eq(couponRedemptions.customerPhone, person.phone));
      const [{ uses } = { uses: 0 }] = await db
        .select({ uses: sql<number>`count(*)::int` })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, couponId), samePerson));
      return uses < coupon.perCustomer ? 'ok' : 'used_by_you';
    },

    /** Gives back the coupon uses of a cancelled order. */
    async returnCouponUses(orderId: string): Promise<void> {
      const returned = await db.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId)).returning({ couponId: couponRedemptions.couponId });
      // Only limited coupons count uses in used_count (an unlimited one is not locked by every order).
      for (const { couponId } of returned)
        await db
          .update(coupons)
          .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
          .where(and(eq(coupons.id, couponId), or(isNotNull(coupons.usageLimitTotal), isNotNull(coupons.usageLimitPerCustomer))));
    },

    /** Locks the order's row, as a payment's change does before it locks the payment (payments.service.ts `lockPayment`). */
    lockStatus: async (orderId: string) => (await lockedState(orderId))?.status ?? null,

    /**
     * The one way an order's status changes (call it in a transaction): the order's row is locked,
     * the machine decides the next status from the status and method read, and the update is
     * conditional on both (and on `change.expectedVersion`, the version a console user saw: issue 10's
     * optimistic concurrency). Answers the changed order and the status it left, the status and method
     * that refused the change (stale: the order is no longer at the expected version), or null.
     */
    async transition(orderId: string, transition: OrderTransition, reason: string | null = null, change: TransitionChange = {}) {
      const state = await lockedState(orderId);
      if (!state) return null;
      const { status: from, version, method } = state;
      const { expectedVersion, estimatedAt } = change;
      if (expectedVersion !== undefined && version !== expectedVersion) return { ok: false, status: from, method, stale: true } as const;
      const to = nextOrderStatus(from, transition, method);
      if (!to) return { ok: false, status: from, method, stale: false } as const;
      const [row] = await db
        .update(orders)
        .set({ status: to, version: sql`${orders.version} + 1`, updatedAt: sql`now()`, ...(estimatedAt && { estimatedAt }) })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.status, from),
            eq(orders.deliveryMethod, method),
            expectedVersion === undefined ? undefined : eq(orders.version, expectedVersion),
          ),
        )
        .returning();
      if (!row) return { ok: false, status: from, method, stale: expectedVersion !== undefined } as const;
      await db
        .insert(orderEvents)
        .values({ orderId, tenantId: row.tenantId, restaurantId: row.restaurantId, fromStatus: from, toStatus: to, version: row.version, reason });
      return { ok: true, order: row, from } as const;
    },

    async order(orderId: string) {
      // One statement at a time: this also runs inside transactions, where a client takes one query at once.
      const [row] = await db
        .select({
          order: orders,
          outlet: { name: restaurants.name, street: restaurants.streetName, city: restaurants.city, phone: restaurants.phone },
          timezone: restaurantSettings.timezone,
          payment: payments,
        })
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .innerJoin(restaurantSettings, eq(restaurantSettings.restaurantId, orders.restaurantId))
        .leftJoin(payments, eq(payments.orderId, orders.id))
        .where(eq(orders.id, orderId));
      if (!row) return null;
      const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
      const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.version));
      return { ...row, lines: lines.map(readLine), events };
    },

    /**
     * A guest's order of the tenant with this number (per outlet, so the newest) and email: the order
     * lookup's (issue 18 point 11). Found through the outlets' (restaurant, number) index.
     */
    async guestOrderIdByNumber(tenantId: number, number: number, email: string): Promise<string | null> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            inArray(orders.restaurantId, db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.tenantId, tenantId))),
            eq(orders.number, number),
            isNull(orders.userId),
            eq(sql`lower(${orders.customerEmail})`, email),
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(1);
      return row?.id ?? null;
    },

    /** Unpaid card orders whose payment hold (PAYMENT_HOLD_MINUTES) is up. */
    async unpaidPastDue(at: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'pending_payment'), lt(orders.paymentDueBy, at)))
        .orderBy(asc(orders.paymentDueBy))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** A page of a user's orders, newest first, as the order history lists them, and how many there are in all. */
    async summariesOfUser(userId: number, limit: number, offset: number) {
      const rows = await db
        .select({
          id: orders.id,
          number: orders.number,
          status: orders.status,
          deliveryMethod: orders.deliveryMethod,
          currency: orders.currency,
          createdAt: orders.createdAt,
          restaurantName: restaurants.name,
          timezone: restaurantSettings.timezone,
          total: orders.total,
          // Counted per listed order only (a grouped subquery would add up every order's lines first).
          itemCount: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
        })
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .innerJoin(restaurantSettings, eq(restaurantSettings.restaurantId, orders.restaurantId))
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(offset);
      const [{ total } = { total: 0 }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.userId, userId));
      return { rows, total };
    },
  };
}
export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
