import type { ConsoleGiftCard, GiftCardLedgerEntry } from '@crust/contract/console-gift-cards';
import type { GiftCardLedgerKind, GiftCardStatus } from '@crust/contract/gift-cards';
import { formatCents } from '@crust/contract/prices';

// How the console words a gift card, its ledger and its figures.

export const STATUS_LABELS: Record<GiftCardStatus, string> = {
  scheduled: 'Scheduled',
  active: 'Active',
  void: 'Void',
  expired: 'Expired',
};

export const LEDGER_KIND_LABELS: Record<GiftCardLedgerKind, string> = {
  issue: 'Issued',
  redeem: 'Spent on an order',
  refund: 'Given back',
  adjust: 'Adjusted',
  void: 'Voided',
  expire: 'Expired',
};

/** A card named where its code must not show (its heading, its link, its dialogs): by its last four characters. */
export const cardName = (card: Pick<ConsoleGiftCard, 'code_last4'>) => `Card ending ${card.code_last4}`;

/** A ledger row's signed amount: '+$10.00', '−$4.50' (a true minus sign), '$0.00'. */
export const signedMoney = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : cents < 0 ? `−${formatCents(-cents)}` : formatCents(0));

/** Where a card was sold: null is online, or issued in the console without an outlet (the report's "Online and console"). */
export const soldAtLabel = (card: Pick<ConsoleGiftCard, 'sold_at'>) => card.sold_at?.name ?? 'Online or the console';

export const recipientLabel = (card: Pick<ConsoleGiftCard, 'recipient_name' | 'recipient_email'>) =>
  [card.recipient_name, card.recipient_email].filter(Boolean).join(' · ') || 'No recipient';

/** Who made a ledger row: the staff member by name, else a diner or the system. */
export const actorLabel = (entry: Pick<GiftCardLedgerEntry, 'actor' | 'staff_name'>) =>
  entry.actor === 'staff' ? (entry.staff_name ?? 'Staff') : entry.actor === 'diner' ? 'Diner' : 'System';

/** Only an active card in date has a balance that may move (a scheduled one is not yet handed over). */
export const isAdjustable = (card: Pick<ConsoleGiftCard, 'status' | 'expires_at'>, now: Date) =>
  card.status === 'active' && Date.parse(card.expires_at) > now.getTime();

/** A card not yet ended (void or expired) may be voided, a scheduled one too (before its recipient is mailed). */
export const isVoidable = (card: Pick<ConsoleGiftCard, 'status'>) => card.status === 'active' || card.status === 'scheduled';
