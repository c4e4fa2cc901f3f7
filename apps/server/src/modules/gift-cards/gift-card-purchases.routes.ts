import { apiErrorSchema } from '@crust/contract/errors';
import {
  giftCardPurchaseListResponseSchema,
  giftCardPurchaseParamsSchema,
  giftCardPurchaseRequestSchema,
  giftCardPurchaseResponseSchema,
} from '@crust/contract/gift-cards';
import { idempotencyKeySchema } from '@crust/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientAddressOf } from '../../lib/client-address.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { Authenticator } from '../../plugins/authenticate.ts';
import type { GiftCardPurchases } from './gift-card-purchases.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

export interface GiftCardPurchasesRoutesOptions {
  service: GiftCardPurchases;
  authenticator: Authenticator;
}

/** Issue 21: buying a gift card (once per Idempotency-Key, as an order), reading it after paying, the buyer's list and resends. */
export const giftCardPurchasesRoutes: FastifyPluginAsyncZod<GiftCardPurchasesRoutesOptions> = async (app, { service, authenticator }) => {
  app.post(
    '/v2/gift-cards/purchases',
    {
      schema: {
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: giftCardPurchaseRequestSchema,
        // 503 payment_unavailable: the provider could not be reached; the same request with its key finishes it.
        response: { 200: giftCardPurchaseResponseSchema, 201: giftCardPurchaseResponseSchema, ...errors, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = await authenticator.require(request);
      const key = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
      if (!key.success) throw badRequest('Send an Idempotency-Key header (8 to 255 visible characters, e.g. a UUID) so a retry cannot buy twice.');
      const answer = await service.place(session, key.data, request.body, clientAddressOf(request.ip));
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.get('/v2/gift-cards/purchases', { schema: { response: { 200: giftCardPurchaseListResponseSchema, ...errors } } }, async (request) => ({
    data: { purchases: await service.list(await authenticator.requireUser(request)) },
  }));

  app.get(
    '/v2/gift-cards/purchases/:purchase_id',
    { schema: { params: giftCardPurchaseParamsSchema, response: { 200: giftCardPurchaseResponseSchema, ...errors } } },
    async (request) => ({ data: { purchase: await service.get(await authenticator.require(request), request.params.purchase_id) } }),
  );

  app.post(
    '/v2/gift-cards/purchases/:purchase_id/resend',
    { schema: { params: giftCardPurchaseParamsSchema, response: { 200: giftCardPurchaseResponseSchema, ...errors, 429: apiErrorSchema } } },
    async (request) => ({ data: { purchase: await service.resend(await authenticator.requireUser(request), request.params.purchase_id) } }),
  );
};
