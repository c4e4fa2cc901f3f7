import type { OrderTransition } from '@crust/contract/order-status';
import type { Order, OrderListQuery, OrderSummary } from '@crust/contract/orders';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { AuthSession, UserSession } from '../../plugins/authenticate.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { moveOrder, ORDER_NOT_FOUND } from './order-transitions.ts';
import { orderView } from './order-view.ts';
import { createOrdersRepo, type OrderRow } from './orders.repo.ts';

/**
 * How often each instance expires unpaid card orders (the job expire-unpaid-orders). Every instance
 * sweeps: the state machine's conditional update makes a race between two sweeps harmless.
 */
export const EXPIRY_SWEEP_MS = 60_000;
/** Orders one sweep expires at most; the next sweep takes the rest. */
const EXPIRY_BATCH = 100;

/** Whether the session placed the order: its user, or the guest session that placed it. */
const isOwnedBy = (order: OrderRow, { subject }: AuthSession) =>
  subject.kind === 'user' ? order.userId === subject.userId : order.guestId === subject.guestRowId;

/** Reading, listing and changing orders; the placement itself is place-order.ts. */
/** `holdMinutes`: how long an unpaid card order holds its slot place and coupon uses (PAYMENT_HOLD_MINUTES), as the expiry says. */
export function createOrdersService(db: Database, provider: PaymentProvider, addToCart: CartService['addChosen'], holdMinutes: number) {
  const repo = createOrdersRepo(db);

  async function ownOrder(session: AuthSession, orderId: string) {
    const stored = await repo.order(orderId);
    // Someone else's order looks exactly like no order at all.
    if (!stored || stored.order.tenantId !== session.tenantId || !isOwnedBy(stored.order, session)) throw notFound(ORDER_NOT_FOUND);
    return stored;
  }

  /** Moves an order through the state machine in one transaction (order-transitions.ts says what each change does). */
  const changeStatus = (orderId: string, transition: OrderTransition, reason: string | null = null): Promise<OrderRow> =>
    db.transaction((tx) => moveOrder(tx, provider, orderId, transition, reason));

  return {
    get: async (session: AuthSession, orderId: string): Promise<Order> => orderView(await ownOrder(session, orderId)),

    /**
     * A guest's order by its number and email, on any device (issue 18 point 11, decision 006): the
     * order to read, never a session or a token, and without its payment's client secret. A wrong
     * number and a wrong email answer the same 404.
     */
    async lookup(session: AuthSession, number: number, email: string): Promise<Order> {
      const orderId = await repo.guestOrderIdByNumber(session.tenantId, number, email);
      const stored = orderId ? await repo.order(orderId) : null;
      if (!stored) throw notFound(ORDER_NOT_FOUND);
      const order = orderView(stored);
      return { ...order, payment: order.payment && { ...order.payment, client_secret: null } };
    },

    async list(session: UserSession, query: OrderListQuery) {
      const { rows, total } = await repo.summariesOfUser(session.subject.userId, query.per_page, (query.page - 1) * query.per_page);
      const orders: OrderSummary[] = rows.map((row) => ({
        id: row.id,
        number: row.number,
        status: row.status,
        delivery_method: row.deliveryMethod,
        currency: row.currency,
        created_at: row.createdAt.toISOString(),
        restaurant_name: row.restaurantName,
        timezone: row.timezone,
        total: row.total,
        item_count: row.itemCount,
      }));
      return { orders, page: query.page, per_page: query.per_page, total };
    },

    /** The order's items into the diner's current cart, at today's prices (a coupon's free items are not reordered). */
    async reorder(session: AuthSession, orderId: string) {
      const { order, lines } = await ownOrder(session, orderId);
      const chosen = lines.flatMap((line) => (line.choices ? [{ name: line.name, quantity: line.quantity, notes: line.notes, choices: line.choices }] : []));
      const { cart, notAdded } = await addToCart(session, order.restaurantId, chosen);
      return { cart, not_added: notAdded };
    },

    /** The diner's cancel: while the restaurant has not accepted the order. */
    async cancel(session: AuthSession, orderId: string): Promise<Order> {
      await ownOrder(session, orderId);
      await changeStatus(orderId, 'cancel', 'Cancelled at your request');
      return orderView((await repo.order(orderId))!);
    },

    changeStatus,

    /** Cancels unpaid card orders whose payment window has passed (the sweep runs this every minute). */
    async expireUnpaid(at: Date): Promise<number> {
      let expired = 0;
      for (const orderId of await repo.unpaidPastDue(at, EXPIRY_BATCH)) {
        // Paid or cancelled meanwhile: the machine refuses, and that is fine.
        const changed = await changeStatus(orderId, 'expire', `Unpaid for ${holdMinutes} minutes`).catch((error: unknown) => {
          if (error instanceof HttpError && error.statusCode === 409) return null;
          throw error;
        });
        if (changed) expired += 1;
      }
      return expired;
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
