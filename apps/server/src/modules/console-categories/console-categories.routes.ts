import {
  consoleCategoriesResponseSchema,
  consoleCategoryParamsSchema,
  consoleCategoryResponseSchema,
  createCategoryRequestSchema,
  reorderCategoriesRequestSchema,
  saveCategoryRequestSchema,
} from '@crust/contract/console-categories';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffAuthenticator } from '../../plugins/staff-authenticate.ts';
import type { CategoriesService } from './console-categories.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export interface ConsoleCategoriesRoutesOptions {
  service: CategoriesService;
  staffAuth: StaffAuthenticator;
}

/** Issue 19: the tenant's menu categories; owners write, managers and crew read. */
export const consoleCategoriesRoutes: FastifyPluginAsyncZod<ConsoleCategoriesRoutesOptions> = async (app, { service, staffAuth }) => {
  const category = { params: consoleCategoryParamsSchema };

  app.get('/categories', { schema: { response: { 200: consoleCategoriesResponseSchema, ...errors } } }, async (request) => ({
    data: await service.list(await staffAuth.require(request)),
  }));

  app.post(
    '/categories',
    { schema: { body: createCategoryRequestSchema, response: { 201: consoleCategoryResponseSchema, ...errors } } },
    async (request, reply) => {
      const session = await staffAuth.require(request);
      return reply.code(201).send({ data: await service.create(session, request.body) });
    },
  );

  app.post(
    '/categories/reorder',
    { schema: { body: reorderCategoriesRequestSchema, response: { 200: consoleCategoriesResponseSchema, ...errors } } },
    async (request) => ({ data: await service.reorder(await staffAuth.require(request), request.body.ids) }),
  );

  app.get('/categories/:categoryId', { schema: { ...category, response: { 200: consoleCategoryResponseSchema, ...errors } } }, async (request) => ({
    data: await service.get(await staffAuth.require(request), request.params.categoryId),
  }));

  app.put(
    '/categories/:categoryId',
    { schema: { ...category, body: saveCategoryRequestSchema, response: { 200: consoleCategoryResponseSchema, ...errors, 409: apiErrorSchema } } },
    async (request) => ({ data: await service.save(await staffAuth.require(request), request.params.categoryId, request.body) }),
  );

  app.delete(
    '/categories/:categoryId',
    { schema: { ...category, response: { 204: z.null().describe('No content'), ...errors, 409: apiErrorSchema } } },
    async (request, reply) => {
      await service.remove(await staffAuth.require(request), request.params.categoryId);
      return reply.code(204).send(null);
    },
  );
};
