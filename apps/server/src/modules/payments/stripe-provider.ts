import Stripe from 'stripe';
import type { Config } from '../../env.ts';
import { ProviderUnavailable, type PaymentProvider } from './payment-provider.ts';

/**
 * A diner waits on the placement while Stripe creates its PaymentIntent (after the placement commits,
 * no lock held): give up after this long rather than the library's 80 s, and let a retry of the
 * placement finish it. Retries are safe, each call has a key.
 */
const STRIPE_TIMEOUT_MS = 15_000;
const STRIPE_NETWORK_RETRIES = 2;

/** Stripe's client when STRIPE_SECRET_KEY is set (null: the built-in test provider takes payments). */
export function createStripeClient(config: Config): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    // Stripe's own API by default; tests point these at a local fake of it.
    host: config.STRIPE_API_HOST,
    port: config.STRIPE_API_PORT,
    protocol: config.STRIPE_API_PROTOCOL,
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: STRIPE_NETWORK_RETRIES,
  });
}

/**
 * Payments through Stripe (issue 9): a PaymentIntent per order, paid with Stripe's Payment Element in
 * the browser; its verdict arrives by webhook (stripe-webhook.routes.ts) and settles through
 * applyPaymentEvent, like the test provider's. Refunds and cancellations go through Stripe.
 */
/**
 * What a failed Stripe call becomes. Stripe's errors carry an HTTP status of their own (401 for a
 * wrong key, 400 for a request it refuses), and the error handler passes any 4xx on as it is: none
 * of them is the diner's mistake, so none may reach the diner as one (a 401 would even end their
 * session in the web app). Unreachable, failing on its side (5xx) or busy (429) after the client's
 * own retries: unavailable for now (503). Anything else: our fault, logged and answered as a 500.
 */
function providerFailure(error: unknown): Error {
  const { StripeConnectionError, StripeAPIError, StripeRateLimitError } = Stripe.errors;
  if (error instanceof StripeConnectionError || error instanceof StripeAPIError || error instanceof StripeRateLimitError) return new ProviderUnavailable(error);
  return new Error(`Stripe refused the request: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
}

/**
 * Payments through Stripe (issue 9): a PaymentIntent per order, paid with Stripe's Payment Element in
 * the browser; its verdict arrives by webhook (stripe-webhook.routes.ts) and settles through
 * applyPaymentEvent, like the test provider's. Refunds and cancellations go through Stripe.
 */
export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async createPayment({ payee, amount, currency, idempotencyKey }) {
      // The order's (or purchase's) own key: asked twice (a retry), Stripe answers the same PaymentIntent.
      const metadata: Stripe.MetadataParam = 'orderId' in payee ? { order_id: payee.orderId } : { gift_card_purchase_id: payee.purchaseId };
      const intent = await stripe.paymentIntents
        .create({ amount, currency: currency.toLowerCase(), metadata, automatic_payment_methods: { enabled: true } }, { idempotencyKey })
        .catch((error: unknown) => {
          throw providerFailure(error);
        });
      if (!intent.client_secret) throw new Error(`Stripe answered PaymentIntent ${intent.id} without a client secret`);
      return { providerPaymentId: intent.id, clientSecret: intent.client_secret };
    },
    async refund({ providerPaymentId, amount, idempotencyKey }) {
      await stripe.refunds.create({ payment_intent: providerPaymentId, amount }, { idempotencyKey }).catch((error: unknown) => {
        throw providerFailure(error);
      });
    },
    async cancel({ providerPaymentId }) {
      try {
        await stripe.paymentIntents.cancel(providerPaymentId);
        return 'cancelled';
      } catch (error) {
        const status = error instanceof Stripe.errors.StripeInvalidRequestError ? error.payment_intent?.status : undefined;
        // Cancelled already (by an attempt whose transaction then rolled back): that is what was asked.
        if (status === 'canceled') return 'cancelled';
        // Paid a moment before the cancel (its webhook is on its way): the order's ending refunds it.
        if (status === 'succeeded') return 'succeeded';
        throw providerFailure(error);
      }
    },
  };
}
