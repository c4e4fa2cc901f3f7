import {
  attributeParamsSchema,
  attributeResponseSchema,
  attributesResponseSchema,
  createAttributeRequestSchema,
  saveAttributeRequestSchema,
} from '@crust/contract/console-attributes';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffAuthenticator } from '../../plugins/staff-authenticate.ts';
import type { AttributesService } from './console-attributes.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export interface ConsoleAttributesRoutesOptions {
  service: AttributesService;
  staffAuth: StaffAuthenticator;
}

/** Issue 19: the tenant's configuration attributes (sizes, crusts) and their values; owners write, managers and crew read. */
export const consoleAttributesRoutes: FastifyPluginAsyncZod<ConsoleAttributesRoutesOptions> = async (app, { service, staffAuth }) => {
  const attribute = { params: attributeParamsSchema };

  app.get('/attributes', { schema: { response: { 200: attributesResponseSchema, ...errors } } }, async (request) => ({
    data: await service.list(await staffAuth.require(request)),
  }));

  app.post('/attributes', { schema: { body: createAttributeRequestSchema, response: { 201: attributeResponseSchema, ...errors } } }, async (request, reply) =>
    reply.code(201).send({ data: await service.create(await staffAuth.require(request), request.body) }),
  );

  app.get('/attributes/:attributeId', { schema: { ...attribute, response: { 200: attributeResponseSchema, ...errors } } }, async (request) => ({
    data: await service.get(await staffAuth.require(request), request.params.attributeId),
  }));

  app.put(
    '/attributes/:attributeId',
    { schema: { ...attribute, body: saveAttributeRequestSchema, response: { 200: attributeResponseSchema, ...errors, 409: apiErrorSchema } } },
    async (request) => ({ data: await service.save(await staffAuth.require(request), request.params.attributeId, request.body) }),
  );
};
