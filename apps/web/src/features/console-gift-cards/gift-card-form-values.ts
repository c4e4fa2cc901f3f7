import {
  consoleAdjustGiftCardRequestSchema,
  consoleIssueGiftCardRequestSchema,
  consoleVoidGiftCardRequestSchema,
  type ConsoleAdjustGiftCardRequest,
  type ConsoleIssueGiftCardRequest,
  type ConsoleVoidGiftCardRequest,
} from '@crust/contract/console-gift-cards';
import { formatCents } from '@crust/contract/prices';
import { centsOf } from '@/lib/money-input';
import { checkWithSchema, type IssueWording } from '@/lib/schema-check';
import type { Checked } from '@/lib/use-checked-form';

// Issue 21: the console's gift-card forms as typed (dollars, blank optional fields) and the requests
// they send, checked with the contract's own schemas (the server checks again).

/** Staff type dollars; a text that is no amount reaches the schema as NaN, which this words. */
const dollarsWording =
  (example: string): IssueWording =>
  (issue) =>
    issue.code === 'invalid_type' ? `Enter an amount in dollars, e.g. ${example}.` : undefined;

/** A blank optional field is left out, not sent empty (which the contract would refuse). */
const optional = (text: string) => (text.trim() === '' ? undefined : text);

export type IssueGiftCardValues = { amount: string; recipient_name: string; recipient_email: string; restaurant_id: string; reason: string };

export const emptyIssue = (restaurantId: number | null): IssueGiftCardValues => ({
  amount: '',
  recipient_name: '',
  recipient_email: '',
  restaurant_id: restaurantId === null ? '' : String(restaurantId),
  reason: '',
});

export const issueRequest = (values: IssueGiftCardValues): Checked<IssueGiftCardValues, ConsoleIssueGiftCardRequest> =>
  checkWithSchema<IssueGiftCardValues, ConsoleIssueGiftCardRequest>(
    consoleIssueGiftCardRequestSchema,
    {
      amount: centsOf(values.amount),
      recipient_name: optional(values.recipient_name),
      recipient_email: optional(values.recipient_email),
      restaurant_id: values.restaurant_id === '' ? undefined : Number(values.restaurant_id),
      reason: values.reason,
    },
    { amount: dollarsWording('50') },
  );

export type AdjustDirection = 'add' | 'remove';
export type AdjustGiftCardValues = { direction: AdjustDirection; amount: string; reason: string };

export const emptyAdjust: AdjustGiftCardValues = { direction: 'add', amount: '', reason: '' };

/**
 * The adjustment as signed cents. Taking off more than the card holds is refused here, with what
 * can be taken off, before the server refuses it too (a balance never goes below zero).
 */
export function adjustRequest(values: AdjustGiftCardValues, balance: number): Checked<AdjustGiftCardValues, ConsoleAdjustGiftCardRequest> {
  const cents = centsOf(values.amount);
  const checked = checkWithSchema<AdjustGiftCardValues, ConsoleAdjustGiftCardRequest>(
    consoleAdjustGiftCardRequestSchema,
    { delta: values.direction === 'remove' ? -cents : cents, reason: values.reason },
    { amount: dollarsWording('5 or 4.50') },
    // The form types the amount and its direction apart; the contract's delta is the amount's field.
    (path) => (path[0] === 'delta' ? 'amount' : (String(path[0]) as keyof AdjustGiftCardValues)),
  );
  if ('request' in checked && balance + checked.request.delta < 0)
    return { errors: { amount: `That would take the balance below zero: at most ${formatCents(balance)} can be taken off.` } };
  return checked;
}

export const voidRequest = (reason: string): Checked<{ reason: string }, ConsoleVoidGiftCardRequest> =>
  checkWithSchema<{ reason: string }, ConsoleVoidGiftCardRequest>(consoleVoidGiftCardRequestSchema, { reason });
