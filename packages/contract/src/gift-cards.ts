import { z } from 'zod';
import { emailSchema, nameSchema } from './accounts.ts';
import { localDateSchema, requestDateSchema } from './dates.ts';
import { dataEnvelope, idSchema } from './envelope.ts';
import { normaliseGiftCardCode } from './gift-card-codes.ts';
import { centsSchema } from './menu.ts';
import { orderPaymentSchema } from './payments.ts';
import { keySchema, textSchema } from './text.ts';

export { formatGiftCardCode, maskedGiftCardCode, normaliseGiftCardCode } from './gift-card-codes.ts';

// Issue 21: gift cards bought online, checked, spent at checkout as a tender, and managed in the console.

export const GIFT_CARD_STATUSES = ['scheduled', 'active', 'void', 'expired'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

export const GIFT_CARD_LEDGER_KINDS = ['issue', 'redeem', 'refund', 'adjust', 'void', 'expire'] as const;
export type GiftCardLedgerKind = (typeof GIFT_CARD_LEDGER_KINDS)[number];

/** A purchase waits for its card payment (a decline leaves it so, to be paid again), then is paid, or refunded by the restaurant. */
export const GIFT_CARD_PURCHASE_STATUSES = ['pending_payment', 'paid', 'refunded'] as const;
export type GiftCardPurchaseStatus = (typeof GIFT_CARD_PURCHASE_STATUSES)[number];

/** What /gift-cards offers: three preset amounts, or any whole-dollar amount from $10 to $500 (cents). */
export const GIFT_CARD_PRESETS = [2500, 5000, 10000] as const;
export const GIFT_CARD_MIN_AMOUNT = 1000;
export const GIFT_CARD_MAX_AMOUNT = 50000;
export const GIFT_CARD_MESSAGE_MAX = 300;
/** The recipient's mail goes today or on a day up to this many days ahead (in the tenant's zone). */
export const GIFT_CARD_SEND_AHEAD_DAYS = 90;
/** The hour of `send_on` (in the tenant's zone) at which the recipient is mailed and the card becomes active. */
export const GIFT_CARD_SEND_HOUR = 9;

/** A code as typed: any case, dashes or spaces, Crockford's O/I/L; read as its 16 characters. */
export const giftCardCodeSchema = z
  .string()
  .max(40, 'Enter the 16 characters of the gift card’s code')
  .transform((typed, context) => {
    const code = normaliseGiftCardCode(typed);
    if (code === null) {
      context.addIssue({ code: 'custom', message: 'Enter the 16 characters of the gift card’s code' });
      return z.NEVER;
    }
    return code;
  });

export const giftCardAmountSchema = centsSchema
  .min(GIFT_CARD_MIN_AMOUNT, 'A gift card is for $10 to $500')
  .max(GIFT_CARD_MAX_AMOUNT, 'A gift card is for $10 to $500')
  .refine((cents) => cents % 100 === 0, 'A gift card is for a whole number of dollars');

/** POST /api/v2/gift-cards/purchases body (with an Idempotency-Key header). The price is the amount: nothing else is charged. */
export const giftCardPurchaseRequestSchema = z.object({
  tenant_id: idSchema,
  amount: giftCardAmountSchema,
  recipient_name: nameSchema,
  recipient_email: emailSchema,
  message: textSchema(GIFT_CARD_MESSAGE_MAX, { multiline: true }).default(''),
  /** Today up to GIFT_CARD_SEND_AHEAD_DAYS ahead, in the tenant's zone (the server checks the window). */
  send_on: requestDateSchema,
  purchaser_name: nameSchema,
  purchaser_email: emailSchema,
});
export type GiftCardPurchaseRequest = z.infer<typeof giftCardPurchaseRequestSchema>;

export const giftCardPurchaseSchema = z.object({
  id: z.string(),
  amount: centsSchema,
  currency: z.string(),
  status: z.enum(GIFT_CARD_PURCHASE_STATUSES),
  send_on: localDateSchema,
  /** When the recipient is mailed: 09:00 on send_on in the tenant's zone, or at payment when that is later. */
  deliver_at: z.iso.datetime({ offset: true }),
  recipient_name: z.string(),
  recipient_email: z.string(),
  message: z.string(),
  purchaser_name: z.string(),
  purchaser_email: z.string(),
  /** The card issued once paid: its status and last four (never its code). */
  card: z.object({ status: z.enum(GIFT_CARD_STATUSES), code_last4: z.string() }).nullable(),
  payment: orderPaymentSchema,
  created_at: z.iso.datetime({ offset: true }),
});
export type GiftCardPurchase = z.infer<typeof giftCardPurchaseSchema>;
export const giftCardPurchaseResponseSchema = dataEnvelope(z.object({ purchase: giftCardPurchaseSchema }));
export type GiftCardPurchaseResponse = z.infer<typeof giftCardPurchaseResponseSchema>;

/** GET /api/v2/gift-cards/purchases (logged in): the cards you bought, newest first. */
export const giftCardPurchaseListResponseSchema = dataEnvelope(z.object({ purchases: z.array(giftCardPurchaseSchema) }));
export type GiftCardPurchaseListResponse = z.infer<typeof giftCardPurchaseListResponseSchema>;

export const giftCardPurchaseParamsSchema = z.object({ purchase_id: keySchema(1, 64) });

/** POST /api/v2/gift-cards/balance body. */
export const giftCardBalanceRequestSchema = z.object({ tenant_id: idSchema, code: giftCardCodeSchema });
export type GiftCardBalanceRequest = z.infer<typeof giftCardBalanceRequestSchema>;

export const giftCardBalanceSchema = z.object({
  balance: centsSchema,
  currency: z.string(),
  expires_at: z.iso.datetime({ offset: true }),
  status: z.enum(GIFT_CARD_STATUSES),
  code_last4: z.string(),
});
export type GiftCardBalance = z.infer<typeof giftCardBalanceSchema>;
export const giftCardBalanceResponseSchema = dataEnvelope(giftCardBalanceSchema);
export type GiftCardBalanceResponse = z.infer<typeof giftCardBalanceResponseSchema>;

/** Spec §3 `appliedGiftCard`, as checkout keeps it (the code masked to its last four in storage). */
export interface AppliedGiftCard {
  code_last4: string;
  balance: number;
  currency: string;
  expires_at: string;
}
