import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog } from '../../db/schema/staff.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { createTestUser } from '../../test/test-users.ts';
import { SURRY_HILLS } from '../cart/cart-test-kit.ts';
import { staffKit } from '../staff/staff-test-kit.ts';
import { createGiftCardLedger } from './gift-card-ledger.repo.ts';
import { purchaseKit, TEST_GIFT_CARD_SECRET } from './gift-card-purchase-test-kit.ts';

// Issue 21: the restaurant refunds a gift-card purchase (owners and managers): the card, unspent, is
// voided and the payment refunded in full, audited; a card partly spent refuses it (409) and nothing changes.

const clock = new Date();

describeEachDatabase(
  'refunding a gift-card purchase in the console',
  (get) => {
    const kit = purchaseKit(get, () => clock);
    const staff = staffKit(get);
    const refund = (who: { headers: Record<string, string> } | null, purchaseId: string, reason = 'The buyer asked for their money back') =>
      kit.inject({ method: 'POST', url: `/api/console/gift-card-purchases/${purchaseId}/refund`, headers: who?.headers ?? {}, payload: { reason } });
    const auditOf = (purchaseId: string) =>
      get()
        .db.select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'gift_card_purchase.refund'), eq(auditLog.target, `gift_card_purchase:${purchaseId}`)));

    it('a manager refunds an unspent card’s purchase: the card is voided (a void row), the payment refunded in full, the refund audited before and after', async () => {
      const user = await createTestUser(get().db);
      const { purchase } = await kit.paidPurchase(user);
      const manager = await staff.signedIn('manager', [SURRY_HILLS]);
      const refunded = kit.purchaseOf(await refund(manager, purchase.id), 200);
      expect(refunded).toMatchObject({ status: 'refunded', card: { status: 'void' }, payment: { status: 'refunded' } });

      const { card, ledger } = await kit.cardOf(purchase.id);
      expect(card).toMatchObject({ status: 'void', balance: 0 });
      expect(ledger.map((row) => [row.kind, row.amount, row.actor, row.staffId, row.reason])).toEqual([
        ['issue', 5000, 'diner', null, null],
        ['void', -5000, 'staff', manager.staffId, 'The buyer asked for their money back'],
      ]);
      expect(await kit.paymentOf(purchase.id)).toMatchObject({ status: 'refunded', refundedAmount: 5000 });
      const [entry, ...others] = await auditOf(purchase.id);
      expect(others).toEqual([]);
      expect(entry).toMatchObject({
        staffId: manager.staffId,
        before: { status: 'paid', card: { status: 'active', balance: 5000 } },
        after: { status: 'refunded', refunded: 5000, card: { status: 'void', balance: 0 } },
      });

      // Once refunded: neither refunded again, nor sent again, nor paid again.
      expect(kit.errorOf(await refund(manager, purchase.id), 409).code).toBe('conflict');
      const resend = await kit.inject({ method: 'POST', url: `/api/v2/gift-cards/purchases/${purchase.id}/resend`, headers: user.headers });
      expect(kit.errorOf(resend, 409).code).toBe('conflict');
      expect(kit.errorOf(await kit.confirm(purchase.payment.client_secret!), 409).code).toBe('payment_not_payable');
      expect(await kit.ledgerOf(card.id)).toHaveLength(2);
    });

    it('a card refunded before its send day is never mailed: its queued mail is taken back', async () => {
      const guest = await kit.guest();
      const { purchase, payload } = await kit.paidPurchase(guest, { send_on: kit.dayFromToday(3) });
      const other = await kit.paidPurchase(guest, { send_on: kit.dayFromToday(3), recipient_email: payload.recipient_email });
      expect(await kit.mailsTo(payload.recipient_email, 'gift_card_delivery')).toHaveLength(2);
      const owner = await staff.signedIn('owner');
      expect(kit.purchaseOf(await refund(owner, purchase.id), 200).card).toMatchObject({ status: 'void' });
      // The other card for the same person on the same day keeps its mail.
      const left = await kit.mailsTo(payload.recipient_email, 'gift_card_delivery');
      expect(left).toHaveLength(1);
      expect(String(left[0]!.data.code).slice(-4)).toBe((await kit.cardOf(other.purchase.id)).card.codeLast4);
    });

    it('a card partly spent: 409 gift_card_spent, and nothing changes', async () => {
      const guest = await kit.guest();
      const { purchase } = await kit.paidPurchase(guest);
      const { card } = await kit.cardOf(purchase.id);
      await createGiftCardLedger(get().db).move(card.id, 'redeem', -100, { by: { actor: 'diner', userId: null } }, { onlyIfActive: true, at: clock });
      const owner = await staff.signedIn('owner');
      expect(kit.errorOf(await refund(owner, purchase.id), 409).code).toBe('gift_card_spent');
      expect((await kit.cardOf(purchase.id)).card).toMatchObject({ status: 'active', balance: 4900 });
      expect(await kit.paymentOf(purchase.id)).toMatchObject({ status: 'succeeded', refundedAmount: 0 });
      expect((await kit.purchaseRows(purchase.id))[0]!.status).toBe('paid');
      expect(await auditOf(purchase.id)).toEqual([]);
    });

    it('refused, changing nothing: crew (403), a diner’s token or none (401), another tenant’s manager (404), an unpaid purchase (409), no reason (400)', async () => {
      const guest = await kit.guest();
      const { purchase } = await kit.paidPurchase(guest);
      const unpaid = kit.purchaseOf(await kit.buy(guest, kit.body()));
      const crew = await staff.signedIn('crew', [SURRY_HILLS]);
      await staff.otherTenantOutlet();
      const stranger = await staff.signedIn('manager', [], 7100);
      const manager = await staff.signedIn('manager', [SURRY_HILLS]);
      expect(kit.errorOf(await refund(crew, purchase.id), 403).code).toBe('forbidden');
      expect((await refund(guest, purchase.id)).statusCode).toBe(401);
      expect((await refund(null, purchase.id)).statusCode).toBe(401);
      expect(kit.errorOf(await refund(stranger, purchase.id), 404).code).toBe('not_found');
      expect(kit.errorOf(await refund(manager, 'gcp_no_such_purchase'), 404).code).toBe('not_found');
      expect(kit.errorOf(await refund(manager, unpaid.id), 409).code).toBe('conflict');
      expect((await refund(manager, purchase.id, '')).statusCode).toBe(400);
      expect((await kit.cardOf(purchase.id)).card).toMatchObject({ status: 'active', balance: 5000 });
      expect(await kit.paymentOf(purchase.id)).toMatchObject({ status: 'succeeded' });
      expect(await auditOf(purchase.id)).toEqual([]);
    });
  },
  { GIFT_CARD_SECRET: TEST_GIFT_CARD_SECRET },
  { now: () => clock },
);
