import { apiErrorSchema } from '@crust/contract/errors';
import { restaurantsRequestSchema, restaurantsResponseSchema } from '@crust/contract/restaurants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RestaurantsService } from './restaurants.service.ts';

export const restaurantsRoutes: FastifyPluginAsyncZod<{ service: RestaurantsService }> = async (app, { service }) => {
  app.post(
    '/restaurants-with-images',
    {
      schema: {
        body: restaurantsRequestSchema,
        response: { 200: restaurantsResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => ({ data: await service.list(request.body) }),
  );
};
