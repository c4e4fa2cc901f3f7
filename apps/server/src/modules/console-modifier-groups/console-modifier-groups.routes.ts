import {
  createModifierGroupRequestSchema,
  modifierGroupParamsSchema,
  modifierGroupResponseSchema,
  modifierGroupsResponseSchema,
  saveModifierGroupRequestSchema,
} from '@crust/contract/console-modifier-groups';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffAuthenticator } from '../../plugins/staff-authenticate.ts';
import type { ModifierGroupsService } from './console-modifier-groups.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export interface ConsoleModifierGroupsRoutesOptions {
  service: ModifierGroupsService;
  staffAuth: StaffAuthenticator;
}

/** Issue 19: the tenant's shared modifier groups; owners write, managers and crew read. */
export const consoleModifierGroupsRoutes: FastifyPluginAsyncZod<ConsoleModifierGroupsRoutesOptions> = async (app, { service, staffAuth }) => {
  const group = { params: modifierGroupParamsSchema };

  app.get('/modifier-groups', { schema: { response: { 200: modifierGroupsResponseSchema, ...errors } } }, async (request) => ({
    data: await service.list(await staffAuth.require(request)),
  }));

  app.post(
    '/modifier-groups',
    { schema: { body: createModifierGroupRequestSchema, response: { 201: modifierGroupResponseSchema, ...errors } } },
    async (request, reply) => reply.code(201).send({ data: await service.create(await staffAuth.require(request), request.body) }),
  );

  app.get('/modifier-groups/:groupId', { schema: { ...group, response: { 200: modifierGroupResponseSchema, ...errors } } }, async (request) => ({
    data: await service.get(await staffAuth.require(request), request.params.groupId),
  }));

  app.put(
    '/modifier-groups/:groupId',
    { schema: { ...group, body: saveModifierGroupRequestSchema, response: { 200: modifierGroupResponseSchema, ...errors, 409: apiErrorSchema } } },
    async (request) => ({ data: await service.save(await staffAuth.require(request), request.params.groupId, request.body) }),
  );

  app.delete(
    '/modifier-groups/:groupId',
    { schema: { ...group, response: { 204: z.null().describe('No content'), ...errors, 409: apiErrorSchema } } },
    async (request, reply) => {
      await service.delete(await staffAuth.require(request), request.params.groupId);
      return reply.code(204).send(null);
    },
  );
};
