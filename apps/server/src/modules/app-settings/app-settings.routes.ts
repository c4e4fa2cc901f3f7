import { appSettingsQuerySchema, appSettingsResponseSchema } from '@crust/contract/app-settings';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppSettingsService } from './app-settings.service.ts';

export const appSettingsRoutes: FastifyPluginAsyncZod<{ service: AppSettingsService }> = async (app, { service }) => {
  app.get(
    '/v2/restaurants/app-settings',
    {
      schema: {
        querystring: appSettingsQuerySchema,
        response: { 200: appSettingsResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => ({ data: await service.get(request.query) }),
  );
};
