import { consoleVoidGiftCardRequestSchema } from '@crust/contract/console-gift-cards';
import { apiErrorSchema } from '@crust/contract/errors';
import { giftCardPurchaseParamsSchema, giftCardPurchaseResponseSchema } from '@crust/contract/gift-cards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffAuthenticator } from '../../plugins/staff-authenticate.ts';
import type { GiftCardPurchases } from './gift-card-purchases.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export interface GiftCardPurchaseRefundsRoutesOptions {
  service: GiftCardPurchases;
  staffAuth: StaffAuthenticator;
}

/**
 * Issue 21: under /api/console, the restaurant refunds a gift-card purchase (owners and managers; the
 * card is bought online, at no outlet). The body is a void's: the reason, which the audit log keeps.
 */
export const giftCardPurchaseRefundsRoutes: FastifyPluginAsyncZod<GiftCardPurchaseRefundsRoutesOptions> = async (app, { service, staffAuth }) => {
  app.post(
    '/gift-card-purchases/:purchase_id/refund',
    { schema: { params: giftCardPurchaseParamsSchema, body: consoleVoidGiftCardRequestSchema, response: { 200: giftCardPurchaseResponseSchema, ...errors } } },
    async (request) => {
      const session = await staffAuth.requireRole(request, 'manager');
      return { data: { purchase: await service.refund(session, request.params.purchase_id, request.body.reason) } };
    },
  );
};
