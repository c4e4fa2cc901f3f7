import type { Database } from '../../db/client.ts';
import { insertOutboxRow } from './mail.repo.ts';

/** Each template and what it needs; mail-templates.ts renders them in the tenant's branding. */
export interface MailTemplates {
  /**
   * Signup, a resend, or a login on an unverified account: the code that verifies the email. Without
   * the name the signup gave (issue 17): anyone may sign up with an address, so the mail cannot
   * greet its holder by a name a stranger chose.
   */
  verify_email: { code: string };
  /** Someone signed up with an address that already has an account: no code, a pointer to log in. */
  account_exists: { name: string };
  /** Forgot password: the code that lets the diner choose a new one. */
  reset_password: { name: string; code: string };
  /** Issue 17: a login from a new network while the account is under attack: the code it needs with the password. */
  login_code: { name: string; code: string; minutes: number };
  /** The same for a console sign-in of a person without two-factor sign-in (counted apart from the diners' mails). */
  staff_login_code: { name: string; code: string; minutes: number };
  /** After a reset or a change: tells the holder, in case it was not them. */
  password_changed: { name: string };
  /**
   * Issue 21: a gift card for its recipient, at 09:00 on its send day (or by hand from the console):
   * the one mail with its full code (`XXXX-XXXX-XXXX-XXXX`), emptied from the queue once sent.
   * `from`: the buyer's name; null for a card the restaurant issued.
   */
  gift_card_delivery: { recipientName: string | null; from: string | null; amount: string; message: string; code: string; expiresOn: string };
  /** Issue 21: the buyer's receipt, at once on payment: what was bought, for whom, and when it is mailed (never the code). */
  gift_card_receipt: { purchaserName: string; amount: string; recipientName: string; recipientEmail: string; deliverWhen: string; codeLast4: string };
  /** Issue 10: an owner added a person to the staff (or `staff:create` made the first owner): the link that sets their password. */
  staff_invite: { name: string; invitedBy: string | null; role: string; token: string };
  /** An order the restaurant now has (cash at once, card once paid): what, when, where, and its page. */
  order_received: OrderMailData & { lines: { quantity: number; name: string; total: string }[]; total: string; payment: string };
  /** An order cancelled (by the diner, unpaid, or rejected by the restaurant), with its refund if any and what went back to its gift card (issue 21). */
  order_cancelled: OrderMailData & { reason: string; refund: string | null; giftCardRefund: string | null };
  /** The restaurant accepted the order (issue 10); `estimate` is its time in the outlet's zone ('12:40 on Tue, 24 Nov'). */
  order_accepted: OrderMailData & { estimate: string };
  /** A pickup order is ready to collect. */
  order_ready: OrderMailData;
  /** A delivery has left the restaurant. */
  order_out_for_delivery: OrderMailData;
}

/** What every order mail shows (money already formatted, times in the outlet's zone). */
export type OrderMailData = {
  name: string;
  orderId: string;
  number: number;
  outletName: string;
  outletPhone: string;
  /** 'Pickup from … at 13:00 on Tue 24 Nov', 'Delivery to 12 Crown St … around 13:30 on …' or 'Table 7 at … served …'. */
  fulfilment: string;
};
export type MailTemplate = keyof MailTemplates;

export type QueuedMail = {
  [T in MailTemplate]: { tenantId: number; to: string; template: T; data: MailTemplates[T] };
}[MailTemplate];

/**
 * Queues a mail in the caller's transaction (pass the transaction as `db`): it is sent only if that
 * change commits, and a crash after the commit still sends it. The sender is woken by a trigger.
 * Other modules queue mail through this function rather than a service because it must join their
 * transaction (issue 17: the outbox pattern).
 */
export async function queueMail(db: Database, mail: QueuedMail, queuedAt?: Date, sendAt?: Date): Promise<void> {
  // queuedAt: the caller's clock, when its limits count mails (the accounts' resend limits).
  // sendAt: not before then (issue 21: a gift card mailed at 09:00 on its send day); the sender's due query waits for it.
  await insertOutboxRow(db, { ...outboxRow(mail), ...(queuedAt && { createdAt: queuedAt }), ...(sendAt && { nextAttemptAt: sendAt }) });
}

/** A queued mail as its outbox row (a placement writes it in its own statement: place-order.repo.ts). */
export const outboxRow = (mail: QueuedMail) => ({ tenantId: mail.tenantId, toAddress: mail.to, template: mail.template, data: mail.data });
