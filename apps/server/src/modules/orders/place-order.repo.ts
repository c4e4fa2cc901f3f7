import { createHash } from 'node:crypto';
import { DrizzleQueryError, getTableColumns, sql, type Column, type Query, type SQL, type Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { rowsOf, type Database } from '../../db/client.ts';
import { couponRedemptions } from '../../db/schema/coupons.ts';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import { slotBookings } from '../../db/schema/outlet-ordering.ts';
import { idempotencyKeys, orderEvents, orderLines, orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import type { Owner } from '../../plugins/authenticate.ts';
import { toStoredChoices } from '../catalogue/stored-line-choices.ts';
import { outboxRow, type QueuedMail } from '../mail/mail-queue.ts';
import { column } from './claims/claim-sql.ts';
import type { NewOrderLine, OrderRow } from './orders.repo.ts';
import { PLACEMENT_CLAIMS } from './placement-claims.ts';

/** Why a claim refused the placement (a key of that claim's `refusals`); it is undone with everything else the placement did. */
export type PlacementRefusal = string;
const REFUSALS = new Set(PLACEMENT_CLAIMS.flatMap((claim) => Object.keys(claim.refusals)));

/** The SQLSTATE of `crust_refuse` (migration 0017). */
const REFUSED = 'CRUST';

/** Everything a placement writes, decided before it is written; only the order's number comes from the statement. */
export interface PlacementWrite {
  owner: Owner;
  idempotency: { key: string; requestHash: string };
  /** The slot place to take (null: ASAP). */
  slot: { startsAt: Date; capacity: number } | null;
  /** The cart lines the order was priced from: every one must still be there. */
  cartLineIds: readonly number[];
  /** The coupons with limited uses among those the order uses (claims/coupons.ts spends a use of each). */
  limitedCouponIds: readonly number[];
  cash: boolean;
  /** A card order's caps on unpaid orders at once (null: paid on the spot, never unpaid). */
  unpaidCap: { perOwner: number; perIp: number } | null;
  /** The order row as written, but for its number. */
  order: Omit<OrderRow, 'number'>;
  lines: NewOrderLine[];
  redemptions: Omit<typeof couponRedemptions.$inferInsert, 'orderId'>[];
  payment: Omit<typeof payments.$inferInsert, 'orderId'> | null;
  /** Issue 21: the gift card paying `amount` of the order (claims/gift-card.ts spends it), or null. */
  giftCard: { cardId: number; amount: number } | null;
  /** A mail about the order; its data gets the number at `number`. */
  mail: QueuedMail | null;
  /** The answer kept for the key; its body gets the number at `data.number`. */
  answer: { status: number; body: unknown };
}

/** The rows a placement writes and the values its claims compare, each row as its table's insert takes it. */
function placementRows(placement: PlacementWrite) {
  const { owner, order, slot } = placement;
  const outlet = { tenantId: order.tenantId, restaurantId: order.restaurantId };
  return {
    outlet,
    owner,
    key: { tenantId: order.tenantId, ...owner, ...placement.idempotency, responseStatus: placement.answer.status },
    slot: slot && { tenantId: order.tenantId, restaurantId: order.restaurantId, startsAt: slot.startsAt, orders: 1 },
    order,
    lines: placement.lines.map((line) => ({ ...line, orderId: order.id, choices: line.choices && toStoredChoices(line.choices) })),
    event: { orderId: order.id, ...outlet, toStatus: order.status, version: order.version, createdAt: order.createdAt },
    payment: placement.payment && { ...placement.payment, orderId: order.id },
    redemptions: placement.redemptions.map((use) => ({ ...use, orderId: order.id })),
    mail: placement.mail && (({ data: _data, ...row }) => row)(outboxRow(placement.mail)),
    // The redemption's ledger row: the card, the cents, and the order, outlet, diner and time it belongs to.
    giftCard: placement.giftCard && {
      ...placement.giftCard,
      orderId: order.id,
      restaurantId: order.restaurantId,
      userId: owner.userId,
      at: order.createdAt.toISOString(),
    },
    // Filled in raw SQL, not through a column: numbers and JSON as the driver takes them.
    raw: {
      capacity: slot?.capacity ?? 0,
      // The instant the order is for (its slot, or now for ASAP): a timed pause takes orders from its end on.
      orderFor: (slot?.startsAt ?? order.createdAt).toISOString(),
      cash: placement.cash,
      perOwner: placement.unpaidCap?.perOwner ?? 0,
      perIp: placement.unpaidCap?.perIp ?? 0,
      ip: order.placedFromIp,
      lineCount: placement.cartLineIds.length,
      answerBody: JSON.stringify(placement.answer.body),
      mailData: placement.mail && JSON.stringify(placement.mail.data),
    },
    cartLineIds: placement.cartLineIds,
    limitedCouponIds: placement.limitedCouponIds,
    unpaidCapped: placement.unpaidCap !== null,
  };
}
export type PlacementRows = ReturnType<typeof placementRows>;
type Rows = PlacementRows;

/**
 * Statements differ only in their shape (who owns the cart, a slot or ASAP, how many lines, a payment,
 * coupon uses, a mail, a gift card): each shape is built and compiled once, with a placeholder for
 * every value, and runs as a named prepared statement. Building it anew was a third of a placement's CPU.
 */
function shapeOf(rows: Rows): string {
  return [
    rows.owner.userId !== null ? 'user' : 'guest',
    rows.slot ? 'slot' : 'asap',
    rows.lines.length,
    rows.cartLineIds.length,
    rows.payment ? 'payment' : '',
    rows.redemptions.length,
    rows.mail ? 'mail' : '',
    rows.unpaidCapped ? 'unpaid' : '',
    rows.giftCard ? 'gift-card' : '',
  ].join(':');
}

/**
 * One placeholder per field of a row, named `prefix.field`, filled as it is: values() encodes each
 * value as its column does (drizzle's own placeholders would encode a null too).
 */
function placeholders<Row extends object>(prefix: string, row: Row): { [K in keyof Row]: SQL } {
  return Object.fromEntries(Object.keys(row).map((field) => [field, sql`${sql.placeholder(`${prefix}.${field}`)}`])) as { [K in keyof Row]: SQL };
}

function values(rows: Rows): Record<string, unknown> {
  const named: Record<string, unknown> = {};
  const add = (prefix: string, table: Table | null, row: object | null) => {
    if (!row) return;
    const columns: Record<string, Column> = table ? getTableColumns(table) : {};
    for (const [field, value] of Object.entries(row) as [string, unknown][]) {
      const encoder = columns[field];
      named[`${prefix}.${field}`] = value === null || value === undefined ? null : encoder ? encoder.mapToDriverValue(value) : value;
    }
  };
  add('outlet', null, rows.outlet);
  add('owner', null, rows.owner);
  add('key', idempotencyKeys, rows.key);
  add('slot', slotBookings, rows.slot);
  add('order', orders, rows.order);
  rows.lines.forEach((line, index) => add(`line${index}`, orderLines, line));
  add('event', orderEvents, rows.event);
  add('payment', payments, rows.payment);
  rows.redemptions.forEach((use, index) => add(`use${index}`, couponRedemptions, use));
  add('mail', mailOutbox, rows.mail);
  add('giftCard', null, rows.giftCard);
  add('raw', null, rows.raw);
  rows.cartLineIds.forEach((id, index) => (named[`cartLine.${index}`] = id));
  return named;
}

/**
 * The statement of one shape: the claims' parts (placement-claims.ts) in the list's order, so
 * placements take their locks alike, then the writes. The first claim that failed calls
 * `crust_refuse`, whose error undoes all of it. The writes (order, lines, first event, payment,
 * coupon uses, mail) are CTEs the query does not read, which PostgreSQL runs after the query, so only
 * once every claim holds.
 */
function statementOf(db: Database, rows: Rows): SQL {
  const raw = placeholders('raw', rows.raw);
  const number = sql`(select ${column(restaurantSettings.lastOrderNumber)} from numbered)`;
  const withNumber = (json: SQL, path: string) => sql`jsonb_set(${json}::jsonb, ${path}::text[], to_jsonb(${number}))`;
  const parts = PLACEMENT_CLAIMS.map((claim) => claim.statement?.({ db, rows, placeholders, number }) ?? {});

  const writes: [string, { getSQL(): SQL }][] = [
    ['new_order', db.insert(orders).values({ ...placeholders('order', rows.order), number })],
    ['new_lines', db.insert(orderLines).values(rows.lines.map((line, index) => placeholders(`line${index}`, line)))],
    ['new_event', db.insert(orderEvents).values(placeholders('event', rows.event))],
  ];
  if (rows.payment) writes.push(['new_payment', db.insert(payments).values(placeholders('payment', rows.payment))]);
  if (rows.redemptions.length > 0)
    writes.push(['new_redemptions', db.insert(couponRedemptions).values(rows.redemptions.map((use, index) => placeholders(`use${index}`, use)))]);
  if (rows.mail) writes.push(['new_mail', db.insert(mailOutbox).values({ ...placeholders('mail', rows.mail), data: withNumber(raw.mailData, '{number}') })]);

  // A refusal's code is a claim's own constant, never a value from the request.
  const refusals = parts.flatMap((part) => part.refusals ?? []).map(([refusal, when]) => sql`when ${when} then ${sql.raw(`'${refusal}'`)}`);
  const ctes = [...parts.flatMap((part) => part.ctes ?? []), ...writes];
  // drizzle puts an embedded query in parentheses already.
  const withClause = sql.join(
    ctes.map(([name, query]) => sql`${sql.identifier(name)} as ${query}`),
    sql`, `,
  );
  return sql`with ${withClause} select crust_refuse(case ${sql.join(refusals, sql` `)} end::text), ${number} as number`;
}

const dialect = new PgDialect();
/** Compiled statements by shape; a busy outlet's orders come in a handful of shapes. */
const compiled = new Map<string, { name: string; query: Query }>();
const MAX_SHAPES = 100;

function compiledFor(db: Database, rows: Rows): { name: string; query: Query } {
  const shape = shapeOf(rows);
  let statement = compiled.get(shape);
  if (!statement) {
    const query = dialect.sqlToQuery(statementOf(db, rows));
    // The name is the text's: a PostgreSQL connection keeps one statement per name.
    statement = { name: `place_order_${createHash('sha256').update(query.sql).digest('hex').slice(0, 16)}`, query };
    if (compiled.size < MAX_SHAPES) compiled.set(shape, statement);
  }
  return statement;
}

/**
 * An order placed in one statement (decision 006, "Placement under load"): one round trip and one
 * commit, where the same in a transaction was eleven statements. Given a transaction as `db`, it
 * runs in it (a placement spending limited coupon uses first).
 */
export function createPlacementRepo(db: Database) {
  async function statement(on: Database, rows: Rows): Promise<{ number: number } | { refused: PlacementRefusal }> {
    const { name, query } = compiledFor(on, rows);
    try {
      const result = await on._.session.prepareQuery(query, undefined, name, false).execute(values(rows));
      const [row] = rowsOf<{ number: number }>(result);
      return { number: row!.number };
    } catch (error) {
      const refused = refusalOf(error);
      if (refused) return { refused };
      throw error;
    }
  }

  return {
    /**
     * Places it: the statement alone, or, when a claim has a step before it (a limited coupon, an
     * unpaid order's cap), those steps and the statement in one transaction, rolled back by any refusal.
     */
    async write(placement: PlacementWrite): Promise<{ number: number } | { refused: PlacementRefusal }> {
      const rows = placementRows(placement);
      const first = PLACEMENT_CLAIMS.flatMap((claim) => (claim.before?.applies(rows) ? [claim.before] : []));
      if (first.length === 0) return statement(db, rows);
      try {
        return await db.transaction(async (tx) => {
          for (const step of first) {
            const refused = await step.run(tx, rows);
            if (refused) throw new Refused(refused);
          }
          const written = await statement(tx, rows);
          // A refused statement has aborted the transaction: throwing rolls it back.
          if ('refused' in written) throw new Refused(written.refused);
          return written;
        });
      } catch (error) {
        if (error instanceof Refused) return { refused: error.refusal };
        throw error;
      }
    },
  };
}

/** A refusal inside the placement's transaction, thrown to roll it back. */
class Refused extends Error {
  constructor(readonly refusal: PlacementRefusal) {
    super(refusal);
  }
}

function refusalOf(error: unknown): PlacementRefusal | null {
  const cause = error instanceof DrizzleQueryError ? error.cause : error;
  if (!(cause instanceof Error) || (cause as { code?: unknown }).code !== REFUSED) return null;
  return REFUSALS.has(cause.message) ? cause.message : null;
}
