import { normaliseGiftCardCode } from '@crust/contract/gift-card-codes';
import { giftCardPurchaseListResponseSchema } from '@crust/contract/gift-cards';
import { TEST_CARDS } from '@crust/contract/payments';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { giftCardPurchases, giftCards } from '../../db/schema/gift-cards.ts';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { createTestUser } from '../../test/test-users.ts';
import { instantAt } from '../checkout/zoned-time.ts';
import { createGiftCardLedger } from './gift-card-ledger.repo.ts';
import { purchaseKit, TENANT_ZONE, TEST_GIFT_CARD_SECRET, testCodes } from './gift-card-purchase-test-kit.ts';

// Issue 21 "Buying one": a purchase is placed once per Idempotency-Key, paid by card through the one
// payment path, and its card issued in the payment's transaction, once; the recipient is mailed the
// code at 09:00 on the send day in the tenant's zone, exactly once; only the code's hash and last four
// are stored. The app's clock starts at the real time (the mail queue reads the database's own clock).

let clock = new Date();
const MINUTE_MS = 60_000;

describeEachDatabase(
  'buying a gift card',
  (get) => {
    const kit = purchaseKit(get, () => clock);
    beforeEach(() => {
      clock = new Date();
    });

    it('a guest buys a $50 card: 201 with its payment to make, once per Idempotency-Key (a replay answers the same; another body is 422; no key is 400)', async () => {
      const guest = await kit.guest();
      const payload = kit.body();
      const key = randomUUID();
      const purchase = kit.purchaseOf(await kit.buy(guest, payload, key));
      expect(purchase).toMatchObject({
        id: expect.stringMatching(/^gcp_/),
        amount: 5000,
        currency: 'AUD',
        status: 'pending_payment',
        send_on: payload.send_on,
        recipient_email: payload.recipient_email,
        card: null,
        payment: { provider: 'test', status: 'requires_payment', client_secret: expect.stringMatching(/^tp_/), last_error: null, card: null },
      });
      expect(kit.purchaseOf(await kit.buy(guest, payload, key))).toEqual(purchase);
      expect(kit.errorOf(await kit.buy(guest, { ...payload, amount: 10000 }, key), 422).code).toBe('idempotency_key_reused');
      expect(kit.errorOf(await kit.buy(guest, payload, null), 400).message).toMatch(/Idempotency-Key/);
      const rows = await get().db.select().from(giftCardPurchases).where(eq(giftCardPurchases.guestId, guest.rowId));
      expect(rows.map((row) => row.id)).toEqual([purchase.id]);
      expect(await kit.paymentOf(purchase.id)).toMatchObject({ amount: 5000, currency: 'AUD', provider: 'test', orderId: null });
    });

    it('three requests with one key at once buy one card: each answers that purchase, with the one client secret', async () => {
      const guest = await kit.guest();
      const payload = kit.body();
      const key = randomUUID();
      const answers = (await Promise.all([1, 2, 3].map(() => kit.buy(guest, payload, key)))).map((answer) => kit.purchaseOf(answer));
      expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
      const payment = await kit.paymentOf(answers[0]!.id);
      expect(answers.map((answer) => answer.payment.client_secret)).toEqual([payment.clientSecret, payment.clientSecret, payment.clientSecret]);
      expect(await get().db.select().from(giftCardPurchases).where(eq(giftCardPurchases.guestId, guest.rowId))).toHaveLength(1);
    });

    it('refuses, changing nothing: a send date before today or past 90 days ahead in the tenant’s zone, a bad amount or address, an unknown tenant, no session', async () => {
      const guest = await kit.guest();
      const refusals: [object, number][] = [
        [{ send_on: kit.dayFromToday(-1) }, 400],
        [{ send_on: kit.dayFromToday(91) }, 400],
        [{ amount: 900 }, 400],
        [{ amount: 50100 }, 400],
        [{ amount: 2550 }, 400],
        [{ recipient_email: 'not an email' }, 400],
        [{ message: 'x'.repeat(301) }, 400],
        [{ tenant_id: 987_654 }, 404],
      ];
      for (const [overrides, status] of refusals) expect((await kit.buy(guest, kit.body(overrides))).statusCode, JSON.stringify(overrides)).toBe(status);
      expect((await kit.buy(null, kit.body())).statusCode).toBe(401);
      const rows = await get().db.select().from(giftCardPurchases).where(eq(giftCardPurchases.guestId, guest.rowId));
      expect(rows).toEqual([]);
      // The last day offered is taken.
      expect(kit.purchaseOf(await kit.buy(guest, kit.body({ send_on: kit.dayFromToday(90) }))).status).toBe('pending_payment');
    });

    it('paid with 4242…: the card is issued once (a repeated confirmation issues nothing more), the buyer gets a receipt and the recipient the code, of which only the hash and last four are stored', async () => {
      const guest = await kit.guest();
      const { purchase, payload } = await kit.paidPurchase(guest);
      expect((await kit.confirm(purchase.payment.client_secret!)).json()).toEqual({ status: 'succeeded' });

      const { card, ledger } = await kit.cardOf(purchase.id);
      expect(card).toMatchObject({ status: 'active', balance: 5000, initialAmount: 5000, currency: 'AUD', soldAtRestaurantId: null });
      expect(ledger).toMatchObject([{ kind: 'issue', amount: 5000, balanceAfter: 5000, purchaseId: purchase.id, actor: 'diner' }]);
      // 36 months from issue (the tenant's default; Australian law's minimum).
      expect(card.expiresAt.getUTCFullYear() - clock.getUTCFullYear()).toBe(3);
      expect(kit.purchaseOf(await kit.read(guest, purchase.id), 200)).toMatchObject({
        status: 'paid',
        card: { status: 'active', code_last4: card.codeLast4 },
        payment: { status: 'succeeded', client_secret: null, card: { brand: 'visa', last4: '4242' } },
      });

      const receipt = await get().smtp.nextMail(payload.purchaser_email);
      expect(receipt.subject).toContain('gift card for Ada Lovelace');
      expect(receipt.text).toContain(`ending ${card.codeLast4}`);
      const delivery = await get().smtp.nextMail(payload.recipient_email);
      expect(delivery.subject).toBe('Grace Hopper sent you a $50.00 Crust Pizza gift card');
      const code = normaliseGiftCardCode(kit.codeIn(delivery.text)!)!;
      expect(code.slice(-4)).toBe(card.codeLast4);
      expect(receipt.text).not.toContain(kit.codeIn(delivery.text)!);

      // The table keeps the keyed hash and the last four: the code itself is in no column, in no form.
      expect(card.codeHash).toBe(testCodes.stored(code).codeHash);
      const [raw] = await get().db.select().from(giftCards).where(eq(giftCards.id, card.id));
      const stored = JSON.stringify(raw);
      for (const form of [code, kit.codeIn(delivery.text)!, code.toLowerCase(), code.slice(0, 12)]) expect(stored).not.toContain(form);
      // The sent mail's data was emptied: the code lingers nowhere.
      await expect.poll(async () => (await kit.mailsTo(payload.recipient_email, 'gift_card_delivery'))[0]?.data).toEqual({});

      await get().app.mailSender.drain();
      expect(get().smtp.messages.filter((mail) => mail.to.includes(payload.recipient_email))).toHaveLength(1);
    });

    it('a declined card leaves no card and the purchase waiting; the same purchase is then paid', async () => {
      const guest = await kit.guest();
      const purchase = kit.purchaseOf(await kit.buy(guest, kit.body()));
      expect(kit.errorOf(await kit.confirm(purchase.payment.client_secret!, TEST_CARDS.declined), 402).code).toBe('card_declined');
      expect(await kit.cardsOf(purchase.id)).toEqual([]);
      expect(kit.purchaseOf(await kit.read(guest, purchase.id), 200)).toMatchObject({
        status: 'pending_payment',
        card: null,
        payment: { status: 'requires_payment', last_error: 'Your card was declined.' },
      });
      expect((await kit.confirm(purchase.payment.client_secret!)).statusCode).toBe(200);
      expect((await kit.cardOf(purchase.id)).card.status).toBe('active');
      expect(kit.purchaseOf(await kit.read(guest, purchase.id), 200)).toMatchObject({ status: 'paid', payment: { status: 'succeeded', last_error: null } });
    });

    it('money arriving for a purchase no longer waiting for it is given back in full, and no card is issued', async () => {
      const guest = await kit.guest();
      const purchase = kit.purchaseOf(await kit.buy(guest, kit.body()));
      // Ended meanwhile (as the restaurant's refund ends a purchase), while its card form was still open.
      await get().db.update(giftCardPurchases).set({ status: 'refunded' }).where(eq(giftCardPurchases.id, purchase.id));
      expect((await kit.confirm(purchase.payment.client_secret!)).statusCode).toBe(200);
      expect(await kit.cardsOf(purchase.id)).toEqual([]);
      expect(await kit.paymentOf(purchase.id)).toMatchObject({ status: 'refunded', refundedAmount: 5000 });
      expect((await kit.purchaseRows(purchase.id))[0]!.status).toBe('refunded');
    });

    it('bought today for tomorrow: scheduled, no recipient mail before 09:00 tomorrow in the tenant’s zone, exactly one at 09:00, and the card active from then', async () => {
      const guest = await kit.guest();
      const { purchase, payload } = await kit.paidPurchase(guest, { send_on: kit.dayFromToday(1) });
      const nine = instantAt(kit.dayFromToday(1), 9 * 60, TENANT_ZONE);
      const { card } = await kit.cardOf(purchase.id);
      expect(card).toMatchObject({ status: 'scheduled', deliverAt: nine });
      expect(kit.purchaseOf(await kit.read(guest, purchase.id), 200).deliver_at).toBe(nine.toISOString());
      // The buyer's receipt goes at once, and says when the card is mailed.
      expect((await get().smtp.nextMail(payload.purchaser_email)).text).toMatch(/on \w+day \d+ \w+ at 9:00/);

      const recipientMails = () => get().smtp.messages.filter((mail) => mail.to.includes(payload.recipient_email));
      const passTo = async (at: Date) => {
        await kit.mailTimePasses(at.getTime() - clock.getTime(), [payload.recipient_email]);
        clock = at;
        await get().app.jobs.run('activate-gift-cards');
        await get().app.mailSender.drain();
      };
      await passTo(new Date(nine.getTime() - MINUTE_MS));
      expect(recipientMails()).toHaveLength(0);
      expect((await kit.cardOf(purchase.id)).card.status).toBe('scheduled');

      await passTo(nine);
      expect((await get().smtp.nextMail(payload.recipient_email)).subject).toContain('sent you a $50.00');
      expect((await kit.cardOf(purchase.id)).card.status).toBe('active');
      await passTo(new Date(nine.getTime() + 10 * MINUTE_MS));
      expect(recipientMails()).toHaveLength(1);
    });

    it('the recipient’s mail is sent exactly once after a sender crashed between claiming it and sending it', async () => {
      const guest = await kit.guest();
      const { purchase, payload } = await kit.paidPurchase(guest, { send_on: kit.dayFromToday(1) });
      const nine = instantAt(kit.dayFromToday(1), 9 * 60, TENANT_ZONE);
      // 09:00 comes, and another sender claims the due mail at once and dies before sending it: its lease
      // (120 s) holds the row. One statement, as claimDue's, so this app's own sender cannot take it first.
      const [row] = await kit.mailsTo(payload.recipient_email, 'gift_card_delivery');
      const shift = sql`make_interval(secs => ${(nine.getTime() - clock.getTime()) / 1000})`;
      clock = nine;
      const claimed = await get()
        .db.update(mailOutbox)
        .set({
          nextAttemptAt: sql`${mailOutbox.nextAttemptAt} - ${shift}`,
          lockedUntil: sql`now() + make_interval(secs => 120)`,
          attempts: sql`${mailOutbox.attempts} + 1`,
        })
        .where(and(eq(mailOutbox.id, row!.id), eq(mailOutbox.status, 'pending'), isNull(mailOutbox.lockedUntil)))
        .returning({ id: mailOutbox.id, due: sql<boolean>`${mailOutbox.nextAttemptAt} <= now()` });
      expect(claimed).toEqual([{ id: row!.id, due: true }]);

      await get().app.mailSender.drain();
      const recipientMails = () => get().smtp.messages.filter((mail) => mail.to.includes(payload.recipient_email));
      expect(recipientMails()).toHaveLength(0);

      // The lease runs out: this sender takes the mail over and sends it, once.
      await kit.mailTimePasses(121_000, [payload.recipient_email]);
      await get().app.mailSender.drain();
      expect((await get().smtp.nextMail(payload.recipient_email)).subject).toContain('gift card');
      await get().app.mailSender.drain();
      expect(recipientMails()).toHaveLength(1);
      expect((await kit.mailsTo(payload.recipient_email, 'gift_card_delivery'))[0]).toMatchObject({ status: 'sent', attempts: 2, data: {} });
      expect((await kit.cardOf(purchase.id)).card.deliverAt).toEqual(nine);
    });

    it('logged in: the cards you bought, newest first; one purchase read by its owner only; a guest’s token may not list (403 login_required)', async () => {
      const user = await createTestUser(get().db);
      const other = await createTestUser(get().db);
      const first = kit.purchaseOf(await kit.buy(user, kit.body()));
      clock = new Date(clock.getTime() + MINUTE_MS);
      const second = (await kit.paidPurchase(user, { amount: 2500 })).purchase;
      const listed = await kit.inject({ method: 'GET', url: '/api/v2/gift-cards/purchases', headers: user.headers });
      expect(listed.statusCode, listed.body).toBe(200);
      const { purchases } = giftCardPurchaseListResponseSchema.parse(listed.json()).data;
      expect(purchases.map((purchase) => [purchase.id, purchase.status])).toEqual([
        [second.id, 'paid'],
        [first.id, 'pending_payment'],
      ]);
      const otherList = await kit.inject({ method: 'GET', url: '/api/v2/gift-cards/purchases', headers: other.headers });
      expect(giftCardPurchaseListResponseSchema.parse(otherList.json()).data.purchases).toEqual([]);
      expect(kit.errorOf(await kit.read(other, first.id), 404).code).toBe('not_found');
      expect(kit.purchaseOf(await kit.read(user, first.id), 200).id).toBe(first.id);

      const guest = await kit.guest();
      expect(kit.errorOf(await kit.inject({ method: 'GET', url: '/api/v2/gift-cards/purchases', headers: guest.headers }), 403).code).toBe('login_required');
      expect(kit.errorOf(await kit.read(guest, first.id), 404).code).toBe('not_found');
      expect((await kit.inject({ method: 'GET', url: '/api/v2/gift-cards/purchases' })).statusCode).toBe(401);
    });

    it('a resend mails the recipient a new code for the same card (the old one stops working), three times a day at most; refused for an unpaid purchase and for others', async () => {
      const user = await createTestUser(get().db);
      const { purchase, payload } = await kit.paidPurchase(user);
      const resend = (who: { headers: Record<string, string> }, id = purchase.id) =>
        kit.inject({ method: 'POST', url: `/api/v2/gift-cards/purchases/${id}/resend`, headers: who.headers });
      const codeOfNextMail = async () => normaliseGiftCardCode(kit.codeIn((await get().smtp.nextMail(payload.recipient_email)).text)!)!;
      const first = await codeOfNextMail();

      expect(kit.purchaseOf(await resend(user), 200).status).toBe('paid');
      const second = await codeOfNextMail();
      expect(second).not.toBe(first);
      const { card, ledger } = await kit.cardOf(purchase.id);
      expect(card).toMatchObject({ codeHash: testCodes.stored(second).codeHash, codeLast4: second.slice(-4), balance: 5000, status: 'active' });
      expect(ledger).toHaveLength(1);
      // The old code finds no card any more.
      expect(
        await get()
          .db.select()
          .from(giftCards)
          .where(eq(giftCards.codeHash, testCodes.stored(first).codeHash)),
      ).toEqual([]);
      expect(kit.purchaseOf(await kit.read(user, purchase.id), 200).card).toEqual({ status: 'active', code_last4: second.slice(-4) });

      expect((await resend(user)).statusCode).toBe(200);
      await codeOfNextMail();
      expect((await resend(user)).statusCode).toBe(200);
      const last = await codeOfNextMail();
      expect(kit.errorOf(await resend(user), 429).code).toBe('rate_limited');
      // Refused, it changed nothing: the last code mailed still works.
      expect((await kit.cardOf(purchase.id)).card.codeHash).toBe(testCodes.stored(last).codeHash);
      // A day later, it may be sent again.
      clock = new Date(clock.getTime() + 24 * 60 * MINUTE_MS + MINUTE_MS);
      expect((await resend(user)).statusCode).toBe(200);
      await codeOfNextMail();

      const other = await createTestUser(get().db);
      expect(kit.errorOf(await resend(other), 404).code).toBe('not_found');
      const guest = await kit.guest();
      expect(kit.errorOf(await resend(guest), 403).code).toBe('login_required');
      const unpaid = kit.purchaseOf(await kit.buy(user, kit.body()));
      expect(kit.errorOf(await resend(user, unpaid.id), 409).code).toBe('conflict');
      const scheduled = (await kit.paidPurchase(user, { send_on: kit.dayFromToday(2) })).purchase;
      expect(kit.errorOf(await resend(user, scheduled.id), 409).code).toBe('conflict');
    });

    it('the expiry job ends a card past its expiry with an expire row that takes what was left', async () => {
      const guest = await kit.guest();
      const { purchase } = await kit.paidPurchase(guest);
      const { card } = await kit.cardOf(purchase.id);
      await createGiftCardLedger(get().db).move(card.id, 'redeem', -1200, { by: { actor: 'diner', userId: null } }, { onlyIfActive: true, at: clock });
      await get()
        .db.update(giftCards)
        .set({ expiresAt: new Date(clock.getTime() - MINUTE_MS) })
        .where(eq(giftCards.id, card.id));
      await get().app.jobs.run('expire-gift-cards');
      const { card: expired, ledger } = await kit.cardOf(purchase.id);
      expect(expired).toMatchObject({ status: 'expired', balance: 0 });
      expect(ledger.map((row) => [row.kind, row.amount, row.actor])).toEqual([
        ['issue', 5000, 'diner'],
        ['redeem', -1200, 'diner'],
        ['expire', -3800, 'system'],
      ]);
      await get().app.jobs.run('expire-gift-cards');
      expect(await kit.ledgerOf(card.id)).toHaveLength(3);
    });
  },
  { GIFT_CARD_SECRET: TEST_GIFT_CARD_SECRET },
  { smtp: true, now: () => clock },
);
