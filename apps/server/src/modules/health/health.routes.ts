import { healthResponseSchema } from '@crust/contract/health';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Liveness only, and the benchmark's baseline for the framework's cost: the handler makes no database
 * call (on PostgreSQL the shared per-IP limit before it makes one, decision 009).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: healthResponseSchema, 429: apiErrorSchema } } }, async () => ({ status: 'ok' as const }));
};
