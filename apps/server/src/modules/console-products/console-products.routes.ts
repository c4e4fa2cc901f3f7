import {
  consoleProductParamsSchema,
  consoleProductResponseSchema,
  consoleProductsQuerySchema,
  consoleProductsResponseSchema,
  createProductRequestSchema,
  reorderProductsRequestSchema,
  saveProductRequestSchema,
} from '@crust/contract/console-products';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffAuthenticator } from '../../plugins/staff-authenticate.ts';
import type { ProductsService } from './console-products.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export interface ConsoleProductsRoutesOptions {
  service: ProductsService;
  staffAuth: StaffAuthenticator;
}

/** Issue 19: the tenant's master products; owners write, managers and crew read. */
export const consoleProductsRoutes: FastifyPluginAsyncZod<ConsoleProductsRoutesOptions> = async (app, { service, staffAuth }) => {
  const product = { params: consoleProductParamsSchema };
  const one = { 200: consoleProductResponseSchema, ...errors };

  app.get(
    '/products',
    { schema: { querystring: consoleProductsQuerySchema, response: { 200: consoleProductsResponseSchema, ...errors } } },
    async (request) => {
      const { category_id, include_archived, search } = request.query;
      return { data: await service.list(await staffAuth.require(request), { categoryId: category_id, includeArchived: include_archived === 'true', search }) };
    },
  );

  app.post(
    '/products',
    { schema: { body: createProductRequestSchema, response: { 201: consoleProductResponseSchema, ...errors } } },
    async (request, reply) => {
      const session = await staffAuth.require(request);
      return reply.code(201).send({ data: await service.create(session, request.body) });
    },
  );

  app.post(
    '/products/reorder',
    { schema: { body: reorderProductsRequestSchema, response: { 200: consoleProductsResponseSchema, ...errors } } },
    async (request) => ({ data: await service.reorder(await staffAuth.require(request), request.body.category_id, request.body.ids) }),
  );

  app.get('/products/:productId', { schema: { ...product, response: one } }, async (request) => ({
    data: await service.get(await staffAuth.require(request), request.params.productId),
  }));

  app.put('/products/:productId', { schema: { ...product, body: saveProductRequestSchema, response: { ...one, 409: apiErrorSchema } } }, async (request) => ({
    data: await service.save(await staffAuth.require(request), request.params.productId, request.body),
  }));

  app.post('/products/:productId/archive', { schema: { ...product, response: one } }, async (request) => ({
    data: await service.archive(await staffAuth.require(request), request.params.productId),
  }));

  app.post('/products/:productId/unarchive', { schema: { ...product, response: one } }, async (request) => ({
    data: await service.unarchive(await staffAuth.require(request), request.params.productId),
  }));
};
