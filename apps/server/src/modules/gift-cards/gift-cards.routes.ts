import { apiErrorSchema } from '@crust/contract/errors';
import { giftCardBalanceRequestSchema, giftCardBalanceResponseSchema } from '@crust/contract/gift-cards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddressOf } from '../../lib/client-address.ts';
import type { Authenticator } from '../../plugins/authenticate.ts';
import type { GiftCardsService } from './gift-cards.service.ts';

export interface GiftCardsRoutesOptions {
  service: GiftCardsService;
  authenticator: Authenticator;
}

/** Issue 21: a gift card's balance, by its code; no session needed (a sent one is counted as well as the IP). */
export const giftCardsRoutes: FastifyPluginAsyncZod<GiftCardsRoutesOptions> = async (app, { service, authenticator }) => {
  app.post(
    '/v2/gift-cards/balance',
    {
      schema: {
        body: giftCardBalanceRequestSchema,
        // 404 gift_card_not_found: unknown, void or not yet delivered, alike; 429: too many such codes tried.
        response: { 200: giftCardBalanceResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const session = await authenticator.session(request);
      const trier = { ip: clientAddressOf(request.ip), tokenHash: session?.tokenHash ?? null };
      return { data: await service.balance(request.body.tenant_id, request.body.code, trier) };
    },
  );
};
