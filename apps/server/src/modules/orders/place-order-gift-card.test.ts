import { TEST_CARDS } from '@crust/contract/payments';
import type { Order } from '@crust/contract/orders';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { normalForm, productNamed, SURRY_HILLS, type Guest } from '../cart/cart-test-kit.ts';
import { newGiftCardCode } from '../gift-cards/gift-card-codes.ts';
import { GIFT_CARD_ENV, giftCardKit } from '../gift-cards/gift-card-test-kit.ts';
import { clockAt, ORDER_DAY, orderKit } from './order-test-kit.ts';

// Issue 21: a gift card at checkout. It pays min(its balance, the total) in the placement's one
// statement (a guarded update and the order's `redeem` row); the rest is paid by card, in cash or at
// the counter, or nothing is left when it pays the whole order. Every refusal changes nothing; an
// order that ends unfulfilled gives the gift card's part back once. After every test each card's
// balance equals the sum of its ledger.

let clock = clockAt(ORDER_DAY, '12:00');
const MINUTE_MS = 60_000;

describeEachDatabase(
  'placing an order with a gift card',
  (get) => {
    const kit = orderKit(get);
    const cards = giftCardKit(get, () => clock);
    beforeAll(() => kit.setSlotCapacity(10_000));
    beforeEach(() => {
      clock = clockAt(ORDER_DAY, '12:00');
    });
    afterEach(() => cards.expectLedgersAgree());

    /** A pickup order paying with `code` (cash for the rest unless told), from `ip`. */
    const placeWith = async (guest: Guest, code: string, overrides: object = {}, ip = '127.0.0.1') =>
      kit.inject({
        method: 'POST',
        url: '/api/v2/orders',
        remoteAddress: ip,
        headers: { ...guest.headers, 'idempotency-key': randomUUID() },
        payload: await kit.pickupBody(guest, { gift_card_code: code, ...overrides }),
      });

    /** A guest with four Sparkling Mineral Waters ($5 each): a $20 order. */
    async function guestWithTwentyDollarCart(): Promise<Guest> {
      const guest = await kit.guest();
      const water = productNamed(await kit.menuOf(SURRY_HILLS), 'Sparkling Mineral Water');
      await kit.added(guest, SURRY_HILLS, { ...normalForm(water), quantity: 4 });
      return guest;
    }

    const tenderSum = (order: Order) => order.tenders.reduce((sum, tender) => sum + tender.amount, 0);
    const giftCardPart = (order: Order) => order.tenders.find((tender) => tender.method === 'gift_card')?.amount ?? 0;
    const mailsOf = (orderId: string, template: string) =>
      get()
        .db.select({ data: mailOutbox.data })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.template, template), sql`${mailOutbox.data}->>'orderId' = ${orderId}`));
    const paymentOf = async (orderId: string) => (await get().db.select().from(payments).where(eq(payments.orderId, orderId)))[0];

    async function expectNothingChanged(guest: Guest, card: { id: number }, balance: number, ledgerRows: number) {
      expect(await kit.ordersOfGuest(guest)).toHaveLength(0);
      expect(await kit.cartLineCount(guest)).toBeGreaterThan(0);
      expect(await cards.balanceOf(card.id)).toBe(balance);
      expect(await cards.ledgerOf(card.id)).toHaveLength(ledgerRows);
    }

    it('pays part, cash the rest: placed at once, the tenders add up to the unchanged total, the rest is due, one redeem row, and the mail says how it is paid', async () => {
      const card = await cards.active(500);
      const guest = await kit.guestWithCart(2);
      const { total } = await kit.cart(guest);
      const order = kit.orderOf(await placeWith(guest, card.code));

      expect(order.status).toBe('placed');
      expect(order.totals.total).toBe(total);
      expect(order.tenders).toEqual([
        { method: 'gift_card', amount: 500, code_last4: card.code.slice(-4) },
        { method: 'cash_on_delivery', amount: total - 500 },
      ]);
      expect(order.amount_due).toBe(total - 500);
      expect(order.payment).toBeNull();
      expect(kit.orderOf(await kit.read(guest, order.id), 200)).toMatchObject({ tenders: order.tenders, amount_due: total - 500 });
      expect(await cards.balanceOf(card.id)).toBe(0);
      expect(await cards.ledgerOf(card.id)).toEqual([
        { kind: 'issue', amount: 500, balanceAfter: 500, orderId: null },
        { kind: 'redeem', amount: -500, balanceAfter: 0, orderId: order.id },
      ]);
      const [row] = await get().db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({ giftCardAmount: 500, giftCardLast4: card.code.slice(-4) });
      const [mail] = await mailsOf(order.id, 'order_received');
      expect(mail!.data.payment).toBe('$5.00 paid by gift card, the rest pay at pickup');
    });

    it('pays part, a card the rest: the pending_payment order holds the gift card’s part, the payment asks only the rest, and once paid nothing is due', async () => {
      const card = await cards.active(1000);
      const guest = await kit.guestWithCart(2);
      const order = kit.orderOf(await placeWith(guest, card.code, { payment_method: 'card' }));
      const rest = order.totals.total - 1000;

      expect(order.status).toBe('pending_payment');
      expect(order.tenders).toEqual([
        { method: 'gift_card', amount: 1000, code_last4: card.code.slice(-4) },
        { method: 'card', amount: rest },
      ]);
      expect(order.amount_due).toBe(rest);
      expect(await paymentOf(order.id)).toMatchObject({ amount: rest, status: 'requires_payment' });
      expect(await cards.balanceOf(card.id)).toBe(0);

      const paid = await kit.inject({
        method: 'POST',
        url: '/api/test-provider/confirm',
        payload: { client_secret: order.payment!.client_secret, number: TEST_CARDS.succeeds, exp_month: 12, exp_year: 2030, cvc: '123' },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const read = kit.orderOf(await kit.read(guest, order.id), 200);
      expect(read).toMatchObject({ status: 'placed', amount_due: 0, tenders: order.tenders });
      expect(tenderSum(read)).toBe(read.totals.total);
    });

    it('pays the whole order (payment_method gift_card): placed at once, no payment, nothing due, and the mail says so', async () => {
      const card = await cards.active(5000);
      const guest = await kit.guestWithCart(2);
      const order = kit.orderOf(await placeWith(guest, card.code, { payment_method: 'gift_card' }));

      expect(order).toMatchObject({ status: 'placed', payment: null, amount_due: 0, payment_method: 'gift_card' });
      expect(order.tenders).toEqual([{ method: 'gift_card', amount: order.totals.total, code_last4: card.code.slice(-4) }]);
      expect(await paymentOf(order.id)).toBeUndefined();
      expect(await cards.balanceOf(card.id)).toBe(5000 - order.totals.total);
      const [mail] = await mailsOf(order.id, 'order_received');
      expect(mail!.data.payment).toBe('paid by gift card');
    });

    it('gift_card_insufficient when payment_method gift_card and the card does not cover the order; nothing changes', async () => {
      const card = await cards.active(500);
      const guest = await kit.guestWithCart(2);
      const error = kit.errorOf(await placeWith(guest, card.code, { payment_method: 'gift_card' }), 422);
      expect(error.code).toBe('gift_card_insufficient');
      expect(error.message).toContain('$5.00');
      await expectNothingChanged(guest, card, 500, 1);
    });

    it('invalid_gift_card for an unknown, a void, a not yet delivered, an expired and an empty card; nothing changes', async () => {
      const guest = await kit.guestWithCart(2);
      const ip = '198.51.100.60';
      const unknown = kit.errorOf(await placeWith(guest, newGiftCardCode(), {}, ip), 422);
      expect(unknown.code).toBe('invalid_gift_card');
      for (const [card, balance, rows] of [
        [await cards.void(800), 0, 2],
        [await cards.scheduled(800), 800, 1],
        [await cards.expired(800), 800, 1],
        [await cards.empty(800), 0, 2],
      ] as const) {
        const error = kit.errorOf(await placeWith(guest, card.code, {}, ip), 422);
        expect(error.code).toBe('invalid_gift_card');
        await expectNothingChanged(guest, card, balance, rows);
      }
    });

    it('a diner’s cancel gives the gift card’s part back once (a refund row), the mail says so; a second cancel is 409 and changes nothing', async () => {
      const card = await cards.active(500);
      const guest = await kit.guestWithCart(2);
      const order = kit.orderOf(await placeWith(guest, card.code));
      const cancel = () => kit.inject({ method: 'POST', url: `/api/v2/orders/${order.id}/cancel`, headers: guest.headers });

      expect((await cancel()).statusCode).toBe(200);
      expect(await cards.balanceOf(card.id)).toBe(500);
      expect((await cards.ledgerOf(card.id)).map((row) => [row.kind, row.amount, row.balanceAfter])).toEqual([
        ['issue', 500, 500],
        ['redeem', -500, 0],
        ['refund', 500, 500],
      ]);
      const [mail] = await mailsOf(order.id, 'order_cancelled');
      expect(mail!.data).toMatchObject({ giftCardRefund: '$5.00', refund: null });

      expect(kit.errorOf(await cancel(), 409).code).toBe('invalid_transition');
      expect(await cards.balanceOf(card.id)).toBe(500);
      expect(await cards.ledgerOf(card.id)).toHaveLength(3);
    });

    it('an unpaid card order that expires gives the gift card’s part back, and its payment is given up', async () => {
      const card = await cards.active(1000);
      const guest = await kit.guestWithCart(2);
      const order = kit.orderOf(await placeWith(guest, card.code, { payment_method: 'card' }));
      expect(await cards.balanceOf(card.id)).toBe(0);

      expect(await get().app.orders.expireUnpaid(new Date(clock.getTime() + 60 * MINUTE_MS))).toBeGreaterThanOrEqual(1);
      expect(kit.orderOf(await kit.read(guest, order.id), 200).status).toBe('cancelled');
      expect(await cards.balanceOf(card.id)).toBe(1000);
      expect((await paymentOf(order.id))!.status).not.toBe('succeeded');
    });

    it('a $50 card and ten concurrent $20 orders (cash for the rest): the card pays exactly $50, never goes below 0, every order’s tenders add up', async () => {
      const card = await cards.active(5000);
      const guests = await Promise.all(Array.from({ length: 10 }, guestWithTwentyDollarCart));
      const answers = await Promise.all(guests.map((guest) => placeWith(guest, card.code)));

      const placed = answers.filter((answer) => answer.statusCode === 201).map((answer) => kit.orderOf(answer));
      for (const refused of answers.filter((answer) => answer.statusCode !== 201)) expect(kit.errorOf(refused, 422).code).toBe('invalid_gift_card');
      for (const order of placed) {
        expect(order.totals.total).toBe(2000);
        expect(tenderSum(order)).toBe(order.totals.total);
      }
      expect(placed.map(giftCardPart).sort((a, b) => a - b)).toEqual([1000, 2000, 2000]);
      expect(await cards.balanceOf(card.id)).toBe(0);
      const redeemed = (await cards.ledgerOf(card.id)).filter((row) => row.kind === 'redeem');
      expect(redeemed.reduce((sum, row) => sum + row.amount, 0)).toBe(-5000);
    });

    it('two concurrent cancels of one order give the gift card’s part back once', async () => {
      const card = await cards.active(5000);
      const guest = await guestWithTwentyDollarCart();
      const order = kit.orderOf(await placeWith(guest, card.code, { payment_method: 'gift_card' }));
      const results = await Promise.allSettled([0, 1].map(() => get().app.orders.changeStatus(order.id, 'cancel')));
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(await cards.balanceOf(card.id)).toBe(5000);
      expect((await cards.ledgerOf(card.id)).filter((row) => row.kind === 'refund')).toHaveLength(1);
    });
  },
  GIFT_CARD_ENV,
  { now: () => clock },
);
