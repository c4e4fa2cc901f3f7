import { apiErrorSchema } from '@crust/contract/errors';
import type { OrderTransition } from '@crust/contract/order-status';
import { orderParamsSchema } from '@crust/contract/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OrdersService } from './orders.service.ts';

/** What the restaurant does to an order; the diner's cancel and the payment's own transitions have calls of their own. */
const RESTAURANT_TRANSITIONS = ['accept', 'start_preparing', 'mark_ready', 'send_out', 'complete', 'reject'] as const satisfies readonly OrderTransition[];

const bodySchema = z.object({ transition: z.enum(RESTAURANT_TRANSITIONS), reason: z.string().trim().min(1).max(200).optional() });

/**
 * Development only (DEV_ORDER_CONTROLS=true, never with PAYMENT_MODE=live): the restaurant's side of
 * an order before the staff console (issue 10) exists, so a developer and the browser journeys can
 * watch a diner's order move. It goes through the one state machine (`changeStatus`), exactly as the
 * console will; it checks no staff identity, which is why it is off unless a developer turns it on.
 */
export const devOrderControlsRoutes: FastifyPluginAsyncZod<{ service: OrdersService }> = async (app, { service }) => {
  app.post(
    '/dev/orders/:order_id/transitions',
    {
      schema: {
        params: orderParamsSchema,
        body: bodySchema,
        response: { 200: z.object({ data: z.object({ status: z.string(), version: z.number().int() }) }), 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { transition, reason } = request.body;
      const order = await service.changeStatus(request.params.order_id, transition, reason ?? null);
      return { data: { status: order.status, version: order.version } };
    },
  );
};
