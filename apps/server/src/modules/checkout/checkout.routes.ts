import { deliveryChargeRequestSchema, deliveryChargeResponseSchema, timeSlotsQuerySchema, timeSlotsResponseSchema } from '@crust/contract/checkout';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authenticator } from '../../plugins/authenticate.ts';
import type { CheckoutService } from './checkout.service.ts';

/** Issue 9: the outlet's time slots (public, like its menu) and the delivery charge for the token owner's cart. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ service: CheckoutService; authenticator: Authenticator }> = async (app, { service, authenticator }) => {
  app.get(
    '/v2/checkout/time-slots',
    { schema: { querystring: timeSlotsQuerySchema, response: { 200: timeSlotsResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema } } },
    async (request) => ({ data: await service.timeSlots(request.query) }),
  );

  app.post(
    '/v2/checkout/delivery-charge',
    {
      schema: {
        body: deliveryChargeRequestSchema,
        response: { 200: deliveryChargeResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => ({ data: await service.deliveryCharge(await authenticator.require(request), request.body) }),
  );
};
