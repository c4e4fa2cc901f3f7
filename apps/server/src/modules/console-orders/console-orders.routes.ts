import {
  boardOrderResponseSchema,
  boardQuerySchema,
  boardResponseSchema,
  consoleOrderParamsSchema,
  consoleOutletParamsSchema,
  staffTransitionSchema,
} from '@crust/contract/console-orders';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventStreams } from '../../lib/event-stream.ts';
import type { StaffAuthenticator } from '../../plugins/staff-authenticate.ts';
import type { OrderChanges } from '../orders/order-changes.ts';
import { sharedAccessChecks, streamBoard } from './board-stream.ts';
import type { ConsoleOrdersService } from './console-orders.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export interface ConsoleOrdersRoutesOptions {
  service: ConsoleOrdersService;
  staffAuth: StaffAuthenticator;
  orderChanges: OrderChanges;
  /** The instance's live streams and their limits (a board is one, as a diner's order page is). */
  streams: EventStreams;
}

/** Issue 10: an outlet's order board, its live stream, and staff moving orders along; crew and up, of that outlet. */
export const consoleOrdersRoutes: FastifyPluginAsyncZod<ConsoleOrdersRoutesOptions> = async (app, { service, staffAuth, orderChanges, streams }) => {
  const accessChecks = sharedAccessChecks();

  app.get(
    '/outlets/:outletId/orders',
    { schema: { params: consoleOutletParamsSchema, querystring: boardQuerySchema, response: { 200: boardResponseSchema, ...errors } } },
    async (request) => {
      const { outletId } = request.params;
      const session = await staffAuth.requireOutlet(request, outletId, 'crew');
      return { data: await service.board(session, outletId, request.query) };
    },
  );

  app.get(
    '/outlets/:outletId/orders/stream',
    {
      schema: {
        params: consoleOutletParamsSchema,
        response: {
          200: z.string().describe('text/event-stream: `event: snapshot` (`{ version, date, orders }`), then `event: change` (`{ version, order }`)'),
          ...errors,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { outletId } = request.params;
      const session = await staffAuth.requireOutlet(request, outletId, 'crew');
      streamBoard(streams.opener(request, reply, session), request.log, orderChanges, {
        restaurantId: outletId,
        snapshot: () => service.boardSnapshot(session, outletId, orderChanges),
        card: (change) => service.changedCard(session, change),
        stillAllowed: accessChecks(`${session.tokenHash} ${outletId}`, () => staffAuth.stillAllowed(session, outletId, 'crew')),
      });
    },
  );

  app.get(
    '/outlets/:outletId/orders/:orderId',
    { schema: { params: consoleOrderParamsSchema, response: { 200: boardOrderResponseSchema, ...errors } } },
    async (request) => {
      const { outletId, orderId } = request.params;
      const session = await staffAuth.requireOutlet(request, outletId, 'crew');
      return { data: await service.order(session, outletId, orderId) };
    },
  );

  app.post(
    '/outlets/:outletId/orders/:orderId/transitions',
    { schema: { params: consoleOrderParamsSchema, body: staffTransitionSchema, response: { 200: boardOrderResponseSchema, ...errors, 409: apiErrorSchema } } },
    async (request) => {
      const { outletId, orderId } = request.params;
      const session = await staffAuth.requireOutlet(request, outletId, 'crew');
      return { data: await service.change(session, outletId, orderId, request.body) };
    },
  );
};
