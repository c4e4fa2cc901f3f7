import { errorCodes, type ErrorCode } from '@crust/contract/errors';
import { cardBrand, cardProblem, TEST_CARDS, type TestProviderConfirmRequest } from '@crust/contract/payments';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import { applyPaymentEvent, lockPayment, type PaymentEvent, type PaymentSettling } from './payments.service.ts';

const DECLINES: Record<string, { code: ErrorCode; message: string }> = {
  [TEST_CARDS.declined]: { code: errorCodes.cardDeclined, message: 'Your card was declined.' },
  [TEST_CARDS.insufficientFunds]: { code: errorCodes.insufficientFunds, message: 'Your card has insufficient funds.' },
};
const NOT_A_TEST_CARD = { code: errorCodes.cardDeclined, message: 'Your card was declined: payments here are in test mode, use a test card.' };

export interface TestProviderServiceOptions extends PaymentSettling {
  db: Database;
}

/**
 * The built-in test provider's card decisions (never in PAYMENT_MODE=live). Like a hosted provider,
 * it takes the card itself, keeps only its brand and last four digits, and decides as Stripe's test
 * mode does. Its verdict goes through the same event path as Stripe's webhook, so both providers
 * share one state machine.
 */
export function createTestProviderService({ db, ...settling }: TestProviderServiceOptions) {
  return {
    async confirm(card: TestProviderConfirmRequest): Promise<{ status: 'succeeded' }> {
      const problem = cardProblem(card, settling.now());
      if (problem) throw badRequest(problem);
      const digits = card.number.replace(/[\s-]/g, '');
      const decline = digits === TEST_CARDS.succeeds ? null : (DECLINES[digits] ?? NOT_A_TEST_CARD);
      const settled = await db.transaction(async (tx) => {
        // Its payee's row (the order's, or the gift-card purchase's) locked first, then the payment's: a cancel at the same moment waits, or is waited for.
        const payment = (await lockPayment(tx, { clientSecret: card.client_secret }))?.payment;
        if (!payment || payment.provider !== 'test') throw notFound('There is no such payment.');
        // Confirming a settled payment again charges nothing: it is paid (or can no longer be).
        if (payment.status === 'succeeded') return { status: 'succeeded' as const };
        if (payment.status !== 'requires_payment') throw new HttpError(409, errorCodes.paymentNotPayable, 'This can no longer be paid: it has ended.');
        // Found by its client secret, so the provider has been asked: it has an id.
        const base = { provider: 'test' as const, eventId: `evt_${randomUUID()}`, providerPaymentId: payment.providerPaymentId! };
        const event: PaymentEvent = decline
          ? { ...base, type: 'declined', ...decline }
          : { ...base, type: 'succeeded', amount: payment.amount, currency: payment.currency, card: { brand: cardBrand(digits), last4: digits.slice(-4) } };
        await applyPaymentEvent(tx, settling, event);
        return decline ? null : { status: 'succeeded' as const };
      });
      // Thrown after the commit: the decline and its message stay on the payment for the diner.
      if (!settled) throw new HttpError(402, decline!.code, decline!.message);
      return settled;
    },
  };
}
export type TestProviderService = ReturnType<typeof createTestProviderService>;
