import { z } from 'zod';
import { emailSchema, nameSchema } from './accounts.ts';
import { localDateSchema, requestDateSchema } from './dates.ts';
import { dataEnvelope, idSchema } from './envelope.ts';
import { GIFT_CARD_LEDGER_KINDS, GIFT_CARD_STATUSES, giftCardAmountSchema } from './gift-cards.ts';
import { centsSchema } from './menu.ts';
import { textSchema } from './text.ts';

// Issue 21: the restaurant's side of gift cards (owners and managers): find, read, issue by hand,
// adjust, void, and the liability report. Every change takes a reason and is audited.

export const consoleGiftCardSearchQuerySchema = z.object({
  /** The code's last four characters, or the buyer's or recipient's email (or part of it). */
  search: textSchema(254).min(1, 'Enter the last four characters or an email'),
});
export type ConsoleGiftCardSearchQuery = z.infer<typeof consoleGiftCardSearchQuerySchema>;

export const consoleGiftCardSchema = z.object({
  id: z.number().int(),
  code_last4: z.string(),
  status: z.enum(GIFT_CARD_STATUSES),
  balance: centsSchema,
  initial_amount: centsSchema,
  currency: z.string(),
  recipient_name: z.string().nullable(),
  recipient_email: z.string().nullable(),
  purchaser_email: z.string().nullable(),
  /** The outlet that sold it; null: online or issued in the console without an outlet. */
  sold_at: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  deliver_at: z.iso.datetime({ offset: true }),
  expires_at: z.iso.datetime({ offset: true }),
  created_at: z.iso.datetime({ offset: true }),
});
export type ConsoleGiftCard = z.infer<typeof consoleGiftCardSchema>;

export const giftCardLedgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(GIFT_CARD_LEDGER_KINDS),
  /** Signed cents: credits positive, debits negative. */
  amount: z.number().int(),
  balance_after: centsSchema,
  order_id: z.string().nullable(),
  order_number: z.number().int().nullable(),
  restaurant: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  actor: z.enum(['diner', 'staff', 'system']),
  /** The staff member's name, when staff did it. */
  staff_name: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type GiftCardLedgerEntry = z.infer<typeof giftCardLedgerEntrySchema>;

export const consoleGiftCardListResponseSchema = dataEnvelope(z.object({ cards: z.array(consoleGiftCardSchema) }));
export const consoleGiftCardDetailSchema = consoleGiftCardSchema.extend({ ledger: z.array(giftCardLedgerEntrySchema) });
export type ConsoleGiftCardDetail = z.infer<typeof consoleGiftCardDetailSchema>;
export const consoleGiftCardResponseSchema = dataEnvelope(consoleGiftCardDetailSchema);
export const consoleGiftCardParamsSchema = z.object({ id: idSchema });

const reasonSchema = textSchema(300).min(3, 'Say why, in a few words');

/** POST /api/console/gift-cards: a card issued by hand (a goodwill gesture): no payment; mailed when it has a recipient email. */
export const consoleIssueGiftCardRequestSchema = z.object({
  amount: giftCardAmountSchema,
  recipient_name: nameSchema.optional(),
  recipient_email: emailSchema.optional(),
  /** The outlet it is issued at (a manager: one of theirs); none: the tenant's. */
  restaurant_id: idSchema.optional(),
  reason: reasonSchema,
});
export type ConsoleIssueGiftCardRequest = z.infer<typeof consoleIssueGiftCardRequestSchema>;

/**
 * The answer to an issue by hand: the card, and its code (`XXXX-XXXX-XXXX-XXXX`) once, only when it
 * has no recipient email, for the staff to hand over; null when it was mailed (the mail is then the
 * only place the code appears). Never shown again: the server keeps only its hash.
 */
export const consoleIssuedGiftCardResponseSchema = dataEnvelope(consoleGiftCardDetailSchema.extend({ code: z.string().nullable() }));
export type ConsoleIssuedGiftCard = z.infer<typeof consoleIssuedGiftCardResponseSchema>['data'];

/** POST /api/console/gift-cards/{id}/adjust: cents up (+) or down (−), never below zero. */
export const consoleAdjustGiftCardRequestSchema = z.object({
  delta: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((delta) => delta !== 0, 'Adjust by an amount other than zero'),
  reason: reasonSchema,
});
export type ConsoleAdjustGiftCardRequest = z.infer<typeof consoleAdjustGiftCardRequestSchema>;

export const consoleVoidGiftCardRequestSchema = z.object({ reason: reasonSchema });
export type ConsoleVoidGiftCardRequest = z.infer<typeof consoleVoidGiftCardRequestSchema>;

/** GET /api/console/reports/gift-cards (and .csv): the liability for a period, in the tenant's zone, both days included. */
export const giftCardReportQuerySchema = z.object({ from: requestDateSchema, to: requestDateSchema, outlet_id: idSchema.optional() });
export type GiftCardReportQuery = z.infer<typeof giftCardReportQuerySchema>;

const flowSchema = z.object({ count: z.number().int().nonnegative(), value: centsSchema });

export const giftCardReportSchema = z.object({
  from: localDateSchema,
  to: localDateSchema,
  timezone: z.string(),
  currency: z.string(),
  /** Issued in the period (sold and by hand), redeemed, refunded to cards, adjusted (net, signed), voided and expired (balances removed). */
  sold: flowSchema,
  issued_by_hand: flowSchema,
  redeemed: flowSchema,
  refunded: flowSchema,
  adjusted: z.object({ count: z.number().int().nonnegative(), value: z.number().int() }),
  voided: flowSchema,
  expired: flowSchema,
  /** What the tenant owes its card holders at the period's end (the sum of every card's balance then). */
  outstanding_at_end: centsSchema,
  /** Per outlet: what it sold and what was redeemed there (null id: online or the console). */
  by_outlet: z.array(z.object({ outlet_id: z.number().int().nullable(), outlet_name: z.string(), sold: flowSchema, redeemed: flowSchema })),
});
export type GiftCardReport = z.infer<typeof giftCardReportSchema>;
export const giftCardReportResponseSchema = dataEnvelope(giftCardReportSchema);

/**
 * GET /api/console/reports/gift-cards.csv: the report's figures one per row, money in dollars with two
 * decimals (adjusted may be negative). `figure` names a field of the JSON report; the by-outlet rows
 * are `outlet_sold` and `outlet_redeemed`, with the outlet (empty id: online or the console).
 */
export const GIFT_CARD_REPORT_COLUMNS = ['figure', 'outlet_id', 'outlet', 'count', 'value'] as const;
