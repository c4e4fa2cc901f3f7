import {
  createOutletRequestSchema,
  outletProfileResponseSchema,
  outletProfilesResponseSchema,
  saveOutletProfileRequestSchema,
} from '@crust/contract/console-outlet-profiles';
import { consoleOutletParamsSchema } from '@crust/contract/console-orders';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffAuthenticator } from '../../plugins/staff-authenticate.ts';
import type { OutletProfilesService } from './console-outlet-profiles.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export interface ConsoleOutletProfilesRoutesOptions {
  service: OutletProfilesService;
  staffAuth: StaffAuthenticator;
}

/** Issue 19: outlets' profiles; owners create, edit and archive them, managers and crew read their outlets'. */
export const consoleOutletProfilesRoutes: FastifyPluginAsyncZod<ConsoleOutletProfilesRoutesOptions> = async (app, { service, staffAuth }) => {
  const outlet = { params: consoleOutletParamsSchema };

  app.get('/outlets', { schema: { response: { 200: outletProfilesResponseSchema, ...errors } } }, async (request) => ({
    data: await service.list(await staffAuth.require(request)),
  }));

  app.post('/outlets', { schema: { body: createOutletRequestSchema, response: { 201: outletProfileResponseSchema, ...errors } } }, async (request, reply) => {
    const session = await staffAuth.require(request);
    return reply.code(201).send({ data: await service.create(session, request.body) });
  });

  app.get('/outlets/:outletId/profile', { schema: { ...outlet, response: { 200: outletProfileResponseSchema, ...errors } } }, async (request) => ({
    data: await service.get(await staffAuth.require(request), request.params.outletId),
  }));

  app.put(
    '/outlets/:outletId/profile',
    { schema: { ...outlet, body: saveOutletProfileRequestSchema, response: { 200: outletProfileResponseSchema, ...errors, 409: apiErrorSchema } } },
    async (request) => ({ data: await service.save(await staffAuth.require(request), request.params.outletId, request.body) }),
  );

  app.post('/outlets/:outletId/archive', { schema: { ...outlet, response: { 200: outletProfileResponseSchema, ...errors } } }, async (request) => ({
    data: await service.archive(await staffAuth.require(request), request.params.outletId),
  }));

  app.post('/outlets/:outletId/unarchive', { schema: { ...outlet, response: { 200: outletProfileResponseSchema, ...errors } } }, async (request) => ({
    data: await service.unarchive(await staffAuth.require(request), request.params.outletId),
  }));
};
