import {
  consoleGiftCardListResponseSchema,
  consoleGiftCardResponseSchema,
  consoleIssuedGiftCardResponseSchema,
  GIFT_CARD_REPORT_COLUMNS,
  giftCardReportResponseSchema,
  type ConsoleGiftCard,
  type ConsoleGiftCardDetail,
  type GiftCardReport,
} from '@crust/contract/console-gift-cards';
import { normaliseGiftCardCode } from '@crust/contract/gift-card-codes';
import { and, asc, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { giftCardLedger, giftCardPurchases, giftCards } from '../../db/schema/gift-cards.ts';
import { restaurants } from '../../db/schema/restaurants.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { parseCsv } from '../../lib/csv.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { SURRY_HILLS, type Caller } from '../cart/cart-test-kit.ts';
import { consoleOrdersKit } from '../console-orders/console-orders-test-kit.ts';
import { lastFourOf } from './console-gift-cards.repo.ts';
import { createGiftCardCodes } from '../gift-cards/gift-card-codes.ts';
import { createGiftCardLedger, type LedgerActor } from '../gift-cards/gift-card-ledger.repo.ts';
import { addMonths, issueGiftCard } from '../gift-cards/issue-gift-card.ts';
import { clockAt, ORDER_DAY } from '../orders/order-test-kit.ts';
import { DEMO_TENANT, OTHER_TENANT, type SignedInStaff } from '../staff/staff-test-kit.ts';

// Issue 21 (acceptance 4): owners and managers find a card, read its ledger, issue one by hand, adjust
// and void it, each audited; refusals change nothing; the liability report equals the ledger's figures.

const NEWTOWN = 'Crust Newtown';
const SECRET = 'console-gift-card-test-secret-0123456789';
const codes = createGiftCardCodes(SECRET);
const DINER: LedgerActor = { actor: 'diner', userId: null };
let clock = clockAt(ORDER_DAY, '12:00');

describe('a search for a code’s last four', () => {
  it('reads them as a code is read (any case, a dash or space, O as 0, I and L as 1), and nothing else as four', () => {
    expect(['x7qo', 'X7Q0', ' x7-q0 '].map(lastFourOf)).toEqual(['X7Q0', 'X7Q0', 'X7Q0']);
    expect(lastFourOf('abIL')).toBe('AB11');
    expect(['abc', 'abcde', 'abcu', 'grace@example.test'].map(lastFourOf)).toEqual([null, null, null, null]);
  });
});

describeEachDatabase(
  'console: gift cards',
  (get) => {
    const kit = consoleOrdersKit(get);
    let surryHills = 0;
    let newtown = 0;
    let owner: SignedInStaff;
    let manager: SignedInStaff;
    let made = 0;

    const call = (who: Caller | null, method: 'GET' | 'POST', path: string, payload?: object) =>
      kit.inject({ method, url: `/api/console${path}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
    function cardOf(response: LightMyRequestResponse, status = 200): ConsoleGiftCardDetail {
      expect(response.statusCode, response.body).toBe(status);
      return consoleGiftCardResponseSchema.parse(response.json()).data;
    }
    async function found(who: Caller, search: string): Promise<ConsoleGiftCard[]> {
      const response = await call(who, 'GET', `/gift-cards?search=${encodeURIComponent(search)}`);
      expect(response.statusCode, response.body).toBe(200);
      return consoleGiftCardListResponseSchema.parse(response.json()).data.cards;
    }
    const ledgerOf = (cardId: number) => get().db.select().from(giftCardLedger).where(eq(giftCardLedger.giftCardId, cardId)).orderBy(asc(giftCardLedger.id));
    const auditOf = (cardId: number) =>
      get()
        .db.select()
        .from(auditLog)
        .where(eq(auditLog.target, `gift_card:${cardId}`))
        .orderBy(asc(auditLog.id));
    /** The card's row, its ledger and its audit entries: what a refusal must leave as they were. */
    const stateOf = async (cardId: number) => ({
      card: (await get().db.select().from(giftCards).where(eq(giftCards.id, cardId)))[0],
      ledger: await ledgerOf(cardId),
      audit: await auditOf(cardId),
    });

    /** A card a diner bought (its purchase paid), sold at `outlet` (null: online), issued at `at`. */
    async function sold(amount: number, at: Date, outlet: number | null, tenantId = DEMO_TENANT) {
      made += 1;
      const tag = `${made}-${Date.now()}`;
      const purchaseId = `gcp_console_${tag}`;
      const recipientEmail = `recipient-${tag}@example.test`;
      const purchaserEmail = `buyer-${tag}@example.test`;
      return get().db.transaction(async (tx) => {
        await tx.insert(giftCardPurchases).values({
          id: purchaseId,
          tenantId,
          status: 'paid',
          amount,
          currency: 'AUD',
          recipientName: 'Ada',
          recipientEmail,
          sendOn: ORDER_DAY,
          deliverAt: at,
          purchaserName: 'Grace',
          purchaserEmail,
          paidAt: at,
        });
        const { card, code } = await issueGiftCard(tx, codes, {
          tenantId,
          amount,
          currency: 'AUD',
          timezone: 'Australia/Sydney',
          expiryMonths: 36,
          soldAtRestaurantId: outlet,
          purchaseId,
          recipientName: 'Ada',
          recipientEmail,
          message: '',
          from: 'Grace',
          deliverAt: at,
          now: at,
          by: DINER,
          reason: null,
        });
        return { id: card.id, last4: code.slice(-4), recipientEmail, purchaserEmail };
      });
    }
    /** A diner's spend at `outlet` (redeem, negative) or a cancel's return to the card (refund), as checkout records them. */
    async function spent(cardId: number, kind: 'redeem' | 'refund', amount: number, at: Date, outlet: number, orderId: string | null = null) {
      const moved = await createGiftCardLedger(get().db).move(
        cardId,
        kind,
        kind === 'redeem' ? -amount : amount,
        { by: DINER, orderId, restaurantId: outlet },
        { onlyIfActive: true, at },
      );
      expect(moved).not.toBeNull();
    }

    beforeAll(async () => {
      surryHills = await kit.outletId(SURRY_HILLS);
      newtown = await kit.outletId(NEWTOWN);
      owner = await kit.signedIn('owner');
      manager = await kit.signedIn('manager', [SURRY_HILLS]);
      await kit.setSlotCapacity(10_000);
    });

    it('a manager finds a card by its last four or an email, reads its ledger, adjusts it with a reason (audited) and voids it', async () => {
      clock = clockAt(ORDER_DAY, '12:00');
      const { order } = await kit.placed();
      const card = await sold(5000, clockAt(ORDER_DAY, '09:00'), surryHills);
      await spent(card.id, 'redeem', 1200, clockAt(ORDER_DAY, '12:30'), surryHills, order.id);

      // The last four in any case (Crockford's reading), the buyer's or the recipient's email or part of it.
      for (const search of [card.last4.toLowerCase(), card.purchaserEmail.toUpperCase(), card.recipientEmail.split('@')[0]!])
        expect((await found(manager, search)).map((listed) => listed.id)).toContain(card.id);
      expect(await found(manager, 'nobody-at-all@example.test')).toEqual([]);

      const read = cardOf(await call(manager, 'GET', `/gift-cards/${card.id}`));
      expect(read).toMatchObject({
        id: card.id,
        code_last4: card.last4,
        status: 'active',
        balance: 3800,
        initial_amount: 5000,
        currency: 'AUD',
        recipient_email: card.recipientEmail,
        purchaser_email: card.purchaserEmail,
        sold_at: { id: surryHills, name: SURRY_HILLS },
      });
      expect(read.ledger).toMatchObject([
        { kind: 'issue', amount: 5000, balance_after: 5000, actor: 'diner', restaurant: { id: surryHills, name: SURRY_HILLS }, staff_name: null },
        { kind: 'redeem', amount: -1200, balance_after: 3800, order_id: order.id, order_number: order.number, restaurant: { name: SURRY_HILLS } },
      ]);
      expect(JSON.stringify(read)).not.toMatch(/code"/);

      clock = clockAt(ORDER_DAY, '14:00');
      const adjusted = cardOf(await call(manager, 'POST', `/gift-cards/${card.id}/adjust`, { delta: -800, reason: 'Charged twice at the counter' }));
      expect(adjusted.balance).toBe(3000);
      expect(adjusted.ledger.at(-1)).toMatchObject({
        kind: 'adjust',
        amount: -800,
        balance_after: 3000,
        actor: 'staff',
        staff_name: expect.stringMatching(/^manager /),
        reason: 'Charged twice at the counter',
        created_at: clock.toISOString(),
      });
      const [adjustAudit] = await auditOf(card.id);
      expect(adjustAudit).toMatchObject({ action: 'gift_card.adjust', staffId: manager.staffId, restaurantId: surryHills });
      expect(adjustAudit!.before).toMatchObject({ balance: 3800, status: 'active' });
      expect(adjustAudit!.after).toMatchObject({ balance: 3000, status: 'active' });

      const voided = cardOf(await call(manager, 'POST', `/gift-cards/${card.id}/void`, { reason: 'Reported stolen' }));
      expect(voided).toMatchObject({ status: 'void', balance: 0 });
      expect(voided.ledger.at(-1)).toMatchObject({ kind: 'void', amount: -3000, balance_after: 0, reason: 'Reported stolen' });
      const audit = await auditOf(card.id);
      expect(audit.map((entry) => entry.action)).toEqual(['gift_card.adjust', 'gift_card.void']);
      expect(audit[1]!.before).toMatchObject({ status: 'active', balance: 3000 });
      expect(audit[1]!.after).toMatchObject({ status: 'void', balance: 0 });
      // The balance is the ledger's sum.
      expect((await ledgerOf(card.id)).reduce((sum, row) => sum + row.amount, 0)).toBe(0);
    });

    it('refuses, changing nothing: below zero, a void card, twice void, another tenant’s card, crew, a manager of other outlets', async () => {
      clock = clockAt(ORDER_DAY, '15:00');
      const card = await sold(2500, clockAt(ORDER_DAY, '10:00'), surryHills);
      const before = await stateOf(card.id);

      const below = kit.errorOf(await call(manager, 'POST', `/gift-cards/${card.id}/adjust`, { delta: -2501, reason: 'Too much' }), 409);
      expect(below.message).toBe('That would take the balance below zero: it is $25.00, so it can go down by at most that much.');
      expect(await stateOf(card.id)).toEqual(before);
      for (const body of [{ delta: 0, reason: 'Nothing' }, { delta: 100 }, { delta: 100, reason: '' }, { delta: 1.5, reason: 'Half a cent' }])
        expect(kit.errorOf(await call(manager, 'POST', `/gift-cards/${card.id}/adjust`, body), 400).code).toBe('bad_request');
      expect(kit.errorOf(await call(manager, 'POST', `/gift-cards/${card.id}/void`, {}), 400).code).toBe('bad_request');

      // Crew: 403 on every call. A manager of Newtown: the card was neither sold nor spent there (404, and search does not find it).
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      const newtownManager = await kit.signedIn('manager', [NEWTOWN]);
      const calls = (id: number) =>
        [
          ['GET', `/gift-cards/${id}`, undefined],
          ['POST', `/gift-cards/${id}/adjust`, { delta: 100, reason: 'Goodwill' }],
          ['POST', `/gift-cards/${id}/void`, { reason: 'Lost card' }],
        ] as const;
      for (const [method, path, body] of calls(card.id)) {
        expect(kit.errorOf(await call(crew, method, path, body), 403).code).toBe('forbidden');
        expect(kit.errorOf(await call(newtownManager, method, path, body), 404).message).toBe('There is no such gift card.');
      }
      expect(kit.errorOf(await call(crew, 'GET', `/gift-cards?search=${card.last4}`), 403).code).toBe('forbidden');
      expect(kit.errorOf(await call(crew, 'POST', '/gift-cards', { amount: 2000, reason: 'Goodwill' }), 403).code).toBe('forbidden');
      expect(kit.errorOf(await call(crew, 'GET', '/reports/gift-cards?from=2026-11-01&to=2026-11-30'), 403).code).toBe('forbidden');
      expect(kit.errorOf(await call(null, 'GET', `/gift-cards/${card.id}`), 401).code).toBe('unauthorized');
      expect((await found(newtownManager, card.last4)).map((listed) => listed.id)).not.toContain(card.id);
      expect(await stateOf(card.id)).toEqual(before);

      // Spent at Newtown, it is that manager's to see too.
      await spent(card.id, 'redeem', 500, clockAt(ORDER_DAY, '11:00'), newtown);
      expect(cardOf(await call(newtownManager, 'GET', `/gift-cards/${card.id}`)).balance).toBe(2000);

      // Another tenant's card: 404 for the demo's owner, as if it did not exist.
      await kit.otherTenantOutlet();
      const foreign = await sold(3000, clockAt(ORDER_DAY, '10:00'), null, OTHER_TENANT);
      const foreignBefore = await stateOf(foreign.id);
      for (const [method, path, body] of calls(foreign.id)) expect(kit.errorOf(await call(owner, method, path, body), 404).code).toBe('not_found');
      expect((await found(owner, foreign.purchaserEmail)).length).toBe(0);
      expect(await stateOf(foreign.id)).toEqual(foreignBefore);

      // Void once; then neither a second void nor an adjustment.
      cardOf(await call(manager, 'POST', `/gift-cards/${card.id}/void`, { reason: 'Lost card' }));
      const voidedState = await stateOf(card.id);
      expect(kit.errorOf(await call(manager, 'POST', `/gift-cards/${card.id}/void`, { reason: 'Lost card' }), 409).message).toBe(
        'This card is already void: there is nothing left to void.',
      );
      expect(kit.errorOf(await call(manager, 'POST', `/gift-cards/${card.id}/adjust`, { delta: 100, reason: 'Goodwill' }), 409).message).toBe(
        "Only an active card's balance can change: this card is void.",
      );
      expect(await stateOf(card.id)).toEqual(voidedState);
    });

    it('issues a card by hand: mailed to its recipient (the mail’s code finds it), or its code answered once to hand over; a manager only at their outlets', async () => {
      clock = clockAt(ORDER_DAY, '16:00');
      const email = `goodwill-${Date.now()}@example.test`;
      const issued = await call(owner, 'POST', '/gift-cards', {
        amount: 3000,
        recipient_name: 'Linus',
        recipient_email: email,
        reason: 'Cold pizza on Friday',
      });
      expect(issued.statusCode, issued.body).toBe(201);
      const mailed = consoleIssuedGiftCardResponseSchema.parse(issued.json()).data;
      expect(mailed).toMatchObject({
        code: null,
        status: 'active',
        balance: 3000,
        initial_amount: 3000,
        currency: 'AUD',
        recipient_email: email,
        sold_at: null,
      });
      expect(mailed.expires_at).toBe(addMonths(clock, 36).toISOString());
      expect(mailed.ledger).toMatchObject([{ kind: 'issue', amount: 3000, actor: 'staff', staff_name: expect.any(String), reason: 'Cold pizza on Friday' }]);

      const mail = await get().smtp.nextMail(email);
      const typed = /\b([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\b/.exec(mail.text)?.[1];
      expect(typed, mail.text).toBeDefined();
      const code = normaliseGiftCardCode(typed!)!;
      const [byHash] = await get()
        .db.select({ id: giftCards.id })
        .from(giftCards)
        .where(and(eq(giftCards.tenantId, DEMO_TENANT), eq(giftCards.codeHash, codes.stored(code).codeHash)));
      expect(byHash?.id).toBe(mailed.id);
      expect((await found(owner, code.slice(-4))).map((card) => card.id)).toContain(mailed.id);
      const [issueAudit] = await auditOf(mailed.id);
      expect(issueAudit).toMatchObject({ action: 'gift_card.issue', staffId: owner.staffId, before: null, after: { id: mailed.id, balance: 3000 } });
      expect(JSON.stringify(issueAudit)).not.toContain(code.slice(0, 8));

      // No email: the code once, in the answer; the card's reads never show it again.
      const handed = await call(manager, 'POST', '/gift-cards', { amount: 2000, restaurant_id: surryHills, reason: 'Birthday of a regular' });
      expect(handed.statusCode, handed.body).toBe(201);
      const counter = consoleIssuedGiftCardResponseSchema.parse(handed.json()).data;
      expect(counter).toMatchObject({ sold_at: { id: surryHills }, recipient_email: null, balance: 2000 });
      expect(counter.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
      const [row] = await get().db.select().from(giftCards).where(eq(giftCards.id, counter.id));
      expect(row!.codeHash).toBe(codes.stored(normaliseGiftCardCode(counter.code!)!).codeHash);
      expect(JSON.stringify(row)).not.toContain(normaliseGiftCardCode(counter.code!)!);
      expect(Object.keys(cardOf(await call(manager, 'GET', `/gift-cards/${counter.id}`)))).not.toContain('code');

      // A manager issues at their outlets only: not at another, nor for the whole business; another tenant's outlet is 404.
      const cardCount = async () => (await get().db.select({ cards: count() }).from(giftCards))[0]!.cards;
      const cards = await cardCount();
      const body = { amount: 2000, reason: 'Goodwill gesture' };
      expect(kit.errorOf(await call(manager, 'POST', '/gift-cards', { ...body, restaurant_id: newtown }), 403).code).toBe('forbidden');
      expect(kit.errorOf(await call(manager, 'POST', '/gift-cards', body), 403).message).toContain('only an owner');
      expect(kit.errorOf(await call(owner, 'POST', '/gift-cards', { ...body, restaurant_id: await kit.otherTenantOutlet() }), 404).code).toBe('not_found');
      for (const wrong of [{ amount: 2000 }, { ...body, amount: 950 }, { ...body, amount: 2050 }, { ...body, recipient_email: 'not an email' }])
        expect(kit.errorOf(await call(owner, 'POST', '/gift-cards', wrong), 400).code).toBe('bad_request');
      expect(await cardCount()).toBe(cards);
    });

    /** The report's figures worked out here from the ledger's rows, apart from the server's SQL. */
    async function ledgerReport(from: string, to: string, start: Date, end: Date, outletIds: number[] | 'all'): Promise<GiftCardReport> {
      const rows = await get()
        .db.select({
          kind: giftCardLedger.kind,
          amount: giftCardLedger.amount,
          purchaseId: giftCardLedger.purchaseId,
          restaurantId: giftCardLedger.restaurantId,
          soldAt: giftCards.soldAtRestaurantId,
          createdAt: giftCardLedger.createdAt,
        })
        .from(giftCardLedger)
        .innerJoin(giftCards, eq(giftCards.id, giftCardLedger.giftCardId))
        .where(eq(giftCardLedger.tenantId, DEMO_TENANT));
      const where = (row: (typeof rows)[number]) => (['adjust', 'void', 'expire'].includes(row.kind) ? row.soldAt : row.restaurantId);
      const counts = (id: number | null) => outletIds === 'all' || (id !== null && outletIds.includes(id));
      const inPeriod = rows.filter((row) => row.createdAt >= start && row.createdAt < end && counts(where(row)));
      const flow = (keep: (row: (typeof rows)[number]) => boolean) => {
        const kept = inPeriod.filter(keep);
        return { count: kept.length, value: Math.abs(kept.reduce((sum, row) => sum + row.amount, 0)) };
      };
      const adjusts = inPeriod.filter((row) => row.kind === 'adjust');
      const outlets = await get()
        .db.select({ id: restaurants.id, name: restaurants.name })
        .from(restaurants)
        .where(eq(restaurants.tenantId, DEMO_TENANT))
        .orderBy(asc(restaurants.name));
      const listed = [...outlets.filter((outlet) => counts(outlet.id)), ...(outletIds === 'all' ? [{ id: null, name: 'Online and console' }] : [])];
      return {
        from,
        to,
        timezone: 'Australia/Sydney',
        currency: 'AUD',
        sold: flow((row) => row.kind === 'issue' && row.purchaseId !== null),
        issued_by_hand: flow((row) => row.kind === 'issue' && row.purchaseId === null),
        redeemed: flow((row) => row.kind === 'redeem'),
        refunded: flow((row) => row.kind === 'refund'),
        adjusted: { count: adjusts.length, value: adjusts.reduce((sum, row) => sum + row.amount, 0) },
        voided: flow((row) => row.kind === 'void'),
        expired: flow((row) => row.kind === 'expire'),
        outstanding_at_end: rows.filter((row) => row.createdAt < end && (outletIds === 'all' || counts(row.soldAt))).reduce((sum, row) => sum + row.amount, 0),
        by_outlet: listed.map((outlet) => ({
          outlet_id: outlet.id,
          outlet_name: outlet.name,
          sold: flow((row) => row.kind === 'issue' && row.purchaseId !== null && where(row) === outlet.id),
          redeemed: flow((row) => row.kind === 'redeem' && where(row) === outlet.id),
        })),
      };
    }
    async function reportOf(who: Caller, query: string): Promise<GiftCardReport> {
      const response = await call(who, 'GET', `/reports/gift-cards?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return giftCardReportResponseSchema.parse(response.json()).data;
    }

    it('reports the liability of a period as the ledger has it: flows in the tenant’s days, by outlet, and what the cards held at its end', async () => {
      const at = (date: string, time: string) => clockAt(date, time);
      const consoleCall = async (when: Date, path: string, body: object) => {
        clock = when;
        return cardOf(await call(owner, 'POST', path, body), path === '/gift-cards' ? 201 : 200);
      };
      clock = clockAt(ORDER_DAY, '12:00');
      const orders = [(await kit.placed()).order, (await kit.placed()).order, (await kit.placed()).order];

      // Before the period: a card sold at Surry Hills, one at Newtown.
      const early = await sold(10_000, at('2026-10-05', '10:00'), surryHills);
      const expiring = await sold(2500, at('2026-10-06', '10:00'), newtown);
      // In it (10–20 October, Sydney): sold online, issued by hand at Newtown, spent, refunded, adjusted, voided, expired.
      const online = await sold(5000, at('2026-10-12', '09:00'), null);
      const byHand = await consoleCall(at('2026-10-12', '10:00'), '/gift-cards', { amount: 3000, restaurant_id: newtown, reason: 'Goodwill gesture' });
      await spent(early.id, 'redeem', 4000, at('2026-10-14', '18:00'), newtown);
      await spent(online.id, 'redeem', 2000, at('2026-10-14', '19:00'), surryHills, orders[0]!.id);
      await spent(online.id, 'refund', 2000, at('2026-10-15', '09:00'), surryHills, orders[0]!.id);
      await consoleCall(at('2026-10-16', '11:00'), `/gift-cards/${early.id}/adjust`, { delta: -1000, reason: 'Double charge' });
      await consoleCall(at('2026-10-16', '11:05'), `/gift-cards/${byHand.id}/adjust`, { delta: 500, reason: 'Goodwill top-up' });
      await consoleCall(at('2026-10-18', '12:00'), `/gift-cards/${byHand.id}/void`, { reason: 'Issued in error' });
      expect(
        await createGiftCardLedger(get().db).end(expiring.id, 'expire', { by: { actor: 'system' } }, { from: ['active'], at: at('2026-10-19', '03:00') }),
      ).not.toBeNull();
      // The last evening of the period (23:30 in Sydney, 12:30 UTC), and just after it (00:30 on the 21st): the tenant's days decide.
      await spent(online.id, 'redeem', 500, at('2026-10-20', '23:30'), surryHills, orders[1]!.id);
      await spent(early.id, 'redeem', 1000, at('2026-10-21', '00:30'), surryHills, orders[2]!.id);
      // Well after: more spending and an adjustment, which the period's closing balance must not see.
      await consoleCall(at('2026-11-02', '10:00'), `/gift-cards/${early.id}/adjust`, { delta: 2500, reason: 'Complaint settled' });

      // 10 October 00:00 in Sydney (daylight time, +11) is 13:00 UTC the day before; the end is the 21st's start.
      const start = new Date('2026-10-09T13:00:00Z');
      const end = new Date('2026-10-20T13:00:00Z');
      const period = 'from=2026-10-10&to=2026-10-20';
      const whole = await reportOf(owner, period);
      expect(whole).toEqual(await ledgerReport('2026-10-10', '2026-10-20', start, end, 'all'));
      // The figures this scenario makes (the suite's other cards are dated outside the period).
      expect(whole).toMatchObject({
        sold: { count: 1, value: 5000 },
        issued_by_hand: { count: 1, value: 3000 },
        redeemed: { count: 3, value: 6500 },
        refunded: { count: 1, value: 2000 },
        adjusted: { count: 2, value: -500 },
        voided: { count: 1, value: 3500 },
        expired: { count: 1, value: 2500 },
      });
      expect(whole.by_outlet.find((outlet) => outlet.outlet_id === null)).toEqual({
        outlet_id: null,
        outlet_name: 'Online and console',
        sold: { count: 1, value: 5000 },
        redeemed: { count: 0, value: 0 },
      });
      expect(whole.by_outlet.find((outlet) => outlet.outlet_id === newtown)!.redeemed).toEqual({ count: 1, value: 4000 });
      expect(whole.by_outlet.find((outlet) => outlet.outlet_id === surryHills)!.redeemed).toEqual({ count: 2, value: 2500 });
      // At the period's end the early card held $50 (100 − 40 − 10), not what it holds now (after the later spend and top-up).
      const balancesNow = await get().db.select({ balance: giftCards.balance }).from(giftCards).where(eq(giftCards.tenantId, DEMO_TENANT));
      expect(whole.outstanding_at_end).not.toBe(balancesNow.reduce((sum, card) => sum + card.balance, 0));
      const [earlyNow] = await get().db.select({ balance: giftCards.balance }).from(giftCards).where(eq(giftCards.id, early.id));
      expect(earlyNow!.balance).toBe(6500);

      // One outlet, and a manager's own outlets: the same rules over fewer rows.
      expect(await reportOf(owner, `${period}&outlet_id=${newtown}`)).toEqual(await ledgerReport('2026-10-10', '2026-10-20', start, end, [newtown]));
      const surryHillsReport = await ledgerReport('2026-10-10', '2026-10-20', start, end, [surryHills]);
      expect(await reportOf(manager, period)).toEqual(surryHillsReport);
      expect(await reportOf(manager, `${period}&outlet_id=${surryHills}`)).toEqual(surryHillsReport);
      expect(kit.errorOf(await call(manager, 'GET', `/reports/gift-cards?${period}&outlet_id=${newtown}`), 403).code).toBe('forbidden');
      expect(kit.errorOf(await call(owner, 'GET', `/reports/gift-cards?${period}&outlet_id=${await kit.otherTenantOutlet()}`), 404).code).toBe('not_found');
      expect(kit.errorOf(await call(owner, 'GET', '/reports/gift-cards?from=2026-10-21&to=2026-10-20'), 400).message).toContain('must not be after');
      expect(kit.errorOf(await call(owner, 'GET', '/reports/gift-cards?from=2026-10-21'), 400).code).toBe('bad_request');

      // The CSV holds the JSON's figures, in dollars.
      const csv = await call(owner, 'GET', `/reports/gift-cards.csv?${period}`);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe('attachment; filename="gift-cards-2026-10-10-to-2026-10-20.csv"');
      const [header, ...records] = parseCsv(csv.body).map((record) => record.fields);
      expect(header).toEqual([...GIFT_CARD_REPORT_COLUMNS]);
      const cents = (dollars: string) => Math.round(Number(dollars) * 100);
      const figure = (name: string) => records.find((record) => record[0] === name)!;
      for (const name of ['sold', 'issued_by_hand', 'redeemed', 'refunded', 'adjusted', 'voided', 'expired'] as const)
        expect([Number(figure(name)[3]), cents(figure(name)[4]!)]).toEqual([whole[name].count, whole[name].value]);
      expect(figure('adjusted')[4]).toBe('-5.00');
      expect(cents(figure('outstanding_at_end')[4]!)).toBe(whole.outstanding_at_end);
      const perOutlet = (name: string) =>
        records
          .filter((record) => record[0] === name)
          .map(([, id, outlet, number, value]) => ({
            outlet_id: id === '' ? null : Number(id),
            outlet_name: outlet,
            count: Number(number),
            value: cents(value!),
          }));
      const fromJson = (flow: 'sold' | 'redeemed') =>
        whole.by_outlet.map((outlet) => ({ outlet_id: outlet.outlet_id, outlet_name: outlet.outlet_name, ...outlet[flow] }));
      expect(perOutlet('outlet_sold')).toEqual(fromJson('sold'));
      expect(perOutlet('outlet_redeemed')).toEqual(fromJson('redeemed'));
      expect(records).toHaveLength(8 + 2 * whole.by_outlet.length);
    });
  },
  { GIFT_CARD_SECRET: SECRET },
  { smtp: true, now: () => clock },
);
