import type { Cart, CartCouponRecord, CartQuery, ClearCartBody, ParsedAddToCartBody, UpdateCartBody } from '@crust/contract/cart';
import { EMPTY_CART } from '@crust/contract/empty-cart';
import { errorCodes } from '@crust/contract/errors';
import { MAX_LINE_QUANTITY } from '@crust/contract/limits';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import { namesList } from '../../lib/names-list.ts';
import { ownerNamedBy, ownerOf, type AuthSession, type Owner } from '../../plugins/authenticate.ts';
import type { CatalogueSource } from '../catalogue/menu-catalogue-source.ts';
import type { CouponRow, OutletCatalogue, OutletCoupons } from '../catalogue/outlet-catalogue.ts';
import { dealPartsStillOffered, dineInOnlyNames, isOutOfStock, lineChoicesOf, productIdsOf, type LineChoices } from '../catalogue/line-choices.ts';
import { storedShapeOf } from '../catalogue/stored-line-choices.ts';
import { cartView, type StoredLine } from './cart-view.ts';
import { toPricingCoupon, type CartRepo, type LinesAfterWrite, type NewLine } from './cart.repo.ts';
import { priceCart } from '../pricing/price-cart.ts';
import type { CartLineInput, PaidBy } from '../pricing/pricing-types.ts';

const invalidCoupon = (message: string) => new HttpError(400, errorCodes.invalidCoupon, message);
const cartFull = (message: string) => new HttpError(400, errorCodes.cartFull, message);

/** The same outlet, choices and notes make the same line (the choices as stored: lines written before still match). */
const signatureOf = (restaurantId: number, choices: LineChoices, notes: string) => JSON.stringify([restaurantId, storedShapeOf(choices), notes]);

function pricingLine(line: StoredLine): CartLineInput {
  const { choices } = line;
  switch (choices.kind) {
    case 'normal':
      return { id: line.id, quantity: line.quantity, ...choices };
    case 'half_and_half':
      return {
        id: line.id,
        quantity: line.quantity,
        kind: choices.kind,
        configurationValueIds: choices.configurationValueIds,
        portions: choices.portions,
        modifiers: choices.modifiers,
      };
    case 'deal':
      return { id: line.id, quantity: line.quantity, kind: choices.kind, dealKey: choices.dealKey, children: choices.children };
  }
}

/** Is everything a line refers to still on the outlet's menu (a deal's items as they were made)? A line whose dish was withdrawn is dropped. */
function isStillOffered(line: StoredLine, catalogue: OutletCatalogue): boolean {
  const { choices } = line;
  return (
    (choices.kind !== 'deal' || catalogue.deals.has(choices.dealKey)) &&
    productIdsOf(choices).every((id) => catalogue.products.has(id)) &&
    dealPartsStillOffered(choices, catalogue)
  );
}

export interface PricingOptions {
  couponCode?: string;
  paidBy: PaidBy;
}

/** An item as chosen before (an order's line), to add again. */
export interface ChosenLine {
  name: string;
  quantity: number;
  notes: string;
  choices: LineChoices;
}
export interface NotAdded {
  name: string;
  reason: string;
}

/** A cart priced for an order. */
export interface CartQuote {
  cart: Cart;
  /** The lines priced (an order takes exactly these out of the cart). */
  lines: StoredLine[];
  /** Every coupon the price used, automatic or entered: an order records one use of each… */
  appliedCouponIds: number[];
  /** …and must win a use of these, limited in all or per customer, before it may have them. */
  limitedCouponIds: number[];
  /** The lines (and so cart items: an item's id is its line's) with a product or a modifier now out of stock. */
  outOfStockLineIds: number[];
  /** What of the items' total carries GST (issue 19: GST-free products carry none); the order adds its delivery charge. */
  taxableTotal: number;
}
/** The spec's write bodies carry no coupon or payment choice: writes answer the cart without them (decision 003). */
const WRITE_PRICING: PricingOptions = { paidBy: 'online' };

export interface CartOptions {
  /** The most lines (different items) one cart holds: CART_MAX_LINES. */
  maxLines: number;
  /**
   * What more the cart must spend for free delivery (issue 18 point 12), from the outlet's zones: asked by
   * the diner's read of the cart only, so the writes (the bench's hot path) read no zones.
   */
  spendForFreeDelivery?: (tenantId: number, restaurantId: number, orderValue: number) => Promise<number | null>;
}

/** Issue 19: a product outside its daypart schedules (the lunch menu at dinner) cannot be added now: 409 with when it can. */
function refuseUnavailableNow(choices: LineChoices, catalogue: OutletCatalogue): void {
  for (const id of productIdsOf(choices)) {
    const product = catalogue.products.get(id)?.product;
    if (product?.available !== false) continue;
    const when = product.available_from ? `: it is available from ${product.available_from}` : '';
    throw new HttpError(409, errorCodes.notAvailableNow, `${product.name} is not available now${when}.`);
  }
}

export function createCartService(
  repo: CartRepo,
  catalogueFor: CatalogueSource,
  { maxLines, spendForFreeDelivery = async () => null }: CartOptions,
  now: () => Date = () => new Date(),
) {
  /** Writes a line (or adds to the same item's), or says why not: the line's maximum, or a full cart (issue 17). */
  async function addLine(line: Omit<NewLine, 'signature'>): Promise<LinesAfterWrite | { refused: 'cart_full' | 'line_full' }> {
    const result = await repo.add({ ...line, signature: signatureOf(line.restaurantId, line.choices, line.notes) }, maxLines);
    if ('refused' in result || result.written) return result;
    return { refused: 'line_full' };
  }
  const fullCart = `holds ${maxLines} different items, as many as one order can`;

  /** The line a body makes, its choices checked against the outlet's menu it names (an add and a replace alike). */
  async function newLine(session: AuthSession, owner: Owner, body: ParsedAddToCartBody): Promise<Omit<NewLine, 'signature'>> {
    const catalogue = await catalogueFor(session.tenantId, body.restaurant_id).catch((error: unknown) => {
      // The outlet named in the body is part of the item: like an unknown product, bad input (issue #4).
      throw error instanceof HttpError && error.statusCode === 404 ? badRequest(error.message) : error;
    });
    const choices = lineChoicesOf(body, catalogue);
    refuseUnavailableNow(choices, catalogue);
    // A dish served only at a table (issue 17) comes with the table it is for, never to go.
    const tableOnly = body.table_number === undefined ? dineInOnlyNames(choices, catalogue) : [];
    if (tableOnly.length > 0) {
      throw new HttpError(
        422,
        errorCodes.notAvailableForMethod,
        `${namesList(tableOnly)} ${tableOnly.length === 1 ? 'is' : 'are'} served only at a table in the restaurant: order from the dine-in menu at your table (scan the QR code on it).`,
      );
    }
    return { tenantId: session.tenantId, restaurantId: body.restaurant_id, owner, menu: body.menu, quantity: body.quantity, notes: body.notes, choices };
  }

  /** The coupon of the entered code; 400 invalid_coupon when there is none or it has expired (issue #4). */
  function enteredCoupon(row: CouponRow | null | undefined, code: string): CouponRow {
    if (!row) throw invalidCoupon(`There is no coupon ${code}.`);
    if (row.validUntil && now() > row.validUntil) throw invalidCoupon(`The coupon ${code} has expired.`);
    return row;
  }

  /** The outlet's automatic coupons and the entered one, with this diner's uses of those limited per customer. */
  async function couponsFor(owner: Owner, available: OutletCoupons, code: string | undefined) {
    const entered = code ? enteredCoupon(available.byCode.get(code), code) : null;
    const rows: readonly CouponRow[] = entered ? [...available.automatic, entered] : available.automatic;
    const limitedPerCustomer = rows.filter((row) => row.usageLimitPerCustomer !== null).map((row) => row.id);
    const limitedInAll = rows.filter((row) => row.usageLimitTotal !== null).map((row) => row.id);
    const [uses, usedCounts] = await Promise.all([repo.redemptions(owner, limitedPerCustomer), repo.usedCounts(limitedInAll)]);
    const pricing = (row: CouponRow) => toPricingCoupon({ ...row, usedCount: usedCounts.get(row.id) ?? row.usedCount }, uses.get(row.id) ?? 0);
    const records = new Map<number, CartCouponRecord>(
      rows.map((row) => [row.id, { id: row.id, code: row.code, name: row.name, is_automatic: row.code === null }]),
    );
    const limited = new Set([...limitedPerCustomer, ...limitedInAll]);
    return { automatic: available.automatic.map(pricing), entered: entered ? pricing(entered) : null, records, limited };
  }

  /** Prices the owner's lines as they are now: the only place a cart's money is decided. */
  async function quote(session: AuthSession, owner: Owner, lines: StoredLine[], options: PricingOptions): Promise<CartQuote> {
    const restaurantId = lines.at(-1)?.restaurantId;
    if (restaurantId === undefined) {
      // An empty cart has no outlet to look a code up at; an unknown code still fails as it should.
      if (options.couponCode) enteredCoupon(await repo.couponByCode(session.tenantId, 0, options.couponCode), options.couponCode);
      return { cart: EMPTY_CART, lines: [], appliedCouponIds: [], limitedCouponIds: [], outOfStockLineIds: [], taxableTotal: 0 };
    }
    const catalogue = await catalogueFor(session.tenantId, restaurantId);
    const stale = lines.filter((line) => line.restaurantId !== restaurantId || !isStillOffered(line, catalogue));
    if (stale.length > 0)
      await repo.remove(
        owner,
        stale.map((line) => line.id),
      );
    const current = lines.filter((line) => !stale.includes(line));
    const coupons = await couponsFor(owner, catalogue.coupons, options.couponCode);
    const result = priceCart({
      lines: current.map(pricingLine),
      catalogue: catalogue.pricing,
      automaticCoupons: coupons.automatic,
      codeCoupon: coupons.entered,
      paidBy: options.paidBy,
      now: now(),
    });
    const applied = coupons.entered && result.appliedCouponIds.includes(coupons.entered.id) ? (options.couponCode ?? null) : null;
    return {
      cart: cartView(current, result, catalogue, coupons.records, applied),
      lines: current,
      appliedCouponIds: result.appliedCouponIds,
      limitedCouponIds: result.appliedCouponIds.filter((id) => coupons.limited.has(id)),
      outOfStockLineIds: current.filter((line) => isOutOfStock(line.choices, catalogue)).map((line) => line.id),
      taxableTotal: result.taxableTotal,
    };
  }
  const priced = async (session: AuthSession, owner: Owner, lines: StoredLine[], options: PricingOptions): Promise<Cart> =>
    (await quote(session, owner, lines, options)).cart;

  return {
    async get(session: AuthSession, query: CartQuery): Promise<Cart> {
      const owner = ownerNamedBy(session, query);
      const { cart, lines } = await quote(session, owner, await repo.lines(owner), {
        couponCode: query.coupon_code,
        // The spec's cart knows only cash on delivery or not; a table paying at the counter is priced at placement.
        paidBy: query.is_cash_on_delivery_opt === '1' ? 'cash_on_delivery' : 'online',
      });
      const restaurantId = lines[0]?.restaurantId;
      if (restaurantId === undefined) return cart;
      return { ...cart, spend_for_free_delivery: await spendForFreeDelivery(session.tenantId, restaurantId, cart.total) };
    },

    /** The token owner's cart priced now, without an entered coupon (checkout: the owner comes from the token alone). */
    async ofSession(session: AuthSession): Promise<Cart> {
      const owner = ownerOf(session);
      return priced(session, owner, await repo.lines(owner), WRITE_PRICING);
    },

    /** What placing an order needs of the token owner's cart: its priced view, the lines priced, the coupons used and what is out of stock. */
    async quoteForOrder(session: AuthSession, options: PricingOptions): Promise<CartQuote> {
      const owner = ownerOf(session);
      return quote(session, owner, await repo.lines(owner), options);
    },

    async add(session: AuthSession, body: ParsedAddToCartBody): Promise<Cart> {
      const owner = ownerNamedBy(session, body);
      const added = await addLine(await newLine(session, owner, body));
      if ('refused' in added) {
        throw cartFull(
          added.refused === 'cart_full'
            ? `Your cart ${fullCart}: remove one to add another, or add more of one already in it.`
            : `That would make more of this item than one order can hold (${MAX_LINE_QUANTITY}).`,
        );
      }
      // Lines of another outlet are dropped when the cart is priced (a cart holds one outlet's items).
      return priced(session, owner, added.lines, WRITE_PRICING);
    },

    /**
     * Replaces a line of the token owner's cart with the item as edited in the builder (issue 18
     * point 13), checked as an add is and priced now; the line keeps its place. 404 when the owner
     * has no such line (someone else's included).
     */
    async replace(session: AuthSession, lineId: number, body: ParsedAddToCartBody): Promise<Cart> {
      const owner = body.user_id !== undefined || body.guest_id !== undefined ? ownerNamedBy(session, body) : ownerOf(session);
      const line = await newLine(session, owner, body);
      const replaced = await repo.replace(lineId, { ...line, signature: signatureOf(line.restaurantId, line.choices, line.notes) });
      if (replaced === null) throw notFound('There is no such item in your cart.');
      if ('refused' in replaced) throw cartFull(`Your cart already has this item: together that would be more than one order can hold (${MAX_LINE_QUANTITY}).`);
      return priced(session, owner, replaced.lines, WRITE_PRICING);
    },

    /**
     * Adds items chosen before (a reorder) to the token owner's cart at today's prices: each still
     * on the outlet's menu and in stock goes in (as from the main menu: a reorder is not at a table);
     * the answer names the others and why.
     */
    async addChosen(session: AuthSession, restaurantId: number, chosen: ChosenLine[]): Promise<{ cart: Cart; notAdded: NotAdded[] }> {
      const owner = ownerOf(session);
      const catalogue = await catalogueFor(session.tenantId, restaurantId);
      const notAdded: NotAdded[] = [];
      for (const { name, quantity, notes, choices } of chosen) {
        const line: StoredLine = { id: 0, restaurantId, menu: 'main', quantity, notes, choices };
        if (!isStillOffered(line, catalogue)) notAdded.push({ name, reason: 'no longer on the menu' });
        else if (isOutOfStock(choices, catalogue)) notAdded.push({ name, reason: 'out of stock' });
        else if (dineInOnlyNames(choices, catalogue).length > 0) notAdded.push({ name, reason: 'served only at a table: order it from your table' });
        else {
          const added = await addLine({ tenantId: session.tenantId, restaurantId, owner, menu: line.menu, quantity, notes, choices });
          if ('refused' in added) {
            notAdded.push({
              name,
              reason: added.refused === 'cart_full' ? `your cart already ${fullCart}` : 'your cart already holds as many as one order can',
            });
          }
        }
      }
      return { cart: await priced(session, owner, await repo.lines(owner), WRITE_PRICING), notAdded };
    },

    async update(session: AuthSession, body: UpdateCartBody): Promise<Cart> {
      const owner = ownerOf(session);
      const { written, lines } = await repo.setQuantity(owner, body.cart_id, body.quantity);
      if (!written) throw notFound('There is no such item in your cart.');
      return priced(session, owner, lines, WRITE_PRICING);
    },

    async remove(session: AuthSession, lineId: number): Promise<Cart> {
      const owner = ownerOf(session);
      if ((await repo.remove(owner, [lineId])) === 0) throw notFound('There is no such item in your cart.');
      return priced(session, owner, await repo.lines(owner), WRITE_PRICING);
    },

    async clear(session: AuthSession, body: ClearCartBody): Promise<Cart> {
      await repo.clear(ownerNamedBy(session, body));
      return EMPTY_CART;
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
