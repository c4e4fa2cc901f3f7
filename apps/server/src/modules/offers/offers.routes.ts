import { apiErrorSchema } from '@crust/contract/errors';
import { offersQuerySchema, offersResponseSchema } from '@crust/contract/offers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OffersService } from './offers.service.ts';

/** Issue 18 point 12: public, like the outlet's menu. */
export const offersRoutes: FastifyPluginAsyncZod<{ service: OffersService }> = async (app, { service }) => {
  app.get(
    '/v2/offers',
    { schema: { querystring: offersQuerySchema, response: { 200: offersResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema } } },
    async (request) => ({ data: await service.list(request.query) }),
  );
};
