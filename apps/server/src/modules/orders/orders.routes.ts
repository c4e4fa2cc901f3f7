import { apiErrorSchema } from '@crust/contract/errors';
import {
  idempotencyKeySchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderLookupRequestSchema,
  orderParamsSchema,
  orderResponseSchema,
  placeOrderRequestSchema,
  reorderResponseSchema,
} from '@crust/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventStreams } from '../../lib/event-stream.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { Authenticator } from '../../plugins/authenticate.ts';
import type { OrderChanges } from './order-changes.ts';
import { streamOrderStatus } from './order-stream.ts';
import type { OrdersService } from './orders.service.ts';
import type { OrderPlacement } from './place-order.ts';
import { clientAddressOf } from '../../lib/client-address.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

export interface OrdersRoutesOptions {
  service: OrdersService;
  changes: OrderChanges;
  /** The instance's live streams: their limits, and their ending with the session. */
  streams: EventStreams;
  place: OrderPlacement;
  authenticator: Authenticator;
  /** Lookups per minute per client IP (AUTH_RATE_LIMIT_MAX), as the account calls count theirs. */
  authRateLimitMax: number;
}

/** Issue 9: placing an order (once per Idempotency-Key), reading it, the diner's history, and cancelling. */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, { service, changes, streams, place, authenticator, authRateLimitMax }) => {
  app.post(
    '/v2/orders',
    {
      schema: {
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: placeOrderRequestSchema,
        // 429 too_many_unpaid_orders: the owner or the IP holds as many unpaid card orders as it may.
        response: { 200: orderResponseSchema, 201: orderResponseSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = await authenticator.require(request);
      const key = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
      if (!key.success) throw badRequest('Send an Idempotency-Key header (8 to 255 visible characters, e.g. a UUID) so a retry cannot order twice.');
      const answer = await place(session, key.data, request.body, clientAddressOf(request.ip));
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.get('/v2/orders', { schema: { querystring: orderListQuerySchema, response: { 200: orderListResponseSchema, ...errors } } }, async (request) => ({
    data: await service.list(await authenticator.requireUser(request), request.query),
  }));

  // Issue 18 point 11: a guest's order found again by number and email; rate-limited per IP, as the
  // account lookups are, since a number is easy to guess.
  app.post(
    '/v2/orders/lookup',
    {
      config: { rateLimit: { max: authRateLimitMax, timeWindow: '1 minute' } },
      schema: { body: orderLookupRequestSchema, response: { 200: orderResponseSchema, ...errors, 429: apiErrorSchema } },
    },
    async (request) => ({ data: await service.lookup(await authenticator.require(request), request.body.number, request.body.email) }),
  );

  app.get('/v2/orders/:order_id', { schema: { params: orderParamsSchema, response: { 200: orderResponseSchema, ...errors } } }, async (request) => ({
    data: await service.get(await authenticator.require(request), request.params.order_id),
  }));

  app.get(
    '/v2/orders/:order_id/events',
    {
      schema: {
        params: orderParamsSchema,
        response: { 200: z.string().describe('text/event-stream: `event: status` with `{ status, version }`'), ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = await authenticator.require(request);
      const orderId = request.params.order_id;
      const first = await service.get(session, orderId);
      streamOrderStatus(streams.opener(request, reply, session), first, changes, () => service.get(session, orderId));
    },
  );

  app.post('/v2/orders/:order_id/reorder', { schema: { params: orderParamsSchema, response: { 200: reorderResponseSchema, ...errors } } }, async (request) => ({
    data: await service.reorder(await authenticator.require(request), request.params.order_id),
  }));

  app.post('/v2/orders/:order_id/cancel', { schema: { params: orderParamsSchema, response: { 200: orderResponseSchema, ...errors } } }, async (request) => ({
    data: await service.cancel(await authenticator.require(request), request.params.order_id),
  }));
};
