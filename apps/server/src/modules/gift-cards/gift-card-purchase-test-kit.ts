import { giftCardPurchaseResponseSchema, type GiftCardPurchase } from '@crust/contract/gift-cards';
import { TEST_CARDS } from '@crust/contract/payments';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { giftCardLedger, giftCardPurchases, giftCards } from '../../db/schema/gift-cards.ts';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import { payments } from '../../db/schema/payments.ts';
import type { TestContext } from '../../test/test-database.ts';
import { cartKit, TENANT, type Caller } from '../cart/cart-test-kit.ts';
import { addDays, wallTimeOf } from '../checkout/zoned-time.ts';
import { createGiftCardCodes } from './gift-card-codes.ts';

/** The demo tenant's zone (tenants.timezone's default). */
export const TENANT_ZONE = 'Australia/Sydney';
/** The suites' GIFT_CARD_SECRET, so a test can hash a code it read from a mail as the server does. */
export const TEST_GIFT_CARD_SECRET = 'a test gift-card secret of at least 32 characters';
export const testCodes = createGiftCardCodes(TEST_GIFT_CARD_SECRET);

let made = 0;

/**
 * Gift-card purchases in server tests (issue 21): a purchase's body, buying and paying through the
 * API, and what the database holds of it (its card, the card's ledger, the mails queued).
 */
export function purchaseKit(get: () => TestContext, clock: () => Date) {
  const kit = cartKit(get);

  /** Today in the tenant's zone, on the app's clock, plus `days`. */
  const dayFromToday = (days: number) => addDays(wallTimeOf(clock(), TENANT_ZONE).date, days);

  function body(overrides: object = {}) {
    made += 1;
    return {
      tenant_id: TENANT,
      amount: 5000,
      recipient_name: 'Ada Lovelace',
      recipient_email: `recipient-${process.pid}-${Date.now()}-${made}@example.test`,
      message: 'Happy birthday!',
      send_on: dayFromToday(0),
      purchaser_name: 'Grace Hopper',
      purchaser_email: `buyer-${process.pid}-${Date.now()}-${made}@example.test`,
      ...overrides,
    };
  }

  const buy = (who: Caller | null, payload: object, key: string | null = randomUUID()) =>
    kit.inject({
      method: 'POST',
      url: '/api/v2/gift-cards/purchases',
      headers: { ...(who?.headers ?? {}), ...(key === null ? {} : { 'idempotency-key': key }) },
      payload,
    });

  function purchaseOf(response: LightMyRequestResponse, status = 201): GiftCardPurchase {
    expect(response.statusCode, response.body).toBe(status);
    return giftCardPurchaseResponseSchema.parse(response.json()).data.purchase;
  }

  const confirm = (secret: string, number: string = TEST_CARDS.succeeds) =>
    kit.inject({ method: 'POST', url: '/api/test-provider/confirm', payload: { client_secret: secret, number, exp_month: 12, exp_year: 2030, cvc: '123' } });

  /** A purchase bought by `who` and paid with 4242…; its body too. */
  async function paidPurchase(who: Caller, overrides: object = {}) {
    const payload = body(overrides);
    const purchase = purchaseOf(await buy(who, payload));
    expect((await confirm(purchase.payment.client_secret!)).statusCode).toBe(200);
    return { purchase, payload };
  }

  const read = (who: Caller | null, purchaseId: string) =>
    kit.inject({ method: 'GET', url: `/api/v2/gift-cards/purchases/${purchaseId}`, headers: who?.headers ?? {} });

  const purchaseRows = (purchaseId: string) => get().db.select().from(giftCardPurchases).where(eq(giftCardPurchases.id, purchaseId));
  const cardsOf = (purchaseId: string) => get().db.select().from(giftCards).where(eq(giftCards.purchaseId, purchaseId));
  const ledgerOf = (cardId: number) => get().db.select().from(giftCardLedger).where(eq(giftCardLedger.giftCardId, cardId)).orderBy(asc(giftCardLedger.id));
  const paymentOf = async (purchaseId: string) => (await get().db.select().from(payments).where(eq(payments.purchaseId, purchaseId)))[0]!;
  const mailsTo = (to: string, template: string) =>
    get()
      .db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, template)));

  /** The one card of a purchase, and that its balance is the sum of its ledger (issue 21: always). */
  async function cardOf(purchaseId: string) {
    const cards = await cardsOf(purchaseId);
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    const ledger = await ledgerOf(card.id);
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(card.balance);
    expect(ledger.at(-1)?.balanceAfter).toBe(card.balance);
    return { card, ledger };
  }

  /**
   * Time passes for the mail queue, whose due times the database's own clock reads: the rows to these
   * addresses are moved `ms` earlier, as if `now()` had moved that much later (the app's clock is
   * moved by the caller).
   */
  async function mailTimePasses(ms: number, to: string[]): Promise<void> {
    const interval = sql`make_interval(secs => ${ms / 1000})`;
    await get()
      .db.update(mailOutbox)
      .set({ nextAttemptAt: sql`${mailOutbox.nextAttemptAt} - ${interval}`, lockedUntil: sql`${mailOutbox.lockedUntil} - ${interval}` })
      .where(and(inArray(mailOutbox.toAddress, to), eq(mailOutbox.status, 'pending')));
  }

  /** The code in a recipient's mail, as XXXX-XXXX-XXXX-XXXX. */
  const codeIn = (text: string) => /\b([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\b/.exec(text)?.[1];

  return {
    ...kit,
    dayFromToday,
    body,
    buy,
    purchaseOf,
    confirm,
    paidPurchase,
    read,
    purchaseRows,
    cardOf,
    cardsOf,
    ledgerOf,
    paymentOf,
    mailsTo,
    mailTimePasses,
    codeIn,
  };
}
