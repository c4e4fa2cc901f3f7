import { createHash } from 'node:crypto';
import { DrizzleQueryError, and, eq, getTableColumns, inArray, lt, sql, type Column, type Query, type SQL, type Table } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { rowsOf, type Database } from '../../db/client.ts';
import { cartLines } from '../../db/schema/cart-lines.ts';
import { couponRedemptions } from '../../db/schema/coupons.ts';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import { slotBookings } from '../../db/schema/outlet-ordering.ts';
import { idempotencyKeys, orderEvents, orderLines, orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import type { Owner } from '../../plugins/authenticate.ts';
import { toStoredChoices } from '../catalogue/stored-line-choices.ts';
import { outboxRow, type QueuedMail } from '../mail/mail-queue.ts';
import { KEY_HOURS, type NewOrderLine, type OrderRow } from './orders.repo.ts';

/** Why the placement's claims refused it; each is undone with everything else the statement did. */
export const PLACEMENT_REFUSALS = [
  'ordering_paused',
  'cash_not_accepted',
  'key_taken',
  'unpaid_by_owner',
  'unpaid_from_ip',
  'slot_full',
  'cart_changed',
] as const;
export type PlacementRefusal = (typeof PLACEMENT_REFUSALS)[number];

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
  cash: boolean;
  /** A card order's caps on unpaid orders at once (null: paid on the spot, never unpaid). */
  unpaidCap: { perOwner: number; perIp: number } | null;
  /** The order row as written, but for its number. */
  order: Omit<OrderRow, 'number'>;
  lines: NewOrderLine[];
  redemptions: Omit<typeof couponRedemptions.$inferInsert, 'orderId'>[];
  payment: Omit<typeof payments.$inferInsert, 'orderId'> | null;
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
    // Filled in raw SQL, not through a column: numbers and JSON as the driver takes them.
    raw: {
      capacity: slot?.capacity ?? 0,
      cash: placement.cash,
      perOwner: placement.unpaidCap?.perOwner ?? 0,
      perIp: placement.unpaidCap?.perIp ?? 0,
      ip: order.placedFromIp,
      lineCount: placement.cartLineIds.length,
      answerBody: JSON.stringify(placement.answer.body),
      mailData: placement.mail && JSON.stringify(placement.mail.data),
    },
    cartLineIds: placement.cartLineIds,
    unpaidCapped: placement.unpaidCap !== null,
  };
}
type Rows = ReturnType<typeof placementRows>;

/**
 * Statements differ only in their shape (who owns the cart, a slot or ASAP, how many lines, a payment,
 * coupon uses, a mail): each shape is built and compiled once, with a placeholder for every value,
 * and runs as a named prepared statement. Building it anew was a third of a placement's CPU.
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
  add('raw', null, rows.raw);
  rows.cartLineIds.forEach((id, index) => (named[`cartLine.${index}`] = id));
  return named;
}

/** A column's name in a CTE's output (drizzle's own references name the table). */
const column = (of: AnyPgColumn) => sql.identifier(of.name);

/**
 * The statement of one shape. Its claims run first, in this order, so placements take their locks
 * alike: the outlet's settings row (the number, and the pause and cash switches as they are now),
 * the Idempotency-Key (a concurrent request with it waits here for the first to end), the slot place
 * (conditional on capacity) and the cart's lines. The first claim that fails calls `crust_refuse`,
 * whose error undoes all of it. The writes (order, lines, first event, payment, coupon uses, mail,
 * the key's answer) are CTEs the query does not read, which PostgreSQL runs after the query, so only
 * once every claim holds.
 */
function statementOf(db: Database, rows: Rows): SQL {
  const outlet = placeholders('outlet', rows.outlet);
  const owner = placeholders('owner', rows.owner);
  const raw = placeholders('raw', rows.raw);
  const number = sql`(select ${column(restaurantSettings.lastOrderNumber)} from numbered)`;
  const withNumber = (json: SQL, path: string) => sql`jsonb_set(${json}::jsonb, ${path}::text[], to_jsonb(${number}))`;
  const answer = withNumber(raw.answerBody, '{data,number}');
  const key = placeholders('key', rows.key);

  const numbered = db
    .update(restaurantSettings)
    .set({ lastOrderNumber: sql`${restaurantSettings.lastOrderNumber} + 1` })
    .where(and(eq(restaurantSettings.restaurantId, outlet.restaurantId), eq(restaurantSettings.tenantId, outlet.tenantId)))
    .returning({ number: restaurantSettings.lastOrderNumber, open: restaurantSettings.isOnlineOrderEnabled, cash: restaurantSettings.acceptsCash });
  // A new key is inserted, a key older than 24 hours taken over, a live one left alone (no row).
  const claimedKey = db
    .insert(idempotencyKeys)
    .values({ ...key, responseBody: answer })
    .onConflictDoUpdate({
      target: rows.owner.userId !== null ? [idempotencyKeys.userId, idempotencyKeys.key] : [idempotencyKeys.guestId, idempotencyKeys.key],
      set: { requestHash: key.requestHash, responseStatus: key.responseStatus, responseBody: answer, createdAt: sql`now()` },
      setWhere: sql`${idempotencyKeys.createdAt} <= now() - make_interval(hours => ${KEY_HOURS})`,
    })
    .returning({ id: idempotencyKeys.id });
  const takenSlot =
    rows.slot &&
    db
      .insert(slotBookings)
      .values(placeholders('slot', rows.slot))
      .onConflictDoUpdate({
        target: [slotBookings.restaurantId, slotBookings.startsAt],
        set: { orders: sql`${slotBookings.orders} + 1` },
        setWhere: lt(slotBookings.orders, raw.capacity),
      })
      .returning({ orders: slotBookings.orders });
  const ownerOfLines = rows.owner.userId !== null ? eq(cartLines.userId, owner.userId) : eq(cartLines.guestId, owner.guestId);
  const takenLines = db
    .delete(cartLines)
    .where(
      and(
        ownerOfLines,
        inArray(
          cartLines.id,
          rows.cartLineIds.map((_, index) => sql.placeholder(`cartLine.${index}`)),
        ),
      ),
    )
    .returning({ id: cartLines.id });

  const writes: [string, { getSQL(): SQL }][] = [
    ['new_order', db.insert(orders).values({ ...placeholders('order', rows.order), number })],
    ['new_lines', db.insert(orderLines).values(rows.lines.map((line, index) => placeholders(`line${index}`, line)))],
    ['new_event', db.insert(orderEvents).values(placeholders('event', rows.event))],
  ];
  if (rows.payment) writes.push(['new_payment', db.insert(payments).values(placeholders('payment', rows.payment))]);
  if (rows.redemptions.length > 0)
    writes.push(['new_redemptions', db.insert(couponRedemptions).values(rows.redemptions.map((use, index) => placeholders(`use${index}`, use)))]);
  if (rows.mail) writes.push(['new_mail', db.insert(mailOutbox).values({ ...placeholders('mail', rows.mail), data: withNumber(raw.mailData, '{number}') })]);

  // Counted after the transaction's locks on the owner and the IP (lockUnpaidCounts): this statement's
  // snapshot then holds every unpaid order committed before it (not the one it is writing).
  const unpaidOf = (whose: SQL) =>
    sql`(select count(*) from ${orders} where ${orders.tenantId} = ${outlet.tenantId} and ${orders.status} = 'pending_payment' and ${whose})`;
  const ownerOfOrders = rows.owner.userId !== null ? eq(orders.userId, owner.userId) : eq(orders.guestId, owner.guestId);
  const unpaidRefusals = rows.unpaidCapped
    ? sql`
    when ${unpaidOf(ownerOfOrders)} >= ${raw.perOwner}::integer then 'unpaid_by_owner'
    when ${unpaidOf(eq(orders.placedFromIp, raw.ip))} >= ${raw.perIp}::integer then 'unpaid_from_ip'`
    : sql``;
  const refusal = sql`case
    when not exists (select from numbered) or (select ${column(restaurantSettings.isOnlineOrderEnabled)} from numbered) <> 1 then 'ordering_paused'
    when ${raw.cash}::boolean and not (select ${column(restaurantSettings.acceptsCash)} from numbered) then 'cash_not_accepted'
    when not exists (select from claimed_key) then 'key_taken'${unpaidRefusals}
    when ${takenSlot ? sql`not exists (select from taken_slot)` : sql`false`} then 'slot_full'
    when (select count(*) from taken_lines) <> ${raw.lineCount}::integer then 'cart_changed'
  end`;
  const ctes = [
    ['numbered', numbered],
    ['claimed_key', claimedKey],
    ...(takenSlot ? [['taken_slot', takenSlot] as const] : []),
    ['taken_lines', takenLines],
    ...writes,
  ] as const;
  // drizzle puts an embedded query in parentheses already.
  const withClause = sql.join(
    ctes.map(([name, query]) => sql`${sql.identifier(name)} as ${query}`),
    sql`, `,
  );
  return sql`with ${withClause} select crust_refuse(${refusal}::text), ${number} as number`;
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
  return {
    /**
     * Takes the owner's and then the IP's lock on their unpaid orders, until the transaction ends: two
     * placements of one owner or IP count them one after the other (a cap of 3 lets 3 through, never
     * more). Always owner then IP, so two placements never wait on each other's.
     */
    async lockUnpaidCounts({ owner, order }: PlacementWrite): Promise<void> {
      const ownerKey = owner.userId !== null ? `unpaid:user:${owner.userId}` : `unpaid:guest:${owner.guestId}`;
      const ipKey = order.placedFromIp === null ? null : `unpaid:ip:${order.tenantId}:${order.placedFromIp}`;
      const lock = (key: string) => sql`pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
      await db.execute(sql`select ${lock(ownerKey)}${ipKey === null ? sql`` : sql`, ${lock(ipKey)}`}`);
    },

    async write(placement: PlacementWrite): Promise<{ number: number } | { refused: PlacementRefusal }> {
      const rows = placementRows(placement);
      const { name, query } = compiledFor(db, rows);
      try {
        const result = await db._.session.prepareQuery(query, undefined, name, false).execute(values(rows));
        const [row] = rowsOf<{ number: number }>(result);
        return { number: row!.number };
      } catch (error) {
        const refused = refusalOf(error);
        if (refused) return { refused };
        throw error;
      }
    },
  };
}

function refusalOf(error: unknown): PlacementRefusal | null {
  const cause = error instanceof DrizzleQueryError ? error.cause : error;
  if (!(cause instanceof Error) || (cause as { code?: unknown }).code !== REFUSED) return null;
  return PLACEMENT_REFUSALS.find((refusal) => refusal === cause.message) ?? null;
}
