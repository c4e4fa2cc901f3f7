import { createGuestRequestSchema, guestSessionResponseSchema, guestUserResponseSchema } from '@crust/contract/auth';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/http-error.ts';
import type { Authenticator } from '../../plugins/authenticate.ts';
import type { AuthService } from './auth.service.ts';

export interface AuthRoutesOptions {
  service: AuthService;
  authenticator: Authenticator;
  /** Guest creation writes rows, so it gets a tighter per-IP budget than the rest of the API. */
  guestRateLimitMax: number;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { service, authenticator, guestRateLimitMax } = options;

  app.post(
    '/v2/auth/guest',
    {
      config: { rateLimit: { max: guestRateLimitMax, timeWindow: '1 minute' } },
      schema: {
        body: createGuestRequestSchema,
        response: { 201: guestSessionResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await service.createGuest(request.body) }),
  );

  app.get('/v2/auth/guest', { schema: { response: { 200: guestUserResponseSchema, 401: apiErrorSchema, 429: apiErrorSchema } } }, async (request) => {
    const session = await authenticator.require(request);
    if (session.subject.kind !== 'guest') throw unauthorized('This token is not a guest session.');
    return { data: { guestUser: session.subject.guestUser } };
  });
};
