import { consoleOutletParamsSchema } from '@crust/contract/console-orders';
import {
  addClosureRequestSchema,
  closureParamsSchema,
  deliveryZoneRequestSchema,
  deliveryZoneResponseSchema,
  deliveryZonesResponseSchema,
  outletHoursRequestSchema,
  outletRulesResponseSchema,
  updateOutletRulesRequestSchema,
  zoneParamsSchema,
} from '@crust/contract/console-rules';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffAuthenticator } from '../../plugins/staff-authenticate.ts';
import type { OrderingRulesService } from './ordering-rules.service.ts';
import type { OutletZonesService } from './outlet-zones.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const noContent = { 204: z.null().describe('No content') };

export interface ConsoleRulesRoutesOptions {
  rules: OrderingRulesService;
  zones: OutletZonesService;
  staffAuth: StaffAuthenticator;
}

/**
 * Issue 10: an outlet's ordering rules and delivery zones. Crew may read them (they answer diners'
 * questions); managers of the outlet and owners change them.
 */
export const consoleRulesRoutes: FastifyPluginAsyncZod<ConsoleRulesRoutesOptions> = async (app, { rules, zones, staffAuth }) => {
  const outlet = { params: consoleOutletParamsSchema };
  const rulesAnswer = { response: { 200: outletRulesResponseSchema, ...errors } };

  app.get('/outlets/:outletId/rules', { schema: { ...outlet, ...rulesAnswer } }, async (request) => {
    const session = await staffAuth.requireOutlet(request, request.params.outletId, 'crew');
    return { data: await rules.get(session, request.params.outletId) };
  });

  app.put('/outlets/:outletId/rules/hours', { schema: { ...outlet, body: outletHoursRequestSchema, ...rulesAnswer } }, async (request) => {
    const session = await staffAuth.requireOutlet(request, request.params.outletId, 'manager');
    return { data: await rules.replaceHours(session, request.params.outletId, request.body) };
  });

  app.patch('/outlets/:outletId/rules', { schema: { ...outlet, body: updateOutletRulesRequestSchema, ...rulesAnswer } }, async (request) => {
    const session = await staffAuth.requireOutlet(request, request.params.outletId, 'manager');
    return { data: await rules.update(session, request.params.outletId, request.body) };
  });

  app.post('/outlets/:outletId/rules/closures', { schema: { ...outlet, body: addClosureRequestSchema, ...rulesAnswer } }, async (request) => {
    const session = await staffAuth.requireOutlet(request, request.params.outletId, 'manager');
    return { data: await rules.addClosure(session, request.params.outletId, request.body) };
  });

  app.delete('/outlets/:outletId/rules/closures/:date', { schema: { params: closureParamsSchema, ...rulesAnswer } }, async (request) => {
    const session = await staffAuth.requireOutlet(request, request.params.outletId, 'manager');
    return { data: await rules.removeClosure(session, request.params.outletId, request.params.date) };
  });

  app.get('/outlets/:outletId/zones', { schema: { ...outlet, response: { 200: deliveryZonesResponseSchema, ...errors } } }, async (request) => {
    const session = await staffAuth.requireOutlet(request, request.params.outletId, 'crew');
    return { data: await zones.list(session, request.params.outletId) };
  });

  app.post(
    '/outlets/:outletId/zones',
    { schema: { ...outlet, body: deliveryZoneRequestSchema, response: { 201: deliveryZoneResponseSchema, ...errors } } },
    async (request, reply) => {
      const session = await staffAuth.requireOutlet(request, request.params.outletId, 'manager');
      return reply.code(201).send({ data: await zones.create(session, request.params.outletId, request.body) });
    },
  );

  app.put(
    '/outlets/:outletId/zones/:zoneId',
    { schema: { params: zoneParamsSchema, body: deliveryZoneRequestSchema, response: { 200: deliveryZoneResponseSchema, ...errors } } },
    async (request) => {
      const { outletId, zoneId } = request.params;
      const session = await staffAuth.requireOutlet(request, outletId, 'manager');
      return { data: await zones.update(session, outletId, zoneId, request.body) };
    },
  );

  app.delete('/outlets/:outletId/zones/:zoneId', { schema: { params: zoneParamsSchema, response: { ...noContent, ...errors } } }, async (request, reply) => {
    const { outletId, zoneId } = request.params;
    const session = await staffAuth.requireOutlet(request, outletId, 'manager');
    await zones.remove(session, outletId, zoneId);
    return reply.code(204).send(null);
  });
};
