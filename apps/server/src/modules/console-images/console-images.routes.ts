import fastifyMultipart from '@fastify/multipart';
import { consoleImageParamsSchema, consoleImageResponseSchema, consoleImagesQuerySchema, consoleImagesResponseSchema } from '@crust/contract/console-images';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffAuthenticator } from '../../plugins/staff-authenticate.ts';
import type { ConsoleImagesService } from './console-images.service.ts';
import { readOneFile } from './upload-body.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export interface ConsoleImagesRoutesOptions {
  service: ConsoleImagesService;
  staffAuth: StaffAuthenticator;
  /** IMAGE_UPLOAD_MAX_BYTES. */
  maxBytes: number;
}

/** Issue 19: the tenant's photos; managers and owners upload and read them. */
export const consoleImagesRoutes: FastifyPluginAsyncZod<ConsoleImagesRoutesOptions> = async (app, { service, staffAuth, maxBytes }) => {
  // Multipart bodies are taken here alone (this plugin's scope): every other call stays JSON.
  await app.register(fastifyMultipart);

  app.post(
    '/images',
    {
      schema: {
        description:
          'Upload a photo: `multipart/form-data` with one file field (a JPEG, PNG or WebP of at most IMAGE_UPLOAD_MAX_BYTES, 10 MB by default). ' +
          'Answers 201 with the photo, or 200 with the one the tenant already has when these bytes were uploaded before.',
        consumes: ['multipart/form-data'],
        response: {
          200: consoleImageResponseSchema,
          201: consoleImageResponseSchema,
          ...errors,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const session = await staffAuth.requireRole(request, 'manager');
      const { image, created } = await service.upload(session, await readOneFile(request, maxBytes));
      return reply.code(created ? 201 : 200).send({ data: image });
    },
  );

  app.get('/images', { schema: { querystring: consoleImagesQuerySchema, response: { 200: consoleImagesResponseSchema, ...errors } } }, async (request) => {
    const session = await staffAuth.requireRole(request, 'manager');
    return { data: await service.list(session, request.query.page) };
  });

  app.get('/images/:imageId', { schema: { params: consoleImageParamsSchema, response: { 200: consoleImageResponseSchema, ...errors } } }, async (request) => {
    const session = await staffAuth.requireRole(request, 'manager');
    return { data: await service.get(session, request.params.imageId) };
  });
};
