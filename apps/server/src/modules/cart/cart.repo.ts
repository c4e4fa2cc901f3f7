import type { OrderableMenu } from '@crust/contract/cart';
import { MAX_LINE_QUANTITY } from '@crust/contract/limits';
import { and, asc, count, DrizzleQueryError, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Database } from '../../db/client.ts';
import type { Owner } from '../../plugins/authenticate.ts';
import { cartLines } from '../../db/schema/cart-lines.ts';
import { couponRedemptions, coupons } from '../../db/schema/coupons.ts';
import { deals } from '../../db/schema/deals.ts';
import { products } from '../../db/schema/products.ts';
import { restaurantProducts } from '../../db/schema/restaurant-products.ts';
import type { StoredLine } from './cart-view.ts';
import type { LineChoices } from '../catalogue/line-choices.ts';
import { choicesFromStorage, toStoredChoices } from '../catalogue/stored-line-choices.ts';
import type { CouponRow } from '../catalogue/outlet-catalogue.ts';
import type { Coupon } from '../pricing/pricing-types.ts';

export interface NewLine {
  tenantId: number;
  restaurantId: number;
  owner: Owner;
  menu: OrderableMenu;
  quantity: number;
  notes: string;
  choices: LineChoices;
  signature: string;
}

const lineColumns = {
  id: cartLines.id,
  restaurantId: cartLines.restaurantId,
  menu: cartLines.menu,
  quantity: cartLines.quantity,
  notes: cartLines.notes,
  choices: cartLines.choices,
};

export function toPricingCoupon(row: CouponRow, usedByCustomer: number): Coupon {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
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

// Exactly one of the two placeholders is set; comparing with the null one is never true, so each
// statement serves guests and users alike and uses the index of the column that is set.
const ofOwner = or(eq(cartLines.userId, sql.placeholder('userId')), eq(cartLines.guestId, sql.placeholder('guestId')));
const redeemedBy = or(eq(couponRedemptions.userId, sql.placeholder('userId')), eq(couponRedemptions.guestId, sql.placeholder('guestId')));
const atOutlet = or(isNull(coupons.restaurantId), eq(coupons.restaurantId, sql.placeholder('restaurantId')));

/**
 * A write to the owner's lines (its RETURNING the written line) and the owner's lines as they are
 * after it, in one statement: a data-modifying CTE, then the written row beside the owner's other
 * rows (the statement's snapshot does not see its own write, so the written row comes from the CTE).
 * One round trip instead of two on the hottest path (issue #4's bench). `written` says whether the
 * write touched a row: false when the add's guard or the update's owner check refused it.
 */
function ownerLinesAfter(db: Database, write: TypedQueryBuilder<typeof lineColumns>) {
  const written = db.$with('written').as(write);
  const lines = db
    .select({
      id: written.id,
      restaurantId: written.restaurantId,
      menu: written.menu,
      quantity: written.quantity,
      notes: written.notes,
      choices: written.choices,
      written: sql<boolean>`true`.as('written'),
    })
    .from(written)
    .unionAll(
      db
        .select({ ...lineColumns, written: sql<boolean>`false`.as('written') })
        .from(cartLines)
        .where(and(ofOwner, sql`${cartLines.id} not in (select ${written.id} from ${written})`)),
    )
    .as('lines');
  return db.with(written).select().from(lines).orderBy(lines.id);
}

/** The owner's lines after a write, and whether the write touched a row. */
export interface LinesAfterWrite {
  written: boolean;
  lines: StoredLine[];
}

/** Why a replace wrote nothing: thrown inside its transaction, so the transaction rolls back. */
class ReplaceRefused extends Error {
  constructor(readonly reason: 'not_found' | 'line_full') {
    super(reason);
  }
}

/** An add refused because the cart already holds as many lines as it may (migration 0019's crust_cart_line_room). */
const CART_FULL = { refused: 'cart_full' } as const;

/** The SQLSTATE and message crust_cart_line_room raises for a full cart. */
function isCartFull(error: unknown): boolean {
  const cause = error instanceof DrizzleQueryError ? error.cause : error;
  return cause instanceof Error && (cause as { code?: unknown }).code === 'CRUST' && cause.message === CART_FULL.refused;
}
/** A line as its row holds it: the choices still as stored, of whatever version (readLine parses them). */
type LineRow = Omit<StoredLine, 'choices'> & { choices: unknown };

/** A line as read: its stored choices parsed into today's shape. */
const readLine = ({ id, restaurantId, menu, quantity, notes, choices }: LineRow): StoredLine => ({
  id,
  restaurantId,
  menu,
  quantity,
  notes,
  choices: choicesFromStorage(choices),
});

const afterWrite = (rows: (LineRow & { written: boolean })[]): LinesAfterWrite => ({
  written: rows.some((row) => row.written),
  lines: rows.map(readLine),
});

/**
 * The cart's hot statements, prepared once per repository: drizzle then builds their SQL once instead
 * of on every request (building it cost several times the query itself in issue #4's bench), and
 * PostgreSQL parses and plans each once per connection.
 */
function preparedStatements(db: Database) {
  return {
    lines: db.select(lineColumns).from(cartLines).where(ofOwner).orderBy(asc(cartLines.id)).prepare('cart_lines_of_owner'),

    add: ownerLinesAfter(
      db,
      db
        .insert(cartLines)
        .values({
          tenantId: sql.placeholder('tenantId'),
          restaurantId: sql.placeholder('restaurantId'),
          guestId: sql.placeholder('guestId'),
          userId: sql.placeholder('userId'),
          kind: sql.placeholder('kind'),
          menu: sql.placeholder('menu'),
          quantity: sql.placeholder('quantity'),
          notes: sql.placeholder('notes'),
          choices: sql.placeholder('choices'),
          // The signature, once the owner's cart has room for a new line or already has this item
          // (else the statement fails with cart_full): the line cap holds under concurrent adds (issue 17).
          signature: sql`crust_cart_line_room(${sql.placeholder('guestId')}::integer, ${sql.placeholder('userId')}::integer, ${sql.placeholder('signature')}::text, ${sql.placeholder('maxLines')}::integer)`,
        })
        .onConflictDoUpdate({
          target: [cartLines.userId, cartLines.guestId, cartLines.signature],
          set: { quantity: sql`${cartLines.quantity} + excluded.quantity`, updatedAt: sql`now()` },
          setWhere: sql`${cartLines.quantity} + excluded.quantity <= ${MAX_LINE_QUANTITY}`,
        })
        .returning(lineColumns),
    ).prepare('cart_lines_add'),

    setQuantity: ownerLinesAfter(
      db,
      db
        .update(cartLines)
        .set({ quantity: sql`${sql.placeholder('quantity')}::integer`, updatedAt: sql`now()` })
        .where(and(eq(cartLines.id, sql.placeholder('lineId')), ofOwner))
        .returning(lineColumns),
    ).prepare('cart_lines_set_quantity'),

    remove: db
      .delete(cartLines)
      .where(and(ofOwner, sql`${cartLines.id} = any(${sql.placeholder('lineIds')}::integer[])`))
      .returning({ id: cartLines.id })
      .prepare('cart_lines_remove'),

    clear: db.delete(cartLines).where(ofOwner).prepare('cart_lines_clear'),

    couponByCode: db
      .select()
      .from(coupons)
      .where(and(eq(coupons.tenantId, sql.placeholder('tenantId')), eq(coupons.code, sql.placeholder('code')), eq(coupons.active, true), atOutlet))
      .limit(1)
      .prepare('coupons_by_code'),

    activeCoupons: db
      .select()
      .from(coupons)
      .where(and(eq(coupons.tenantId, sql.placeholder('tenantId')), eq(coupons.active, true), atOutlet))
      .orderBy(asc(coupons.id))
      .prepare('coupons_active_at_outlet'),

    usedCounts: db
      .select({ id: coupons.id, used: coupons.usedCount })
      .from(coupons)
      .where(sql`${coupons.id} = any(${sql.placeholder('couponIds')}::integer[])`)
      .prepare('coupons_used_counts'),

    redemptions: db
      .select({ couponId: couponRedemptions.couponId, uses: count() })
      .from(couponRedemptions)
      .where(and(redeemedBy, sql`${couponRedemptions.couponId} = any(${sql.placeholder('couponIds')}::integer[])`))
      .groupBy(couponRedemptions.couponId)
      .prepare('coupon_redemptions_of_owner'),
  };
}

/**
 * Copies a guest's lines into a user's cart in the caller's transaction (cart-merge.ts): the same
 * item adds up, capped at the line maximum; the rest are inserted in their order, with new ids. The
 * cart then keeps its `maxLines` most recently changed lines (issue 17: a guest's cart and an
 * account's could together pass CART_MAX_LINES): the guest's, just chosen, win over the account's
 * oldest. It holds the owner's lock that adds take (crust_cart_line_room), so no add slips past the cap.
 */
export async function mergeGuestLinesInto(tx: Database, guestRowId: number, userId: number, maxLines: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock('cart_lines'::regclass::oid::integer, ${userId})`);
  await tx.execute(sql`
    insert into cart_lines (tenant_id, restaurant_id, user_id, kind, menu, quantity, notes, choices, signature)
    select tenant_id, restaurant_id, ${userId}, kind, menu, quantity, notes, choices, signature
    from cart_lines where guest_id = ${guestRowId}
    order by id
    on conflict (user_id, guest_id, signature) do update
      set quantity = least(cart_lines.quantity + excluded.quantity, ${MAX_LINE_QUANTITY}), updated_at = now()`);
  await tx.execute(sql`
    delete from cart_lines where user_id = ${userId} and id not in (
      select id from cart_lines where user_id = ${userId} order by updated_at desc, id desc limit ${maxLines})`);
}

export async function deleteGuestLines(tx: Database, guestRowId: number): Promise<void> {
  await tx.execute(sql`delete from cart_lines where guest_id = ${guestRowId}`);
}

/** What lines no longer on the menu are called (issue 19): their products' names by outlet offer, their deals' by id. */
export interface WithdrawnNames {
  products: ReadonlyMap<number, { productId: number; name: string }>;
  deals: ReadonlyMap<number, string>;
}

export function createCartRepo(db: Database) {
  // Prepared on first use, so building the app touches no database.
  let prepared: ReturnType<typeof preparedStatements> | undefined;
  const statements = () => (prepared ??= preparedStatements(db));

  return {
    lines: async (owner: Owner): Promise<StoredLine[]> => (await statements().lines.execute({ ...owner })).map(readLine),

    /**
     * Adds a line, or adds its quantity to the same item already in the cart, in one statement: two
     * concurrent adds of one item both land (the unique signature makes the second an update that
     * reads the first's quantity). Not written when the sum would pass the line maximum, and refused
     * when a new line would make more than `maxLines`: nothing changes. Answers the owner's lines after the add.
     */
    async add({ owner, ...line }: NewLine, maxLines: number): Promise<LinesAfterWrite | typeof CART_FULL> {
      try {
        return afterWrite(await statements().add.execute({ ...line, ...owner, maxLines, kind: line.choices.kind, choices: toStoredChoices(line.choices) }));
      } catch (error) {
        if (isCartFull(error)) return CART_FULL;
        throw error;
      }
    },

    /** Sets the quantity of the owner's line; not written when the owner has no such line. Answers the owner's lines after. */
    setQuantity: async (owner: Owner, lineId: number, quantity: number): Promise<LinesAfterWrite> =>
      afterWrite(await statements().setQuantity.execute({ ...owner, lineId, quantity })),

    /**
     * Replaces the owner's line `lineId` with a new item (issue 18 point 13: a line edited in the
     * builder), keeping its id and so its place in the cart. When the new item is one the cart
     * already holds on another line, that line's quantity joins this one and it goes: the same item
     * is one line. Nothing changes when the owner has no such line (null) or the joined quantity
     * would pass the line maximum (line_full).
     */
    async replace(lineId: number, { owner, ...line }: NewLine): Promise<LinesAfterWrite | null | { refused: 'line_full' }> {
      const { userId, guestId } = owner;
      const ofThisOwner = userId !== null ? eq(cartLines.userId, userId) : guestId !== null ? eq(cartLines.guestId, guestId) : sql`false`;
      try {
        await db.transaction(async (tx) => {
          const [twin] = await tx
            .delete(cartLines)
            .where(and(ofThisOwner, eq(cartLines.signature, line.signature), ne(cartLines.id, lineId)))
            .returning({ quantity: cartLines.quantity });
          const quantity = line.quantity + (twin?.quantity ?? 0);
          if (quantity > MAX_LINE_QUANTITY) throw new ReplaceRefused('line_full');
          const written = await tx
            .update(cartLines)
            .set({
              restaurantId: line.restaurantId,
              kind: line.choices.kind,
              menu: line.menu,
              quantity,
              notes: line.notes,
              choices: toStoredChoices(line.choices),
              signature: line.signature,
              updatedAt: sql`now()`,
            })
            .where(and(ofThisOwner, eq(cartLines.id, lineId)))
            .returning({ id: cartLines.id });
          if (written.length === 0) throw new ReplaceRefused('not_found');
        });
      } catch (error) {
        // Thrown to roll the transaction back (a twin deleted for nothing comes back).
        if (!(error instanceof ReplaceRefused)) throw error;
        return error.reason === 'not_found' ? null : { refused: error.reason };
      }
      return { written: true, lines: (await statements().lines.execute({ ...owner })).map(readLine) };
    },

    async remove(owner: Owner, lineIds: readonly number[]): Promise<number> {
      if (lineIds.length === 0) return 0;
      const rows = await statements().remove.execute({ ...owner, lineIds });
      return rows.length;
    },

    async clear(owner: Owner): Promise<void> {
      await statements().clear.execute({ ...owner });
    },

    /**
     * The names of outlet products and deals the menu no longer shows (archived or not sold there any
     * more), read from the catalogue's rows: only for a cart holding such a line, so never on the hot path.
     * An offer whose row is gone (deleted, not archived) has no name here.
     */
    async withdrawnNames(tenantId: number, restaurantProductIds: readonly number[], dealIds: readonly number[]): Promise<WithdrawnNames> {
      const [productRows, dealRows] = await Promise.all([
        restaurantProductIds.length === 0
          ? []
          : db
              .select({ id: restaurantProducts.id, productId: products.id, name: products.name })
              .from(restaurantProducts)
              .innerJoin(products, and(eq(products.id, restaurantProducts.productId), eq(products.tenantId, restaurantProducts.tenantId)))
              .where(and(eq(restaurantProducts.tenantId, tenantId), inArray(restaurantProducts.id, [...restaurantProductIds]))),
        dealIds.length === 0
          ? []
          : db
              .select({ id: deals.id, name: deals.name })
              .from(deals)
              .where(and(eq(deals.tenantId, tenantId), inArray(deals.id, [...dealIds]))),
      ]);
      return {
        products: new Map(productRows.map((row) => [row.id, { productId: row.productId, name: row.name }])),
        deals: new Map(dealRows.map((row) => [row.id, row.name])),
      };
    },

    /** The tenant's coupon of this code (codes are upper case), valid at this outlet; null when none. For an empty cart, which has no catalogue. */
    async couponByCode(tenantId: number, restaurantId: number, code: string): Promise<CouponRow | null> {
      const [row] = await statements().couponByCode.execute({ tenantId, restaurantId, code });
      return row ?? null;
    },

    /** The tenant's active coupons, automatic and by code, valid at this outlet (the catalogue keeps them). */
    activeCoupons: (tenantId: number, restaurantId: number): Promise<CouponRow[]> => statements().activeCoupons.execute({ tenantId, restaurantId }),

    /**
     * Each coupon's uses so far, read live: the cached catalogue's count goes stale with every order
     * (an order's use does not invalidate caches, migration 0012).
     */
    async usedCounts(couponIds: readonly number[]): Promise<Map<number, number>> {
      if (couponIds.length === 0) return new Map();
      const rows = await statements().usedCounts.execute({ couponIds });
      return new Map(rows.map((row) => [row.id, row.used]));
    },

    /** How many times this diner has used each of these coupons. */
    async redemptions(owner: Owner, couponIds: readonly number[]): Promise<Map<number, number>> {
      if (couponIds.length === 0) return new Map();
      const rows = await statements().redemptions.execute({ ...owner, couponIds });
      return new Map(rows.map((row) => [row.couponId, row.uses]));
    },
  };
}
export type CartRepo = ReturnType<typeof createCartRepo>;
