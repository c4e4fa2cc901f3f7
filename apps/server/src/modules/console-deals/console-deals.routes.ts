import { createDealRequestSchema, dealParamsSchema, dealResponseSchema, dealsResponseSchema, saveDealRequestSchema } from '@crust/contract/console-deals';
import { consoleOutletParamsSchema } from '@crust/contract/console-orders';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffAuthenticator } from '../../plugins/staff-authenticate.ts';
import type { DealsService } from './console-deals.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export interface ConsoleDealsRoutesOptions {
  service: DealsService;
  staffAuth: StaffAuthenticator;
}

/**
 * Issue 19: an outlet's deals and combos. Owners (every outlet) and managers (theirs) write, crew of
 * the outlet read; another tenant's outlet is 404, an outlet the person does not work at 403 (requireOutlet).
 */
export const consoleDealsRoutes: FastifyPluginAsyncZod<ConsoleDealsRoutesOptions> = async (app, { service, staffAuth }) => {
  const deal = { params: dealParamsSchema };

  app.get('/outlets/:outletId/deals', { schema: { params: consoleOutletParamsSchema, response: { 200: dealsResponseSchema, ...errors } } }, async (request) => {
    const { outletId } = request.params;
    return { data: await service.list(await staffAuth.requireOutlet(request, outletId, 'crew'), outletId) };
  });

  app.post(
    '/outlets/:outletId/deals',
    { schema: { params: consoleOutletParamsSchema, body: createDealRequestSchema, response: { 201: dealResponseSchema, ...errors } } },
    async (request, reply) => {
      const { outletId } = request.params;
      const session = await staffAuth.requireOutlet(request, outletId, 'manager');
      return reply.code(201).send({ data: await service.create(session, outletId, request.body) });
    },
  );

  app.get('/outlets/:outletId/deals/:dealId', { schema: { ...deal, response: { 200: dealResponseSchema, ...errors } } }, async (request) => {
    const { outletId, dealId } = request.params;
    return { data: await service.get(await staffAuth.requireOutlet(request, outletId, 'crew'), outletId, dealId) };
  });

  app.put(
    '/outlets/:outletId/deals/:dealId',
    { schema: { ...deal, body: saveDealRequestSchema, response: { 200: dealResponseSchema, ...errors, 409: apiErrorSchema } } },
    async (request) => {
      const { outletId, dealId } = request.params;
      return { data: await service.save(await staffAuth.requireOutlet(request, outletId, 'manager'), outletId, dealId, request.body) };
    },
  );

  app.post('/outlets/:outletId/deals/:dealId/archive', { schema: { ...deal, response: { 200: dealResponseSchema, ...errors } } }, async (request) => {
    const { outletId, dealId } = request.params;
    return { data: await service.archive(await staffAuth.requireOutlet(request, outletId, 'manager'), outletId, dealId) };
  });

  app.post('/outlets/:outletId/deals/:dealId/unarchive', { schema: { ...deal, response: { 200: dealResponseSchema, ...errors } } }, async (request) => {
    const { outletId, dealId } = request.params;
    return { data: await service.unarchive(await staffAuth.requireOutlet(request, outletId, 'manager'), outletId, dealId) };
  });
};
