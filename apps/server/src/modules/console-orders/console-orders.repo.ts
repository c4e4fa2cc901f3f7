import type { OrderStatus } from '@crust/contract/order-status';
import { and, asc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import type { CardOutlet } from './board-card.ts';

/** An order's board card as read: the order, its card payment's status, and its lines as sold. */
export type CardSource = NonNullable<Awaited<ReturnType<ConsoleOrdersRepo['card']>>>;

/** The outlet's orders where someone asked for them: a scheduled order on its slot, an ASAP one when placed. */
const requestedAt = sql`coalesce(${orders.slotStartsAt}, ${orders.createdAt})`;

/** The console's reads of an outlet's orders (changes go through the one state machine, moveOrder). */
export function createConsoleOrdersRepo(db: Database) {
  /** The cards of the orders matching `where`, by requested time, each with its lines in order. */
  async function cards(where: SQL | undefined) {
    const rows = await db
      .select({ order: orders, paymentStatus: payments.status })
      .from(orders)
      .leftJoin(payments, eq(payments.orderId, orders.id))
      .where(where)
      .orderBy(asc(requestedAt), asc(orders.number));
    if (rows.length === 0) return [];
    const lines = await db
      .select({ orderId: orderLines.orderId, name: orderLines.name, quantity: orderLines.quantity, notes: orderLines.notes, item: orderLines.item })
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          rows.map((row) => row.order.id),
        ),
      )
      .orderBy(asc(orderLines.orderId), asc(orderLines.position));
    const linesOf = new Map<string, typeof lines>();
    for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
    return rows.map((row) => ({ ...row, lines: linesOf.get(row.order.id) ?? [] }));
  }

  const ofOutlet = (tenantId: number, restaurantId: number) => and(eq(orders.tenantId, tenantId), eq(orders.restaurantId, restaurantId));

  return {
    /** What the outlet's cards are worded by: its time zone and lead times (null: no such outlet). */
    async cardOutlet(restaurantId: number): Promise<CardOutlet | null> {
      const [row] = await db
        .select({
          timezone: restaurantSettings.timezone,
          pickup: restaurantSettings.pickupLeadMinutes,
          delivery: restaurantSettings.deliveryLeadMinutes,
        })
        .from(restaurantSettings)
        .where(eq(restaurantSettings.restaurantId, restaurantId));
      return row ? { timezone: row.timezone, leadMinutes: { pickup: row.pickup, delivery: row.delivery } } : null;
    },

    /** The outlet's orders in `statuses` requested in [from, to), and those in `laterStatuses` requested from `to` on. */
    board(tenantId: number, restaurantId: number, statuses: readonly OrderStatus[], from: Date, to: Date, laterStatuses: readonly OrderStatus[] = []) {
      const day = and(inArray(orders.status, [...statuses]), gte(requestedAt, from), lt(requestedAt, to));
      const later = laterStatuses.length > 0 ? and(inArray(orders.status, [...laterStatuses]), gte(requestedAt, to)) : undefined;
      return cards(and(ofOutlet(tenantId, restaurantId), or(day, later)));
    },

    /** One order of the outlet, or null (another outlet's too). */
    async card(tenantId: number, restaurantId: number, orderId: string) {
      const [card] = await cards(and(ofOutlet(tenantId, restaurantId), eq(orders.id, orderId)));
      return card ?? null;
    },

    /**
     * Locks the order's row (the order moveOrder locks in, so no deadlock) and answers what a change
     * starts from: its outlet, status, version and slot. Null: no such order in the tenant.
     */
    async lockedState(tenantId: number, orderId: string) {
      const [row] = await db
        .select({ restaurantId: orders.restaurantId, number: orders.number, status: orders.status, version: orders.version, slotStartsAt: orders.slotStartsAt })
        .from(orders)
        .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
        .for('update');
      return row ?? null;
    },
  };
}
export type ConsoleOrdersRepo = ReturnType<typeof createConsoleOrdersRepo>;
