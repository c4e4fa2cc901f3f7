import { errorCodes, type ErrorCode } from '@crust/contract/errors';
import type { Order, PaymentMethod, PlaceOrderRequest } from '@crust/contract/orders';
import { formatCents } from '@crust/contract/prices';
import type { Database } from '../../db/client.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { midSentence } from '../../lib/names-list.ts';
import { newOrderId, requestFingerprint } from '../../lib/tokens.ts';
import { ownerNamedBy, type AuthSession, type Owner } from '../../plugins/authenticate.ts';
import type { CartQuote, PricingOptions } from '../cart/cart.service.ts';
import { includedGst } from '../pricing/price-cart.ts';
import type { PaidBy } from '../pricing/pricing-types.ts';
import { asapAvailable, servesNow, slotsAfterPause, type CheckoutService, type OutletOrderingRules } from '../checkout/checkout.service.ts';
import { isPausedAt } from '../checkout/ordering-state.ts';
import { deliveryFee, meetsMinimumOrder } from '../checkout/delivery-zones.ts';
import { slotsOn, type SlotRules } from '../checkout/time-slots.ts';
import type { GiftCardsService, SpendableGiftCard } from '../gift-cards/gift-cards.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { startPayment } from '../payments/payments.service.ts';
import { orderReceivedMail } from './order-transitions.ts';
import { orderView, paymentView, type OrderViewSource } from './order-view.ts';
import { checkLineAvailability } from './line-availability.ts';
import { GiftCardChanged } from './claims/gift-card.ts';
import { orderingPausedError } from './claims/outlet-settings.ts';
import type { RefusalContext } from './claims/placement-claim.ts';
import { createPlacementRepo, type PlacementRefusal, type PlacementWrite } from './place-order.repo.ts';
import { PLACEMENT_CLAIMS } from './placement-claims.ts';
import { createOrdersRepo, type NewOrderLine } from './orders.repo.ts';

/** How each way of paying is paid, as coupons for one way of paying see it (a table's counter is neither online nor cash on delivery). */
// Issue 21: a gift card counts as a card for coupons limited to a way of paying.
const PAID_BY: Record<PaymentMethod, PaidBy> = { card: 'online', cash_on_delivery: 'cash_on_delivery', pay_at_counter: 'at_counter', gift_card: 'online' };

const MINUTE_MS = 60_000;
/**
 * Issue 21: how many times a placement is made afresh when its gift card was spent from between its
 * read and its statement. Each retry follows another order's spend that left the card short, so a
 * few are enough for any card; the last one's 409 is answered.
 */
const GIFT_CARD_ATTEMPTS = 5;

const refusal = (status: number, code: ErrorCode) => (message: string) => new HttpError(status, code, message);
const slotUnavailable = refusal(409, errorCodes.slotUnavailable);
const outOfStock = refusal(409, errorCodes.outOfStock);
const belowMinimumOrder = refusal(422, errorCodes.belowMinimumOrder);
const cartEmpty = refusal(422, errorCodes.cartEmpty);
const cashNotAccepted = refusal(422, errorCodes.cashNotAccepted);
const orderTooLarge = refusal(422, errorCodes.orderTooLarge);
const invalidCoupon = refusal(400, errorCodes.invalidCoupon);
const giftCardInsufficient = refusal(422, errorCodes.giftCardInsufficient);
const keyReused = () => refusal(422, errorCodes.idempotencyKeyReused)('This Idempotency-Key was used with another request: send a new key for a new order.');

export interface PlacementAnswer {
  status: number;
  body: { data: Order };
}

export interface PlaceOrderDeps {
  db: Database;
  provider: PaymentProvider;
  checkout: Pick<CheckoutService, 'outletDay' | 'deliveryZone'>;
  quoteCart: (session: AuthSession, options: PricingOptions) => Promise<CartQuote>;
  now: () => Date;
  unpaid: UnpaidOrderLimits;
  /** Issue 21: finds the gift card an order pays with (counting unknown codes as tries, as the balance check does). */
  giftCards: Pick<GiftCardsService, 'forPlacement'>;
}

/**
 * Issue 17 (slot and coupon hoarding): how long an unpaid card order holds its slot place and coupon
 * uses, and how many one owner (guest session or account) and one client IP may hold at once.
 */
export interface UnpaidOrderLimits {
  holdMinutes: number;
  perOwner: number;
  perIp: number;
}

interface Customer {
  name: string;
  email: string;
  phone: string;
}

/**
 * Places the token owner's cart as an order, exactly once per Idempotency-Key (issue 9). Every rule
 * is checked against the database as it is now, and every scarce thing (the slot, coupon uses, the
 * cart's lines, the order number) is taken by conditional statements that stand or fall together
 * (place-order.repo.ts): a broken rule answers its own 4xx and changes nothing.
 */
export function createOrderPlacement({ db, provider, checkout, quoteCart, now, unpaid, giftCards }: PlaceOrderDeps) {
  const repo = createOrdersRepo(db);

  async function replay(owner: Owner, key: string, requestHash: string): Promise<PlacementAnswer | null> {
    const stored = await repo.storedAnswer(owner, key);
    if (!stored) return null;
    if (stored.requestHash !== requestHash) throw keyReused();
    // Our own answer, stored by the first request (the route's schema still checks it on the way out).
    return { status: stored.status, body: stored.body as PlacementAnswer['body'] };
  }

  async function customerOf(session: AuthSession, body: PlaceOrderRequest): Promise<Customer> {
    if (session.subject.kind === 'user') {
      const contact = await repo.userContact(session.subject.userId);
      if (!contact) throw badRequest('This account no longer exists.');
      return contact;
    }
    if (!body.guest_details) throw badRequest('A guest order needs guest_details: name, email and phone_no.');
    return { name: body.guest_details.name, email: body.guest_details.email, phone: body.guest_details.phone_no };
  }

  /** When the order is for: a slot still offered (taken later, in the transaction), or ASAP while available. */
  function timing(outlet: OutletOrderingRules, rules: SlotRules, body: PlaceOrderRequest, at: Date): { slotStartsAt: Date | null; estimatedAt: Date } {
    const method = body.delivery_method;
    if (!outlet.enabled[method]) throw slotUnavailable(`${outlet.name} does not take ${method} orders.`);
    if (body.asap) {
      // A table's order (always ASAP) is for a diner in the restaurant: served now whatever the site's ASAP option, while open.
      if (body.table_number !== undefined && !servesNow(outlet, rules, body.pickup_date, at))
        throw slotUnavailable(`${outlet.name} is not serving now: a table’s order can be placed while it is open.`);
      if (body.table_number === undefined && !asapAvailable(outlet, rules, body.pickup_date, at))
        throw slotUnavailable(`${outlet.name} cannot take an order for as soon as possible now: choose a time.`);
      return { slotStartsAt: null, estimatedAt: new Date(at.getTime() + outlet.leadMinutes[method] * MINUTE_MS) };
    }
    const slot = slotsOn(rules, body.pickup_date, at).find((candidate) => candidate.time === body.pickup_time);
    if (!slot) throw slotUnavailable(`${outlet.name} cannot take an order for ${body.pickup_time} on ${body.pickup_date}: choose another time.`);
    if (slotsAfterPause(outlet, [slot], at).length === 0) throw orderingPausedError(outlet);
    return { slotStartsAt: slot.startsAt, estimatedAt: slot.startsAt };
  }

  function checkCart(quote: CartQuote, restaurantId: number, body: PlaceOrderRequest): void {
    const [first] = quote.cart.items;
    if (!first) throw cartEmpty('Your cart is empty.');
    if (first.restaurant_id !== restaurantId) throw badRequest('Your cart holds another outlet’s items: order from that outlet, or clear the cart.');
    // Issue 19: a line whose dish was withdrawn, or is served at another time of day, is in the cart unpriced.
    const unavailable = quote.cart.items.filter((item) => !item.available);
    if (unavailable.length > 0) {
      const named = unavailable.map((item) => `${item.name} (${midSentence(item.unavailable_reason ?? 'Not available now')})`);
      throw outOfStock(`Not available now: ${named.join(', ')}. Remove ${named.length === 1 ? 'it' : 'them'} to order.`);
    }
    if (quote.outOfStockLineIds.length > 0) {
      const names = quote.cart.items.filter((item) => quote.outOfStockLineIds.includes(item.id)).map((item) => item.name);
      throw outOfStock(`Out of stock now: ${names.join(', ')}. Remove ${names.length === 1 ? 'it' : 'them'} to order.`);
    }
    if (body.coupon_code && quote.cart.coupon_code !== body.coupon_code)
      throw invalidCoupon(quote.cart.error ?? `The coupon ${body.coupon_code} does not apply to this order.`);
  }

  /** `ip`: the client's address, as TRUST_PROXY reads it (the unpaid orders' cap per IP). */
  return async function place(session: AuthSession, key: string, body: PlaceOrderRequest, ip: string | null): Promise<PlacementAnswer> {
    const owner = ownerNamedBy(session, body);
    const requestHash = requestFingerprint(body);
    let answer: PlacementAnswer | null;
    try {
      // No look-up of the key first: a first request (nearly every one) would pay a statement for
      // nothing. A repeated one fails in the attempt (its cart is empty, its slot or the key taken),
      // having changed nothing, and replays below; the key's claim in the transaction is what keeps
      // it from ever placing a second order.
      answer = await attemptWhileGiftCardChanges(() => attempt(session, owner, key, requestHash, body, ip));
    } catch (error) {
      // A request with this key that committed (before or meanwhile) answers for this one too: a
      // retry never sees its own order as a failure, and another body with its key is refused.
      answer = await replay(owner, key, requestHash);
      if (!answer) throw error;
    }
    return withPaymentStarted(owner, key, answer);
  };

  /** An attempt made afresh (its gift card's balance read again) while another order spent from the card meanwhile. */
  async function attemptWhileGiftCardChanges(attemptOnce: () => Promise<PlacementAnswer>): Promise<PlacementAnswer> {
    for (let attempts = 1; ; attempts++) {
      try {
        return await attemptOnce();
      } catch (error) {
        if (!(error instanceof GiftCardChanged) || attempts >= GIFT_CARD_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * A card order's answer once its payment has been asked of the provider: after the placement has
   * committed, so a slow provider holds no lock (decision 006). The first request asks; a retry with
   * the key whose first request did not finish (503, or a crash) asks again under the order's own
   * provider key and so gets the same payment. The finished answer is stored for every later replay.
   */
  async function withPaymentStarted(owner: Owner, key: string, answer: PlacementAnswer): Promise<PlacementAnswer> {
    const { data } = answer.body;
    if (data.payment?.status !== 'requires_payment' || data.payment.client_secret !== null) return answer;
    const payment = paymentView(await startPayment(db, provider, { orderId: data.id }));
    const finished: PlacementAnswer = { status: answer.status, body: { data: { ...data, payment } } };
    await repo.storeAnswer(owner, key, finished.status, finished.body);
    return finished;
  }

  async function attempt(
    session: AuthSession,
    owner: Owner,
    key: string,
    requestHash: string,
    body: PlaceOrderRequest,
    ip: string | null,
  ): Promise<PlacementAnswer> {
    const at = now();
    const { outlet, rules } = await checkout.outletDay(body.restaurant_id, session.tenantId, body.delivery_method, body.pickup_date, at);
    // Issue 17 point 16: first what the diner can only wait out (a paused or closed outlet), then
    // what they can change (the way of paying, the cart, the coupon, the address). The statement
    // checks the switch again under the settings row's lock. A timed pause still takes orders for
    // slots from its end on (issue 18 point 7; timing() checks the slot).
    const paused = isPausedAt({ open: outlet.isOnlineOrderEnabled, pausedUntil: outlet.pausedUntil }, at);
    if (paused && (body.asap || outlet.pausedUntil === null)) throw orderingPausedError(outlet);
    const isCash = body.payment_method === 'cash_on_delivery';
    if (isCash && !outlet.acceptsCash) throw cashNotAccepted(`${outlet.name} does not take cash: pay by card.`);
    const customer = await customerOf(session, body);
    const { slotStartsAt, estimatedAt } = timing(outlet, rules, body, at);
    const quote = await quoteCart(session, { couponCode: body.coupon_code, paidBy: PAID_BY[body.payment_method] });
    checkCart(quote, outlet.restaurantId, body);
    checkLineAvailability(quote.cart.items, body);

    const { cart } = quote;
    let deliveryCharge = 0;
    if (body.delivery_method === 'delivery') {
      const zone = await checkout.deliveryZone(outlet, body.shipping_details!);
      if (!meetsMinimumOrder(zone, cart.total))
        throw belowMinimumOrder(`Delivery from ${outlet.name} to ${zone.name} starts at ${formatCents(zone.minimumOrder)}: add a little more.`);
      deliveryCharge = deliveryFee(zone, cart.total);
    }
    // Every order is placed before it is paid (cash, a table's counter, a card charged next): a large
    // one is the outlet's risk (no-shows, fraud), so it is arranged with the outlet, not online.
    const total = cart.total + deliveryCharge;
    if (total > outlet.maxOrderTotal)
      throw orderTooLarge(`${outlet.name} takes orders of up to ${formatCents(outlet.maxOrderTotal)} online: call ${outlet.phone} to arrange a larger order.`);
    const giftCard = body.gift_card_code ? await giftCards.forPlacement(session.tenantId, body.gift_card_code, { ip, tokenHash: session.tokenHash }, at) : null;
    const tender = giftCardTender(giftCard, total, body);
    // Cash, a table's pay-at-counter and a gift card that pays it all are paid on the spot: the order
    // is placed at once, with no payment to complete. Only a card payment for the rest waits.
    const paysLater = isCash || body.payment_method === 'pay_at_counter' || tender.rest === 0;
    const lines = cart.items.map((item, position) => {
      const stored = quote.lines.find((line) => line.id === item.id);
      return {
        tenantId: session.tenantId,
        position,
        name: item.name,
        quantity: item.quantity,
        lineTotal: item.discounted_item_total,
        item,
        choices: stored?.choices ?? null,
        notes: stored?.notes ?? '',
      };
    }) satisfies NewOrderLine[];

    const order = orderRowOf({ session, owner, body, outlet, customer, quote, slotStartsAt, estimatedAt, deliveryCharge, paysLater, at, ip, giftCard: tender });
    // The answer and the mail are made of what is about to be written; the statement fills in the
    // order's number (0 until then).
    const source: OrderViewSource = {
      order: { ...order, number: 0 },
      outlet: { name: outlet.name, street: outlet.street, city: outlet.city, phone: outlet.phone },
      timezone: outlet.timeZone,
      lines,
      events: [{ toStatus: order.status, createdAt: at, reason: null }],
      payment: null,
    };
    const view = orderView(source);
    // One payment per order, not yet asked of the provider: that happens once this has committed (withPaymentStarted).
    const data: Order = paysLater
      ? view
      : { ...view, payment: { provider: provider.name, status: 'requires_payment', client_secret: null, last_error: null, card: null } };
    const answer: PlacementAnswer = { status: 201, body: { data } };
    const placement: PlacementWrite = {
      owner,
      idempotency: { key, requestHash },
      slot: slotStartsAt && { startsAt: slotStartsAt, capacity: outlet.slotCapacity },
      cartLineIds: quote.lines.map((line) => line.id),
      limitedCouponIds: quote.limitedCouponIds,
      cash: isCash,
      // Cash and pay-at-counter orders are placed at once: only a card order waits unpaid.
      unpaidCap: paysLater ? null : { perOwner: unpaid.perOwner, perIp: unpaid.perIp },
      order,
      lines,
      redemptions: quote.appliedCouponIds.map((couponId) => ({
        tenantId: session.tenantId,
        couponId,
        ...owner,
        customerEmail: customer.email,
        customerPhone: customer.phone,
      })),
      payment: paysLater ? null : { tenantId: session.tenantId, provider: provider.name, amount: tender.rest, currency: outlet.currency },
      giftCard: tender.card && { cardId: tender.card.id, amount: tender.amount },
      mail: paysLater ? orderReceivedMail(source) : null,
      answer,
    };

    const written = await write(placement, outlet, body);
    data.number = written.number;
    return answer;
  }

  /** The order's row as the placement writes it (its number comes from the statement). */
  function orderRowOf(of: {
    session: AuthSession;
    owner: Owner;
    body: PlaceOrderRequest;
    outlet: OutletOrderingRules;
    customer: Customer;
    quote: CartQuote;
    slotStartsAt: Date | null;
    estimatedAt: Date;
    deliveryCharge: number;
    paysLater: boolean;
    at: Date;
    ip: string | null;
    giftCard: GiftCardTender;
  }): PlacementWrite['order'] {
    const { body, outlet, customer, quote, deliveryCharge, paysLater, at, giftCard } = of;
    const { cart } = quote;
    const total = cart.total + deliveryCharge;
    const shipping = body.delivery_method === 'delivery' ? body.shipping_details! : null;
    return {
      id: newOrderId(),
      tenantId: of.session.tenantId,
      restaurantId: outlet.restaurantId,
      ...of.owner,
      status: paysLater ? 'placed' : 'pending_payment',
      version: 1,
      deliveryMethod: body.delivery_method,
      tableNumber: body.table_number ?? null,
      asap: body.asap === true,
      slotStartsAt: of.slotStartsAt,
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      formattedAddress: shipping?.formattedAddress ?? null,
      suburb: shipping?.suburb ?? null,
      city: shipping?.city ?? null,
      postcode: shipping?.postcode ?? null,
      specialInstructions: body.special_instructions ?? '',
      paymentMethod: body.payment_method,
      couponCode: cart.coupon_code,
      giftCardAmount: giftCard.amount,
      giftCardLast4: giftCard.card?.codeLast4 ?? null,
      couponIds: quote.appliedCouponIds,
      subtotal: cart.subtotal,
      discountTotal: cart.discount_total,
      deliveryCharge,
      // The delivery charge carries GST; GST-free items do not (issue 19).
      tax: includedGst(quote.taxableTotal + deliveryCharge),
      total,
      currency: outlet.currency,
      estimatedAt: of.estimatedAt,
      paymentDueBy: paysLater ? null : new Date(at.getTime() + unpaid.holdMinutes * MINUTE_MS),
      placedFromIp: of.ip,
      createdAt: at,
      updatedAt: at,
    };
  }

  /** Writes the placement (its claims in placement-claims.ts), or throws what the refusing claim tells the diner. */
  async function write(placement: PlacementWrite, outlet: OutletOrderingRules, body: PlaceOrderRequest) {
    const written = await createPlacementRepo(db).write(placement);
    if ('refused' in written) throw refusalError(written.refused, { outlet, body, unpaid });
    return written;
  }
}

/** Issue 21: what a gift card pays of an order (its card: null without one) and the rest, paid the order's way. */
interface GiftCardTender {
  card: SpendableGiftCard | null;
  amount: number;
  rest: number;
}

/**
 * The gift card pays min(its balance, the total), as read before the statement (which spends exactly
 * that or refuses); payment_method gift_card asks it to pay it all. It is a tender, not a discount:
 * the totals, tax and coupons are the same with it or without.
 */
function giftCardTender(card: SpendableGiftCard | null, total: number, body: PlaceOrderRequest): GiftCardTender {
  const amount = card ? Math.min(card.balance, total) : 0;
  if (body.payment_method === 'gift_card' && amount < total)
    throw giftCardInsufficient(`Your gift card has ${formatCents(amount)} on it and the order is ${formatCents(total)}: choose how to pay the rest.`);
  // A free order spends nothing of a card.
  return amount > 0 ? { card, amount, rest: total - amount } : { card: null, amount: 0, rest: total };
}

/** What the diner is told when a claim refused the placement. */
function refusalError(refused: PlacementRefusal, context: RefusalContext): Error {
  const answer = PLACEMENT_CLAIMS.find((claim) => refused in claim.refusals)?.refusals[refused];
  if (!answer) throw new Error(`No claim answers the refusal ${refused}`);
  return answer(context);
}
export type OrderPlacement = ReturnType<typeof createOrderPlacement>;
