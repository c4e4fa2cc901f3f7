import { apiErrorSchema } from '@crust/contract/errors';
import { testProviderConfirmRequestSchema, testProviderConfirmResponseSchema } from '@crust/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TestProviderService } from './test-provider.service.ts';

/**
 * The built-in test provider's card endpoint (never in PAYMENT_MODE=live): test-provider.service.ts
 * decides. Any client may pay with it, not only our web app.
 */
export const testProviderRoutes: FastifyPluginAsyncZod<{ service: TestProviderService }> = async (app, { service }) => {
  app.post(
    '/test-provider/confirm',
    {
      // The body holds a card number: it is never logged, even at trace level.
      logLevel: 'warn',
      schema: {
        body: testProviderConfirmRequestSchema,
        response: { 200: testProviderConfirmResponseSchema, 400: apiErrorSchema, 402: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => service.confirm(request.body),
  );
};
