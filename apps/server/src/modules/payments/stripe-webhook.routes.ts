import { apiErrorSchema } from '@crust/contract/errors';
import { stripeWebhookResponseSchema } from '@crust/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StripeWebhookService } from './stripe-webhook.service.ts';

/**
 * POST /api/webhooks/stripe. Stripe signs the exact bytes it sends, so this plugin's route (and only
 * it: the parsers are this encapsulated plugin's own) keeps the body raw, whatever its content type.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ service: StripeWebhookService }> = async (app, { service }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  // Not under the per-address API limit: Stripe sends every delivery from a few addresses and retries
  // any refused one for days, and the signature checked below already says who sent it.
  const route = { config: { rateLimit: false as const }, schema: { response: { 200: stripeWebhookResponseSchema, 400: apiErrorSchema } } };
  app.post('/webhooks/stripe', route, async (request) => {
    const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    return { received: true as const, outcome: await service.receive(payload, request.headers['stripe-signature']) };
  });
};
