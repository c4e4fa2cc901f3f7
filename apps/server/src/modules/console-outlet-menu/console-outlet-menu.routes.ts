import {
  daypartFieldsSchema,
  daypartParamsSchema,
  daypartResponseSchema,
  daypartsResponseSchema,
  outletMenuItemParamsSchema,
  outletMenuItemResponseSchema,
  outletMenuItemsResponseSchema,
  saveDaypartRequestSchema,
  saveOutletMenuItemRequestSchema,
} from '@crust/contract/console-outlet-menu';
import { consoleOutletParamsSchema } from '@crust/contract/console-orders';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffAuthenticator } from '../../plugins/staff-authenticate.ts';
import type { OutletMenuService } from './console-outlet-menu.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const saveErrors = { ...errors, 409: apiErrorSchema };

export interface ConsoleOutletMenuRoutesOptions {
  service: OutletMenuService;
  staffAuth: StaffAuthenticator;
}

/**
 * Issue 19: per outlet, which products it sells on which menus and at which prices, and its daypart
 * schedules. Crew of the outlet read; its managers and the owners edit (requireOutlet: another
 * tenant's outlet 404, an outlet not theirs 403).
 */
export const consoleOutletMenuRoutes: FastifyPluginAsyncZod<ConsoleOutletMenuRoutesOptions> = async (app, { service, staffAuth }) => {
  const outlet = { params: consoleOutletParamsSchema };

  app.get('/outlets/:outletId/menu-items', { schema: { ...outlet, response: { 200: outletMenuItemsResponseSchema, ...errors } } }, async (request) => {
    const session = await staffAuth.requireOutlet(request, request.params.outletId, 'crew');
    return { data: await service.listItems(session, request.params.outletId) };
  });

  app.put(
    '/outlets/:outletId/menu-items/:productId',
    { schema: { params: outletMenuItemParamsSchema, body: saveOutletMenuItemRequestSchema, response: { 200: outletMenuItemResponseSchema, ...saveErrors } } },
    async (request) => {
      const { outletId, productId } = request.params;
      const session = await staffAuth.requireOutlet(request, outletId, 'manager');
      return { data: await service.saveItem(session, outletId, productId, request.body) };
    },
  );

  app.get('/outlets/:outletId/dayparts', { schema: { ...outlet, response: { 200: daypartsResponseSchema, ...errors } } }, async (request) => {
    const session = await staffAuth.requireOutlet(request, request.params.outletId, 'crew');
    return { data: await service.listDayparts(session, request.params.outletId) };
  });

  app.post(
    '/outlets/:outletId/dayparts',
    { schema: { ...outlet, body: daypartFieldsSchema, response: { 201: daypartResponseSchema, ...errors } } },
    async (request, reply) => {
      const session = await staffAuth.requireOutlet(request, request.params.outletId, 'manager');
      return reply.code(201).send({ data: await service.createDaypart(session, request.params.outletId, request.body) });
    },
  );

  app.put(
    '/outlets/:outletId/dayparts/:daypartId',
    { schema: { params: daypartParamsSchema, body: saveDaypartRequestSchema, response: { 200: daypartResponseSchema, ...saveErrors } } },
    async (request) => {
      const { outletId, daypartId } = request.params;
      const session = await staffAuth.requireOutlet(request, outletId, 'manager');
      return { data: await service.saveDaypart(session, outletId, daypartId, request.body) };
    },
  );

  app.delete(
    '/outlets/:outletId/dayparts/:daypartId',
    { schema: { params: daypartParamsSchema, response: { 204: z.null().describe('No content'), ...errors } } },
    async (request, reply) => {
      const { outletId, daypartId } = request.params;
      const session = await staffAuth.requireOutlet(request, outletId, 'manager');
      await service.deleteDaypart(session, outletId, daypartId);
      return reply.code(204).send(null);
    },
  );
};
