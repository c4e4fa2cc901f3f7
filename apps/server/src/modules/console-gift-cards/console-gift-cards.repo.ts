import type { ConsoleGiftCard, GiftCardLedgerEntry } from '@crust/contract/console-gift-cards';
import { normaliseGiftCardCode } from '@crust/contract/gift-card-codes';
import type { GiftCardLedgerKind } from '@crust/contract/gift-cards';
import { and, asc, desc, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { giftCardLedger, giftCardPurchases, giftCards } from '../../db/schema/gift-cards.ts';
import { orders } from '../../db/schema/orders.ts';
import { restaurants } from '../../db/schema/restaurants.ts';
import { staff } from '../../db/schema/staff.ts';
import { tenants } from '../../db/schema/tenants.ts';

/** The outlets a person reaches: those they work at, or every one (and online) for an owner. */
export type OutletReach = readonly number[] | 'all';

/** What the tenant decides for its cards. */
export interface GiftCardSettings {
  currency: string;
  timezone: string;
  expiryMonths: number;
}

/** The most cards a search answers: a search narrow enough to act on finds a handful. */
const SEARCH_LIMIT = 50;

/** `expression` is one of the outlets reached (always, for an owner). */
const among = (expression: SQL | AnyColumn, reach: OutletReach): SQL | undefined =>
  reach === 'all'
    ? undefined
    : reach.length === 0
      ? sql`false`
      : sql`${expression} in (${sql.join(
          reach.map((id) => sql`${id}`),
          sql`, `,
        )})`;

/**
 * A card a manager may see: sold at one of their outlets, or spent at one. The column is spelled out:
 * inside the subquery a bare "id" would be the ledger row's.
 */
const reaching = (reach: OutletReach): SQL | undefined =>
  reach === 'all'
    ? undefined
    : or(
        among(giftCards.soldAtRestaurantId, reach),
        sql`exists (select 1 from gift_card_ledger l where l.gift_card_id = gift_cards.id and l.kind = 'redeem' and ${among(sql`l.restaurant_id`, reach)})`,
      );

const cardColumns = {
  id: giftCards.id,
  code_last4: giftCards.codeLast4,
  status: giftCards.status,
  balance: giftCards.balance,
  initial_amount: giftCards.initialAmount,
  currency: giftCards.currency,
  recipient_name: giftCards.recipientName,
  recipient_email: giftCards.recipientEmail,
  purchaser_email: giftCardPurchases.purchaserEmail,
  soldAtId: giftCards.soldAtRestaurantId,
  soldAtName: restaurants.name,
  deliverAt: giftCards.deliverAt,
  expiresAt: giftCards.expiresAt,
  createdAt: giftCards.createdAt,
};

const selectCards = (db: Database) =>
  db
    .select(cardColumns)
    .from(giftCards)
    .leftJoin(giftCardPurchases, eq(giftCardPurchases.id, giftCards.purchaseId))
    .leftJoin(restaurants, eq(restaurants.id, giftCards.soldAtRestaurantId));
type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

const cardView = ({ soldAtId, soldAtName, deliverAt, expiresAt, createdAt, ...card }: CardRow): ConsoleGiftCard => ({
  ...card,
  sold_at: soldAtId === null ? null : { id: soldAtId, name: soldAtName ?? '' },
  deliver_at: deliverAt.toISOString(),
  expires_at: expiresAt.toISOString(),
  created_at: createdAt.toISOString(),
});

/** LIKE's wildcards in what someone typed, taken literally. */
const literal = (typed: string) => typed.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Four characters typed as a code's end, read as a whole code is (any case, dashes or spaces, O as 0,
 * I and L as 1: the contract's one reading, after twelve zeros); null when they cannot be one.
 */
export const lastFourOf = (typed: string): string | null => normaliseGiftCardCode(`${'0'.repeat(12)}${typed}`)?.slice(-4) ?? null;

/** One kind of ledger row in a period, at one outlet (or none), and whether a purchase paid for it. */
export interface LedgerFlow {
  kind: GiftCardLedgerKind;
  outletId: number | null;
  sold: boolean;
  count: number;
  /** Signed cents, as the ledger has them. */
  amount: number;
}

/**
 * Where a ledger row happened, for the report: issue, redeem and refund rows carry their outlet (the
 * one that sold the card, or the order's); an adjust, void or expiry happens in the console or by the
 * system, nowhere in particular, so it counts at the card's own outlet.
 */
const rowOutlet = sql<number | null>`case when ${giftCardLedger.kind} in ('adjust', 'void', 'expire')
  then ${giftCards.soldAtRestaurantId} else ${giftCardLedger.restaurantId} end`;

export function createConsoleGiftCardsRepo(db: Database) {
  async function view(tx: Database, tenantId: number, cardId: number, reach: OutletReach): Promise<ConsoleGiftCard | null> {
    const [row] = await selectCards(tx).where(and(eq(giftCards.tenantId, tenantId), eq(giftCards.id, cardId), reaching(reach)));
    return row ? cardView(row) : null;
  }

  return {
    view: (tenantId: number, cardId: number, reach: OutletReach) => view(db, tenantId, cardId, reach),
    viewIn: view,

    /** Cards whose code ends in `search` or whose buyer's or recipient's email holds it, newest first. */
    async search(tenantId: number, reach: OutletReach, search: string): Promise<ConsoleGiftCard[]> {
      const pattern = `%${literal(search.toLowerCase())}%`;
      const lastFour = lastFourOf(search);
      const matches = or(
        lastFour === null ? undefined : eq(giftCards.codeLast4, lastFour),
        sql`lower(${giftCards.recipientEmail}) like ${pattern}`,
        sql`lower(${giftCardPurchases.purchaserEmail}) like ${pattern}`,
      );
      const rows = await selectCards(db)
        .where(and(eq(giftCards.tenantId, tenantId), matches, reaching(reach)))
        .orderBy(desc(giftCards.id))
        .limit(SEARCH_LIMIT);
      return rows.map(cardView);
    },

    /** A card's ledger, oldest first, with the order's number, the outlet's and the staff member's names. */
    async ledger(tx: Database, cardId: number): Promise<GiftCardLedgerEntry[]> {
      const rows = await tx
        .select({
          id: giftCardLedger.id,
          kind: giftCardLedger.kind,
          amount: giftCardLedger.amount,
          balance_after: giftCardLedger.balanceAfter,
          order_id: giftCardLedger.orderId,
          order_number: orders.number,
          restaurantId: giftCardLedger.restaurantId,
          restaurantName: restaurants.name,
          actor: giftCardLedger.actor,
          staff_name: staff.name,
          reason: giftCardLedger.reason,
          createdAt: giftCardLedger.createdAt,
        })
        .from(giftCardLedger)
        .leftJoin(orders, eq(orders.id, giftCardLedger.orderId))
        .leftJoin(restaurants, eq(restaurants.id, giftCardLedger.restaurantId))
        .leftJoin(staff, eq(staff.id, giftCardLedger.staffId))
        .where(eq(giftCardLedger.giftCardId, cardId))
        .orderBy(asc(giftCardLedger.id));
      return rows.map(({ restaurantId, restaurantName, createdAt, ...entry }) => ({
        ...entry,
        order_number: entry.order_number ?? null,
        staff_name: entry.staff_name ?? null,
        restaurant: restaurantId === null ? null : { id: restaurantId, name: restaurantName ?? '' },
        created_at: createdAt.toISOString(),
      }));
    },

    /** The card's row locked for a change (its status and balance then); null when the tenant has no such card. */
    async lock(tx: Database, tenantId: number, cardId: number): Promise<{ status: string; balance: number; expiresAt: Date } | null> {
      const [row] = await tx
        .select({ status: giftCards.status, balance: giftCards.balance, expiresAt: giftCards.expiresAt })
        .from(giftCards)
        .where(and(eq(giftCards.tenantId, tenantId), eq(giftCards.id, cardId)))
        .for('update');
      return row ?? null;
    },

    async settings(tenantId: number): Promise<GiftCardSettings> {
      const [row] = await db
        .select({ currency: tenants.currency, timezone: tenants.timezone, expiryMonths: tenants.giftCardExpiryMonths })
        .from(tenants)
        .where(eq(tenants.id, tenantId));
      return row!;
    },

    /** The tenant's outlets, archived ones too (their cards and redemptions stay on the books), by name. */
    outlets: (tenantId: number): Promise<{ id: number; name: string }[]> =>
      db.select({ id: restaurants.id, name: restaurants.name }).from(restaurants).where(eq(restaurants.tenantId, tenantId)).orderBy(asc(restaurants.name)),

    /** The ledger's rows in [from, to) counted and summed per kind, outlet and whether a purchase paid (a handful of groups). */
    async flows(tenantId: number, reach: OutletReach, from: Date, to: Date): Promise<LedgerFlow[]> {
      const rows = await db
        .select({
          kind: giftCardLedger.kind,
          outletId: rowOutlet,
          sold: sql<boolean>`(${giftCardLedger.purchaseId} is not null)`,
          count: sql<number>`count(*)::int`,
          // sum() of integers is a bigint, which the drivers hand over as a string.
          amount: sql<number>`coalesce(sum(${giftCardLedger.amount}), 0)`.mapWith(Number),
        })
        .from(giftCardLedger)
        .innerJoin(giftCards, eq(giftCards.id, giftCardLedger.giftCardId))
        .where(
          and(
            eq(giftCardLedger.tenantId, tenantId),
            sql`${giftCardLedger.createdAt} >= ${from.toISOString()}::timestamptz`,
            sql`${giftCardLedger.createdAt} < ${to.toISOString()}::timestamptz`,
            among(rowOutlet, reach),
          ),
        )
        // By position: the outlet's expression repeated would carry parameters PostgreSQL does not match to the selected one.
        .groupBy(sql`1`, sql`2`, sql`3`);
      return rows.map((row) => ({ ...row, outletId: row.outletId === null ? null : Number(row.outletId) }));
    },

    /**
     * What the cards (of the outlets reached: those they sold) held at `at`: the sum of their ledger
     * rows before it, which is each card's balance then. Not today's balances: later changes do not count.
     */
    async outstandingAt(tenantId: number, reach: OutletReach, at: Date): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${giftCardLedger.amount}), 0)`.mapWith(Number) })
        .from(giftCardLedger)
        .innerJoin(giftCards, eq(giftCards.id, giftCardLedger.giftCardId))
        .where(
          and(
            eq(giftCardLedger.tenantId, tenantId),
            sql`${giftCardLedger.createdAt} < ${at.toISOString()}::timestamptz`,
            among(giftCards.soldAtRestaurantId, reach),
          ),
        );
      return row!.total;
    },
  };
}
export type ConsoleGiftCardsRepo = ReturnType<typeof createConsoleGiftCardsRepo>;
