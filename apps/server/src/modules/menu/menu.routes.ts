import { apiErrorSchema } from '@crust/contract/errors';
import { menuEventsQuerySchema, menuQuerySchema, menuResponseSchema } from '@crust/contract/menu';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientAddressOf } from '../../lib/client-address.ts';
import type { EventStreams } from '../../lib/event-stream.ts';
import { sendPreparedJson } from '../../lib/prepared-json.ts';
import type { MenuChanges } from './menu-changes.ts';
import type { MenuService } from './menu.service.ts';

export interface MenuRoutesOptions {
  service: MenuService;
  changes: MenuChanges;
  /** The diners' live menus, counted per client IP (a menu needs no sign-in, so the IP stands for the session). */
  streams: EventStreams;
}

/** A live menu's place is its IP's; it never expires on its own (it ends when the page closes). */
const NEVER = new Date(8.64e15);

export const menuRoutes: FastifyPluginAsyncZod<MenuRoutesOptions> = async (app, { service, changes, streams }) => {
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

  app.get(
    '/v2/menu/events',
    {
      schema: {
        querystring: menuEventsQuerySchema,
        response: {
          200: z.string().describe('text/event-stream: `event: ready`, then `event: changed` after each edit of the outlet’s menus (refetch GET /v2/menu)'),
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { tenant_id, restaurant_id } = request.query;
      // 404 for an unknown, foreign or closed outlet, as the menu itself answers (from the cache when warm).
      await service.get({ tenant_id, restaurant_id, menu: 'main' });
      const place = { tokenHash: `menu-ip:${clientAddressOf(request.ip)}`, expiresAt: NEVER };
      changes.follow({ tenantId: tenant_id, restaurantId: restaurant_id }, streams.opener(request, reply, place));
    },
  );
};
