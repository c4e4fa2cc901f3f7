import {
  acceptedResponseSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  emailOnlyRequestSchema,
  loginRequestSchema,
  meResponseSchema,
  okResponseSchema,
  resendOtpRequestSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  signupResponseSchema,
  updateMeRequestSchema,
  userSessionResponseSchema,
  verifyOtpRequestSchema,
} from '@crust/contract/accounts';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAfterResponse } from '../../lib/after-response.ts';
import type { Authenticator } from '../../plugins/authenticate.ts';
import type { AccountsService, Caller } from './accounts.service.ts';
import { clientAddressOf } from '../../lib/client-address.ts';

export interface AccountsRoutesOptions {
  service: AccountsService;
  authenticator: Authenticator;
  /** Calls per minute per client IP on each auth call, before any account rule. */
  authRateLimitMax: number;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const noContent = { 204: z.null().describe('No content') };
const accepted = 'If the address can receive it, an email is on its way.';

/** Issue 8: signup with an emailed code, login, password reset, logout and the diner's own account. */
export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, { service, authenticator, authRateLimitMax }) => {
  const limited = { rateLimit: { max: authRateLimitMax, timeWindow: '1 minute' } };
  // Issue 17: what signup, resend and forgot-password do for a known address runs after answering,
  // so the answer comes as soon for an address that is no account. Closing waits for it.
  const afterResponse = createAfterResponse();
  app.addHook('onClose', afterResponse.drain);
  // The bearer session is optional here: a guest's is merged into the account it logs in to.
  const callerOf = async (request: FastifyRequest): Promise<Caller> => ({ session: await authenticator.session(request), ip: clientAddressOf(request.ip) });

  app.post(
    '/v2/auth/signup',
    { config: limited, schema: { body: signupRequestSchema, response: { 201: signupResponseSchema, ...errors } } },
    async (request, reply) => {
      const { answer, later } = await service.signup(request.body);
      afterResponse.run(reply, 'signup', later);
      return reply.code(201).send({ data: answer });
    },
  );

  app.post(
    '/v2/auth/verify-otp',
    { config: limited, schema: { body: verifyOtpRequestSchema, response: { 200: userSessionResponseSchema, ...errors } } },
    async (request) => ({
      data: await service.verifyEmail(request.body, await callerOf(request)),
    }),
  );

  app.post(
    '/v2/auth/resend-otp',
    { config: limited, schema: { body: resendOtpRequestSchema, response: { 202: acceptedResponseSchema, ...errors } } },
    async (request, reply) => {
      afterResponse.run(reply, 'resend-otp', await service.resendVerification(request.body));
      return reply.code(202).send({ message: accepted });
    },
  );

  app.post(
    '/v2/auth/login',
    { config: limited, schema: { body: loginRequestSchema, response: { 200: userSessionResponseSchema, ...errors } } },
    async (request) => ({
      data: await service.login(request.body, await callerOf(request)),
    }),
  );

  app.post(
    '/v2/auth/forgot-password',
    { config: limited, schema: { body: emailOnlyRequestSchema, response: { 202: acceptedResponseSchema, ...errors } } },
    async (request, reply) => {
      afterResponse.run(reply, 'forgot-password', await service.forgotPassword(request.body));
      return reply.code(202).send({ message: accepted });
    },
  );

  app.post(
    '/v2/auth/reset-password',
    { config: limited, schema: { body: resetPasswordRequestSchema, response: { 200: userSessionResponseSchema, ...errors } } },
    async (request) => ({
      data: await service.resetPassword(request.body, await callerOf(request)),
    }),
  );

  app.post('/v2/auth/logout', { schema: { response: { ...noContent, ...errors } } }, async (request, reply) => {
    await service.logout(await authenticator.require(request));
    return reply.code(204).send(null);
  });

  app.get('/v2/me', { schema: { response: { 200: meResponseSchema, ...errors } } }, async (request) => ({
    data: { user: await service.me(await authenticator.requireUser(request)) },
  }));

  app.patch('/v2/me', { schema: { body: updateMeRequestSchema, response: { 200: meResponseSchema, ...errors } } }, async (request) => ({
    data: { user: await service.updateMe(await authenticator.requireUser(request), request.body) },
  }));

  app.post(
    '/v2/me/password',
    { config: limited, schema: { body: changePasswordRequestSchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      await service.changePassword(await authenticator.requireUser(request), request.body);
      return { data: { ok: true as const } };
    },
  );

  app.delete('/v2/me', { config: limited, schema: { body: deleteAccountRequestSchema, response: { ...noContent, ...errors } } }, async (request, reply) => {
    await service.deleteAccount(await authenticator.requireUser(request), request.body.password);
    return reply.code(204).send(null);
  });
};
