import { formatGiftCardCode } from '@crust/contract/gift-card-codes';
import { formatCents } from '@crust/contract/prices';
import type { Database } from '../../db/client.ts';
import { queueMail } from '../mail/mail-queue.ts';
import { newGiftCardCode, type GiftCardCodes } from './gift-card-codes.ts';
import { createGiftCardLedger, type GiftCardRow, type LedgerActor } from './gift-card-ledger.repo.ts';

/** What a new card is (bought online, or issued by hand in the console). */
export interface GiftCardIssue {
  tenantId: number;
  amount: number;
  currency: string;
  /** The tenant's zone: the expiry date in the recipient's mail is read there. */
  timezone: string;
  /** Months from issue until it expires (the tenant's setting; never below the law's minimum). */
  expiryMonths: number;
  soldAtRestaurantId: number | null;
  purchaseId: string | null;
  recipientName: string | null;
  /** Mailed the code at `deliverAt` when set; a card without one is handed over by the restaurant (its code in the console's answer). */
  recipientEmail: string | null;
  message: string;
  /** The buyer's name on the recipient's mail; null for a card the restaurant issued. */
  from: string | null;
  /** When it becomes active and its recipient is mailed (now or later: `scheduled` until then). */
  deliverAt: Date;
  now: Date;
  by: LedgerActor;
  reason: string | null;
}

export function addMonths(at: Date, months: number): Date {
  const next = new Date(at);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

const expiryFormat = (timeZone: string) => new Intl.DateTimeFormat('en-AU', { timeZone, day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Issues a card in the caller's transaction: a new code (hashed; its full form only in the
 * recipient's queued mail, due at `deliverAt`), the card, its `issue` ledger row. Answers the card and
 * its code, which the caller must never log or store.
 */
export async function issueGiftCard(tx: Database, codes: GiftCardCodes, issue: GiftCardIssue): Promise<{ card: GiftCardRow; code: string }> {
  const code = newGiftCardCode();
  const card = await createGiftCardLedger(tx).issue(
    {
      tenantId: issue.tenantId,
      code: codes.stored(code),
      amount: issue.amount,
      currency: issue.currency,
      status: issue.deliverAt <= issue.now ? 'active' : 'scheduled',
      deliverAt: issue.deliverAt,
      expiresAt: addMonths(issue.now, issue.expiryMonths),
      soldAtRestaurantId: issue.soldAtRestaurantId,
      purchaseId: issue.purchaseId,
      recipientName: issue.recipientName,
      recipientEmail: issue.recipientEmail,
      message: issue.message,
      issuedAt: issue.now,
    },
    { by: issue.by, purchaseId: issue.purchaseId, restaurantId: issue.soldAtRestaurantId, reason: issue.reason },
  );
  if (issue.recipientEmail) await queueDeliveryMail(tx, card, code, issue.from, issue.timezone);
  return { card, code };
}

/**
 * The recipient's mail with the card's code, due when the card is delivered (now, or 09:00 on its send
 * day). `queuedAt`: the caller's clock, when a limit counts these mails (a buyer's resends).
 */
export async function queueDeliveryMail(tx: Database, card: GiftCardRow, code: string, from: string | null, timezone: string, queuedAt?: Date): Promise<void> {
  const data = {
    recipientName: card.recipientName,
    from,
    amount: formatCents(card.initialAmount),
    message: card.message,
    code: formatGiftCardCode(code),
    expiresOn: expiryFormat(timezone).format(card.expiresAt),
  };
  await queueMail(tx, { tenantId: card.tenantId, to: card.recipientEmail!, template: 'gift_card_delivery', data }, queuedAt, card.deliverAt);
}
