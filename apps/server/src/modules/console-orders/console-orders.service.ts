import { BOARD_STATUSES, UPCOMING_STATUSES, type BoardOrder, type BoardQuery, type StaffTransition } from '@crust/contract/console-orders';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { recentReads } from '../../lib/recent-reads.ts';
import { OUTLET_NOT_FOUND, type StaffSession } from '../../plugins/staff-authenticate.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { addDays, instantAt, wallTimeOf } from '../checkout/zoned-time.ts';
import type { HeardMark, OrderChange, OrderChanges } from '../orders/order-changes.ts';
import { moveOrder, ORDER_NOT_FOUND } from '../orders/order-transitions.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { boardCard, type CardOutlet } from './board-card.ts';
import { createConsoleOrdersRepo } from './console-orders.repo.ts';

const MINUTE_MS = 60_000;

/**
 * When an accepted order will be ready (or at the door): in `minutes` from now, but never before the
 * slot the diner chose (accepting an 18:00 order at noon does not promise it for 12:20).
 */
export function acceptedEstimate(now: Date, minutes: number, slotStartsAt: Date | null): Date {
  const soonest = now.getTime() + minutes * MINUTE_MS;
  return new Date(Math.max(soonest, slotStartsAt?.getTime() ?? 0));
}

export interface ConsoleOrdersDeps {
  db: Database;
  provider: PaymentProvider;
  now: () => Date;
  /** BOARD_READ_REUSE_MS: how long a read of a board, a changed card or an outlet's card settings serves boards asking after it. */
  readReuseMs: number;
}

/** The console's order board: an outlet's orders by status and day, and staff moving them through the state machine. */
export function createConsoleOrdersService({ db, provider, now, readReuseMs }: ConsoleOrdersDeps) {
  const repo = createConsoleOrdersRepo(db);

  /** Outlets' time zones and lead times, read once for the cards of every board of the outlet. */
  const outlets = recentReads<{ read: Promise<CardOutlet> }>(readReuseMs);

  function outletOf(restaurantId: number): Promise<CardOutlet> {
    const key = String(restaurantId);
    const read = async () => {
      const outlet = await repo.cardOutlet(restaurantId);
      if (!outlet) throw notFound(OUTLET_NOT_FOUND);
      return outlet;
    };
    return (outlets.get(key) ?? outlets.set(key, { read: read() })).read;
  }

  async function order(session: StaffSession, restaurantId: number, orderId: string): Promise<BoardOrder> {
    const card = await repo.card(session.tenantId, restaurantId, orderId);
    if (!card) throw notFound(ORDER_NOT_FOUND);
    return boardCard(card, await outletOf(restaurantId), now());
  }

  /** Cards read for a change, shared by every board of this instance that heard it (one read, not one per board). */
  const changedCards = recentReads<{ read: Promise<BoardOrder> }>(readReuseMs);
  /** Board snapshots, by tenant and outlet, with what had been heard of the outlet when each began. */
  const snapshots = recentReads<{ mark: HeardMark; read: Promise<Board> }>(readReuseMs);

  /**
   * The outlet's orders in `status` (default: all but unpaid) requested on `date` (the outlet's day),
   * or without a date the board: today's and the upcoming ones of later days, by when preparation
   * should start (the board's order: later days below, rising as they near).
   */
  async function board(session: StaffSession, restaurantId: number, query: BoardQuery) {
    const outlet = await outletOf(restaurantId);
    const { timezone } = outlet;
    const at = now();
    const date = query.date ?? wallTimeOf(at, timezone).date;
    const statuses = query.status ?? BOARD_STATUSES;
    const rows = await repo.board(
      session.tenantId,
      restaurantId,
      statuses,
      instantAt(date, 0, timezone),
      instantAt(addDays(date, 1), 0, timezone),
      query.date ? [] : statuses.filter((status) => UPCOMING_STATUSES.includes(status)),
    );
    const cards = rows.map((row) => boardCard(row, outlet, at));
    cards.sort((a, b) => Date.parse(a.prepare_at) - Date.parse(b.prepare_at) || a.number - b.number);
    return { date, timezone, orders: cards };
  }
  type Board = Awaited<ReturnType<typeof board>>;

  return {
    board,

    /**
     * A live board's snapshot, and the changes it must also hear. Boards that open together (a
     * kitchen's tablets reconnecting after a restart, while orders keep coming) share one read: a
     * board starting from a read begun for another board (in progress, or up to `readReuseMs` ago) also gets the
     * outlet's changes heard since that read began, which its own watcher, added later, did not
     * hear. When those cannot all be told (see OrderChanges.heardSince) the board reads its own.
     */
    boardSnapshot(
      session: StaffSession,
      restaurantId: number,
      heard: Pick<OrderChanges, 'mark' | 'heardSince'>,
    ): { read: Promise<Board>; missed: OrderChange[] } {
      const key = `${session.tenantId} ${restaurantId}`;
      const shared = snapshots.get(key);
      const missed = shared && heard.heardSince(restaurantId, shared.mark);
      if (shared && missed) return { read: shared.read, missed };
      return { read: snapshots.set(key, { mark: heard.mark(restaurantId), read: board(session, restaurantId, {}) }).read, missed: [] };
    },

    order,

    /**
     * One staff transition, in one transaction with its audit entry, only if the order is still at
     * the version the board showed (else 409 stale_order); moveOrder does the rest (mails, slot,
     * coupon, refund). Another outlet's order is 404 here. Answers the order's card as changed.
     */
    async change(session: StaffSession, restaurantId: number, orderId: string, body: StaffTransition): Promise<BoardOrder> {
      await db.transaction(async (tx) => {
        const before = await createConsoleOrdersRepo(tx).lockedState(session.tenantId, orderId);
        if (!before || before.restaurantId !== restaurantId) throw notFound(ORDER_NOT_FOUND);
        const estimatedAt =
          body.estimated_minutes !== undefined && body.transition === 'accept'
            ? acceptedEstimate(now(), body.estimated_minutes, before.slotStartsAt)
            : undefined;
        const reason = body.reason ?? null;
        const after = await moveOrder(tx, provider, orderId, body.transition, reason, { expectedVersion: body.version, estimatedAt });
        await recordAudit(tx, {
          by: session,
          restaurantId,
          action: `order.${body.transition}`,
          target: `order:${orderId}`,
          // The number too, so the audit log can say which order (issue 18).
          before: { number: before.number, status: before.status, version: before.version },
          after: {
            number: before.number,
            status: after.status,
            version: after.version,
            ...(estimatedAt && { estimated_at: estimatedAt.toISOString() }),
            ...(reason && { reason }),
          },
        });
      });
      return order(session, restaurantId, orderId);
    },

    /** The card of an order a board of its outlet heard change, as stored now (at that version or later). */
    changedCard(session: StaffSession, { orderId, restaurantId, version }: OrderChange): Promise<BoardOrder> {
      const key = `${orderId} ${version}`;
      return (changedCards.get(key) ?? changedCards.set(key, { read: order(session, restaurantId, orderId) })).read;
    },
  };
}
export type ConsoleOrdersService = ReturnType<typeof createConsoleOrdersService>;
