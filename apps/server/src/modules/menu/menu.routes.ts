import { apiErrorSchema } from '@crust/contract/errors';
import { menuQuerySchema, menuResponseSchema } from '@crust/contract/menu';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPreparedJson } from '../../lib/prepared-json.ts';
import type { MenuService } from './menu.service.ts';

export const menuRoutes: FastifyPluginAsyncZod<{ service: MenuService }> = async (app, { service }) => {
  app.get(
    '/v2/menu',
    {
      schema: {
        querystring: menuQuerySchema,
        // The 200 body leaves as cached bytes, so Fastify does not run this schema per request;
        // the service checks each menu against it once, when it builds the cache entry.
        response: {
          200: menuResponseSchema,
          304: z.void().describe('Not Modified: the client holds the current menu (If-None-Match)'),
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    // A cached menu is answered synchronously, so the hot path makes no promise.
    (request, reply) => {
      const cached = service.cached(request.query);
      if (cached) {
        sendPreparedJson(request, reply, cached);
        return;
      }
      return service.get(request.query).then((menu) => {
        sendPreparedJson(request, reply, menu);
      });
    },
  );
};
