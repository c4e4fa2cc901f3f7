import { errorCodes } from '@crust/contract/errors';
import {
  GIFT_CARD_SEND_AHEAD_DAYS,
  GIFT_CARD_SEND_HOUR,
  type GiftCardPurchase,
  type GiftCardPurchaseRequest,
  type GiftCardPurchaseResponse,
} from '@crust/contract/gift-cards';
import { normaliseGiftCardCode } from '@crust/contract/gift-card-codes';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { badRequest, forbidden, HttpError, notFound, tooManyRequests } from '../../lib/http-error.ts';
import { requestFingerprint } from '../../lib/tokens.ts';
import { ownerOf, type AuthSession, type Owner, type UserSession } from '../../plugins/authenticate.ts';
import type { StaffSession } from '../../plugins/staff-authenticate.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { addDays, instantAt, wallTimeOf } from '../checkout/zoned-time.ts';
import { paymentView } from '../orders/order-view.ts';
import { refundPurchasePayment } from '../payments/payment-endings.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { startPayment } from '../payments/payments.service.ts';
import { newGiftCardCode, type GiftCardCodes } from './gift-card-codes.ts';
import { createGiftCardLedger } from './gift-card-ledger.repo.ts';
import { createGiftCardPurchasesRepo, type StoredPurchase } from './gift-card-purchases.repo.ts';
import { queueDeliveryMail } from './issue-gift-card.ts';

const DAY_MS = 86_400_000;
/** A buyer may have the recipient's mail sent again this many times a day per purchase (each with a new code). */
export const RESENDS_PER_DAY = 3;

const newPurchaseId = () => `gcp_${randomBytes(16).toString('base64url')}`;
const conflict = (message: string) => new HttpError(409, errorCodes.conflict, message);
const keyReused = () =>
  new HttpError(422, errorCodes.idempotencyKeyReused, 'This Idempotency-Key was used with another request: send a new key for a new purchase.');

/** A request whose key another request holds: nothing was written, and it replays that request's answer. */
class KeyTaken extends Error {}

export interface PurchaseAnswer {
  status: number;
  body: GiftCardPurchaseResponse;
}

/** A purchase as its buyer reads it: never the card's code, only its last four once issued. */
export function purchaseView({ purchase, payment, card }: StoredPurchase): GiftCardPurchase {
  return {
    id: purchase.id,
    amount: purchase.amount,
    currency: purchase.currency,
    status: purchase.status,
    send_on: purchase.sendOn,
    deliver_at: purchase.deliverAt.toISOString(),
    recipient_name: purchase.recipientName,
    recipient_email: purchase.recipientEmail,
    message: purchase.message,
    purchaser_name: purchase.purchaserName,
    purchaser_email: purchase.purchaserEmail,
    card: card && { status: card.status, code_last4: card.codeLast4 },
    payment: paymentView(payment),
    created_at: purchase.createdAt.toISOString(),
  };
}

const ownsPurchase = (owner: Owner, { purchase }: StoredPurchase) =>
  owner.userId !== null ? purchase.userId === owner.userId : purchase.guestId === owner.guestId;

export interface GiftCardPurchasesDeps {
  db: Database;
  provider: PaymentProvider;
  codes: GiftCardCodes;
  now: () => Date;
}

/**
 * Issue 21: buying a gift card online (paid by card through the one payment machine; the card is
 * issued when the payment settles: gift-card-purchase-payee.ts), the buyer's list and resends, and
 * the restaurant's refund of a purchase.
 */
export function createGiftCardPurchases({ db, provider, codes, now }: GiftCardPurchasesDeps) {
  const repo = createGiftCardPurchasesRepo(db);

  async function tenantOf(tenantId: number) {
    const tenant = await repo.tenant(tenantId);
    if (!tenant) throw notFound('There is no such restaurant.');
    return tenant;
  }

  /** 09:00 on the send day in the tenant's zone, which must be today up to 90 days ahead there. */
  function deliveryOf(sendOn: string, timezone: string, at: Date): Date {
    const today = wallTimeOf(at, timezone).date;
    const last = addDays(today, GIFT_CARD_SEND_AHEAD_DAYS);
    if (sendOn < today || sendOn > last) throw badRequest(`Choose a delivery date from ${today} to ${last}.`);
    return instantAt(sendOn, GIFT_CARD_SEND_HOUR * 60, timezone);
  }

  async function attempt(session: AuthSession, owner: Owner, key: string, requestHash: string, body: GiftCardPurchaseRequest, ip: string | null) {
    const tenant = await tenantOf(body.tenant_id);
    if (body.tenant_id !== session.tenantId) throw forbidden('This session belongs to another restaurant.');
    const at = now();
    const deliverAt = deliveryOf(body.send_on, tenant.timezone, at);
    return db.transaction(async (tx) => {
      const txRepo = createGiftCardPurchasesRepo(tx);
      if (!(await txRepo.claimKey(owner, session.tenantId, key, requestHash, 201, {}))) throw new KeyTaken();
      const stored = await txRepo.create(
        {
          id: newPurchaseId(),
          tenantId: session.tenantId,
          ...owner,
          amount: body.amount,
          currency: tenant.currency,
          recipientName: body.recipient_name,
          recipientEmail: body.recipient_email,
          message: body.message,
          sendOn: body.send_on,
          deliverAt,
          purchaserName: body.purchaser_name,
          purchaserEmail: body.purchaser_email,
          placedFromIp: ip,
          createdAt: at,
          updatedAt: at,
        },
        { provider: provider.name },
      );
      const answer: PurchaseAnswer = { status: 201, body: { data: { purchase: purchaseView(stored) } } };
      await txRepo.storeAnswer(owner, key, answer.status, answer.body);
      return answer;
    });
  }

  async function replay(owner: Owner, key: string, requestHash: string): Promise<PurchaseAnswer | null> {
    const stored = await repo.storedAnswer(owner, key);
    if (!stored) return null;
    if (stored.requestHash !== requestHash) throw keyReused();
    return { status: stored.status, body: stored.body as GiftCardPurchaseResponse };
  }

  /**
   * The answer once the payment has been asked of the provider, after the purchase committed (as an
   * order's: decision 006); a retry whose first request did not finish asks again under the
   * purchase's own provider key. The finished answer is stored for every later replay.
   */
  async function withPaymentStarted(owner: Owner, key: string, answer: PurchaseAnswer): Promise<PurchaseAnswer> {
    const { purchase } = answer.body.data;
    if (purchase.payment.status !== 'requires_payment' || purchase.payment.client_secret !== null) return answer;
    const payment = paymentView(await startPayment(db, provider, { purchaseId: purchase.id }));
    const finished: PurchaseAnswer = { status: answer.status, body: { data: { purchase: { ...purchase, payment } } } };
    await repo.storeAnswer(owner, key, finished.status, finished.body);
    return finished;
  }

  async function owned(owner: Owner, purchaseId: string): Promise<StoredPurchase> {
    const stored = await repo.find(purchaseId);
    // Another's purchase is as if it did not exist.
    if (!stored || !ownsPurchase(owner, stored)) throw notFound('There is no such gift card purchase.');
    return stored;
  }

  return {
    /** POST /v2/gift-cards/purchases: once per Idempotency-Key, as an order's placement. `ip`: the client's address. */
    async place(session: AuthSession, key: string, body: GiftCardPurchaseRequest, ip: string | null): Promise<PurchaseAnswer> {
      const owner = ownerOf(session);
      const requestHash = requestFingerprint(body);
      let answer: PurchaseAnswer | null;
      try {
        answer = await attempt(session, owner, key, requestHash, body, ip);
      } catch (error) {
        // A request with this key that committed (before or meanwhile) answers for this one too.
        answer = await replay(owner, key, requestHash);
        if (!answer) throw error;
      }
      return withPaymentStarted(owner, key, answer);
    },

    /** The purchase, for its owner (a guest polling after paying, or an account). */
    async get(session: AuthSession, purchaseId: string): Promise<GiftCardPurchase> {
      return purchaseView(await owned(ownerOf(session), purchaseId));
    },

    /** A logged-in diner's purchases, newest first. */
    async list(session: UserSession): Promise<GiftCardPurchase[]> {
      return (await repo.listOfUser(session.tenantId, session.subject.userId)).map(purchaseView);
    },

    /**
     * Sends the recipient's mail again, to the same address. Only the code's hash is stored, so the
     * mail cannot repeat the old code: the card gets a new one (its hash and last four replaced in one
     * conditional update, which the old code stops working with) and the mail carries that. Only for
     * a card that has been delivered and is still active (a scheduled card's mail is still to come;
     * a void or expired one is worth nothing), at most RESENDS_PER_DAY times a day.
     */
    async resend(session: UserSession, purchaseId: string): Promise<GiftCardPurchase> {
      const stored = await owned(ownerOf(session), purchaseId);
      if (stored.purchase.status !== 'paid' || !stored.card) throw conflict('This gift card has not been paid for, so there is nothing to send.');
      const tenant = await tenantOf(stored.purchase.tenantId);
      const at = now();
      await db.transaction(async (tx) => {
        const txRepo = createGiftCardPurchasesRepo(tx);
        // The purchase's row held while counting and sending: two resends at once count one after the other.
        const purchase = await txRepo.lock(purchaseId);
        if (purchase?.status !== 'paid') throw conflict('This gift card purchase has been refunded.');
        const card = stored.card!;
        if (card.status === 'scheduled') throw conflict(`This gift card is sent on ${purchase.sendOn}: it cannot be sent again before then.`);
        const since = new Date(at.getTime() - DAY_MS);
        // The delivery mails to the recipient queued in the last day, less the first one when that was today.
        const queued = await txRepo.deliveryMailsSince(purchase.tenantId, purchase.recipientEmail, since);
        const resent = queued - (purchase.paidAt && purchase.paidAt >= since ? 1 : 0);
        if (resent >= RESENDS_PER_DAY) throw tooManyRequests(`This gift card was sent again ${RESENDS_PER_DAY} times today: try again tomorrow.`);
        const code = newGiftCardCode();
        const rotated = await txRepo.rotateCode(card.id, codes.stored(code), at);
        if (!rotated) throw conflict('This gift card has ended (void or expired): it cannot be sent again.');
        // Due at once: an active card's delivery has passed.
        await queueDeliveryMail(tx, rotated, code, purchase.purchaserName, tenant.timezone, at);
      });
      return purchaseView((await repo.find(purchaseId))!);
    },

    /**
     * The restaurant gives a purchase's money back (owners and managers): only while its card is
     * unspent, which is voided (a `void` ledger row) in the same transaction as the payment is
     * refunded in full through its provider (a scheduled card's queued mail taken back); 409
     * gift_card_spent when part of it was spent. Locks: the
     * purchase's row, then its card's (the ledger's), then its payment's. Audited.
     */
    async refund(staff: StaffSession, purchaseId: string, reason: string): Promise<GiftCardPurchase> {
      const at = now();
      await db.transaction(async (tx) => {
        const txRepo = createGiftCardPurchasesRepo(tx);
        const purchase = await txRepo.lock(purchaseId);
        if (!purchase || purchase.tenantId !== staff.tenantId) throw notFound('There is no such gift card purchase.');
        if (purchase.status !== 'paid')
          throw conflict(purchase.status === 'refunded' ? 'This purchase has been refunded already.' : 'This purchase has not been paid.');
        const card = await txRepo.lockCardOf(purchaseId);
        if (!card || (card.status !== 'scheduled' && card.status !== 'active')) throw conflict('This purchase’s gift card has ended (void or expired).');
        if (card.balance !== card.initialAmount)
          throw new HttpError(409, errorCodes.giftCardSpent, 'Part of this gift card has been spent, so the purchase cannot be refunded.');
        const by = { actor: 'staff' as const, staffId: staff.staffId };
        const voided = await createGiftCardLedger(tx).end(card.id, 'void', { by, purchaseId, reason }, { from: ['scheduled', 'active'], at });
        // A card voided before its day: its mail, queued for then with the code, is taken back (found by the code's hash).
        if (card.status === 'scheduled') {
          for (const mail of await txRepo.pendingDeliveryMails(purchase.tenantId, purchase.recipientEmail)) {
            const code = normaliseGiftCardCode(String(mail.data.code ?? ''));
            if (code && codes.stored(code).codeHash === card.codeHash) await txRepo.withdrawMail(mail.id);
          }
        }
        const refunded = await refundPurchasePayment(tx, provider, purchaseId);
        await txRepo.move(purchaseId, 'paid', 'refunded', at);
        await recordAudit(tx, {
          by: staff,
          action: 'gift_card_purchase.refund',
          target: `gift_card_purchase:${purchaseId}`,
          before: { status: purchase.status, card: { status: card.status, balance: card.balance } },
          after: { status: 'refunded', reason, refunded, card: { status: voided?.status, balance: voided?.balance } },
        });
      });
      return purchaseView((await repo.find(purchaseId))!);
    },
  };
}
export type GiftCardPurchases = ReturnType<typeof createGiftCardPurchases>;
