import {
  addressListResponseSchema,
  addressParamsSchema,
  addressResponseSchema,
  createAddressRequestSchema,
  updateAddressRequestSchema,
} from '@crust/contract/addresses';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Authenticator } from '../../plugins/authenticate.ts';
import type { AddressesService } from './addresses.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/** A logged-in diner's saved delivery addresses; another diner's address answers 404. */
export const addressesRoutes: FastifyPluginAsyncZod<{ service: AddressesService; authenticator: Authenticator }> = async (app, { service, authenticator }) => {
  app.get('/v2/me/addresses', { schema: { response: { 200: addressListResponseSchema, ...errors } } }, async (request) => ({
    data: await service.list(await authenticator.requireUser(request)),
  }));

  app.post(
    '/v2/me/addresses',
    { schema: { body: createAddressRequestSchema, response: { 201: addressResponseSchema, ...errors } } },
    async (request, reply) => {
      const session = await authenticator.requireUser(request);
      return reply.code(201).send({ data: await service.create(session, request.body) });
    },
  );

  app.patch(
    '/v2/me/addresses/:id',
    { schema: { params: addressParamsSchema, body: updateAddressRequestSchema, response: { 200: addressResponseSchema, ...errors } } },
    async (request) => ({
      data: await service.update(await authenticator.requireUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/v2/me/addresses/:id',
    { schema: { params: addressParamsSchema, response: { 204: z.null().describe('No content'), ...errors } } },
    async (request, reply) => {
      await service.remove(await authenticator.requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
