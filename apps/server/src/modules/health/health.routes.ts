import { healthResponseSchema } from '@crust/contract/health';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Liveness only, with no database call: it is also the benchmark's baseline for the framework's cost. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: healthResponseSchema, 429: apiErrorSchema } } }, async () => ({ status: 'ok' as const }));
};
