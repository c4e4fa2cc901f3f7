import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { giftCardLedger, giftCards } from '../../db/schema/gift-cards.ts';
import type { TestContext } from '../../test/test-database.ts';
import { createGiftCardCodes } from './gift-card-codes.ts';
import { addMonths, issueGiftCard } from './issue-gift-card.ts';
import { createGiftCardLedger } from './gift-card-ledger.repo.ts';

/** The suites' GIFT_CARD_SECRET (pass it in the suite's env), so the kit hashes codes as the app does. */
export const TEST_GIFT_CARD_SECRET = 'gift-card-test-secret-of-at-least-32-characters';
export const GIFT_CARD_ENV = { GIFT_CARD_SECRET: TEST_GIFT_CARD_SECRET };

const TENANT = 64;
const MONTHS = 36;

/** Cards as a test needs them (active, void, expired, empty, not yet delivered), and what the database holds of them. */
export function giftCardKit(get: () => TestContext, now: () => Date) {
  const codes = createGiftCardCodes(TEST_GIFT_CARD_SECRET);

  /** A card of `amount` cents, issued by hand at `issuedAt` (now) and active from `deliverAt` (now). Answers its id and code. */
  async function issue(amount: number, times: { issuedAt?: Date; deliverAt?: Date } = {}): Promise<{ id: number; code: string }> {
    const issuedAt = times.issuedAt ?? now();
    const deliverAt = times.deliverAt ?? issuedAt;
    const { card, code } = await issueGiftCard(get().db, codes, {
      tenantId: TENANT,
      amount,
      currency: 'AUD',
      timezone: 'Australia/Sydney',
      expiryMonths: MONTHS,
      soldAtRestaurantId: null,
      purchaseId: null,
      recipientName: null,
      recipientEmail: null,
      message: '',
      from: null,
      deliverAt,
      now: issuedAt,
      by: { actor: 'system' },
      reason: 'A test card',
    });
    return { id: card.id, code };
  }

  const ledger = () => createGiftCardLedger(get().db);
  const cards = {
    active: (amount: number) => issue(amount),
    /** Issued more than three years ago: past its expiry (whether or not the expiry sweep has recorded it). */
    expired: (amount: number) => issue(amount, { issuedAt: addMonths(now(), -MONTHS - 1) }),
    /** Paid for, its recipient not yet mailed. */
    scheduled: (amount: number) => issue(amount, { deliverAt: new Date(now().getTime() + 86_400_000) }),
    async void(amount: number) {
      const card = await issue(amount);
      await ledger().end(card.id, 'void', { by: { actor: 'system' }, reason: 'A test void' }, { from: ['active'], at: now() });
      return card;
    },
    async empty(amount: number) {
      const card = await issue(amount);
      await ledger().move(card.id, 'adjust', -amount, { by: { actor: 'system' }, reason: 'A test emptying' }, { onlyIfActive: true, at: now() });
      return card;
    },
  };

  const balanceOf = async (cardId: number) =>
    (await get().db.select({ balance: giftCards.balance }).from(giftCards).where(eq(giftCards.id, cardId)))[0]!.balance;
  const ledgerOf = (cardId: number) =>
    get()
      .db.select({ kind: giftCardLedger.kind, amount: giftCardLedger.amount, balanceAfter: giftCardLedger.balanceAfter, orderId: giftCardLedger.orderId })
      .from(giftCardLedger)
      .where(eq(giftCardLedger.giftCardId, cardId))
      .orderBy(giftCardLedger.id);

  /** Every card's balance equals the sum of its ledger, and no row ever left one below zero (issue 21). */
  async function expectLedgersAgree(): Promise<void> {
    const disagreeing = await get()
      .db.select({
        id: giftCards.id,
        balance: giftCards.balance,
        sum: sql<number>`(select coalesce(sum(${giftCardLedger.amount}), 0)::int from ${giftCardLedger} where ${giftCardLedger.giftCardId} = ${giftCards.id})`,
      })
      .from(giftCards)
      .where(
        sql`${giftCards.balance} <> (select coalesce(sum(${giftCardLedger.amount}), 0) from ${giftCardLedger} where ${giftCardLedger.giftCardId} = ${giftCards.id})`,
      );
    expect(disagreeing).toEqual([]);
    const [{ lowest }] = (await get()
      .db.select({ lowest: sql<number | null>`min(${giftCardLedger.balanceAfter})::int` })
      .from(giftCardLedger)) as [{ lowest: number | null }];
    expect(lowest ?? 0).toBeGreaterThanOrEqual(0);
  }

  return { codes, issue, ...cards, balanceOf, ledgerOf, expectLedgersAgree };
}
