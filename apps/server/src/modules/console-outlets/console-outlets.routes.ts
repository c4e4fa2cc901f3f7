import { consoleOutletParamsSchema } from '@crust/contract/console-orders';
import {
  outletOrderingResponseSchema,
  outletStockResponseSchema,
  pauseOrderingRequestSchema,
  setStockRequestSchema,
  stockModifierParamsSchema,
  stockModifierResponseSchema,
  stockProductParamsSchema,
  stockProductResponseSchema,
  stockQuerySchema,
} from '@crust/contract/console-outlets';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffAuthenticator } from '../../plugins/staff-authenticate.ts';
import type { OrderingPauseService } from './ordering-pause.service.ts';
import type { OutletStockService } from './outlet-stock.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export interface ConsoleOutletsRoutesOptions {
  ordering: OrderingPauseService;
  stock: OutletStockService;
  staffAuth: StaffAuthenticator;
}

/**
 * Issue 10: an outlet's online ordering (crew see it, managers pause and resume it) and its stock
 * (managers). The automatic resume is a job (plugins/jobs.ts).
 */
export const consoleOutletsRoutes: FastifyPluginAsyncZod<ConsoleOutletsRoutesOptions> = async (app, { ordering, stock, staffAuth }) => {
  const outlet = { params: consoleOutletParamsSchema };
  app.get('/outlets/:outletId/ordering', { schema: { ...outlet, response: { 200: outletOrderingResponseSchema, ...errors } } }, async (request) => {
    const session = await staffAuth.requireOutlet(request, request.params.outletId, 'crew');
    return { data: await ordering.get(session, request.params.outletId) };
  });

  app.post(
    '/outlets/:outletId/pause',
    { schema: { ...outlet, body: pauseOrderingRequestSchema, response: { 200: outletOrderingResponseSchema, ...errors } } },
    async (request) => {
      const session = await staffAuth.requireOutlet(request, request.params.outletId, 'manager');
      return { data: await ordering.pause(session, request.params.outletId, request.body.minutes) };
    },
  );

  app.post('/outlets/:outletId/resume', { schema: { ...outlet, response: { 200: outletOrderingResponseSchema, ...errors } } }, async (request) => {
    const session = await staffAuth.requireOutlet(request, request.params.outletId, 'manager');
    return { data: await ordering.resume(session, request.params.outletId) };
  });

  app.get(
    '/outlets/:outletId/stock',
    { schema: { ...outlet, querystring: stockQuerySchema, response: { 200: outletStockResponseSchema, ...errors } } },
    async (request) => {
      const session = await staffAuth.requireOutlet(request, request.params.outletId, 'manager');
      return { data: await stock.list(session, request.params.outletId, request.query) };
    },
  );

  app.put(
    '/outlets/:outletId/stock/products/:restaurantProductId',
    { schema: { params: stockProductParamsSchema, body: setStockRequestSchema, response: { 200: stockProductResponseSchema, ...errors } } },
    async (request) => {
      const { outletId, restaurantProductId } = request.params;
      const session = await staffAuth.requireOutlet(request, outletId, 'manager');
      return { data: await stock.setProduct(session, outletId, restaurantProductId, request.body.in_stock) };
    },
  );

  app.put(
    '/outlets/:outletId/stock/modifiers/:modifierId',
    { schema: { params: stockModifierParamsSchema, body: setStockRequestSchema, response: { 200: stockModifierResponseSchema, ...errors } } },
    async (request) => {
      const { outletId, modifierId } = request.params;
      const session = await staffAuth.requireOutlet(request, outletId, 'manager');
      return { data: await stock.setModifier(session, outletId, modifierId, request.body.in_stock) };
    },
  );
};
