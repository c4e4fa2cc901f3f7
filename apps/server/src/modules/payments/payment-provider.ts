import type { PaymentProviderName } from '@crust/contract/payments';
import { randomBytes } from 'node:crypto';

/** What a payment pays for: an order, or (issue 21) a gift-card purchase. */
export type PaymentPayee = { orderId: string } | { purchaseId: string };

/** What Crust asks of a payment provider; the test provider and Stripe both answer it. */
export interface PaymentProvider {
  name: PaymentProviderName;
  /**
   * A payment for an order's (or a gift-card purchase's) amount, to be confirmed with the card by the client (the card never
   * reaches our API). Asked again with the same key, it answers the same payment (or a new one that
   * nobody can have seen: the test provider's). Throws ProviderUnavailable when worth a retry.
   */
  createPayment(request: {
    payee: PaymentPayee;
    amount: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<{ providerPaymentId: string; clientSecret: string }>;
  /** Gives back `amount` cents of a succeeded payment. */
  refund(request: { providerPaymentId: string; amount: number; idempotencyKey: string }): Promise<void>;
  /**
   * Makes an unpaid payment impossible to pay: its order ended (cancelled, or unpaid for too long) while
   * a card form may still be open. 'succeeded' when the provider had taken the money a moment before.
   */
  cancel(request: { providerPaymentId: string }): Promise<'cancelled' | 'succeeded'>;
}

/** The provider could not be reached, failed on its side or took too long: worth trying again in a moment. */
export class ProviderUnavailable extends Error {
  constructor(cause: unknown) {
    super('The payment provider is unavailable', { cause });
    this.name = 'ProviderUnavailable';
  }
}

const random = () => randomBytes(18).toString('base64url');

/**
 * The built-in test provider (development and tests, never PAYMENT_MODE=live): payments live in our
 * own payments table, and its card endpoint (test-provider.routes.ts) decides like Stripe's test mode.
 * Creating a payment only mints ids; refunding and cancelling have no one to tell (the endpoint reads
 * the payment's own status).
 */
export function createTestProvider(): PaymentProvider {
  return {
    name: 'test',
    async createPayment() {
      const providerPaymentId = `tp_${random()}`;
      return { providerPaymentId, clientSecret: `${providerPaymentId}_secret_${random()}` };
    },
    async refund() {},
    // Its card endpoint locks the order before it takes a card, so an ended order's payment is never paid meanwhile.
    async cancel() {
      return 'cancelled' as const;
    },
  };
}
