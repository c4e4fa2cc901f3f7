import {
  setStaffPasswordRequestSchema,
  setStaffPasswordResponseSchema,
  staffMeResponseSchema,
  staffSessionResponseSchema,
  staffSignInRequestSchema,
  totpCodeRequestSchema,
  totpSetupResponseSchema,
} from '@crust/contract/console-staff';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffAuthenticator } from '../../plugins/staff-authenticate.ts';
import type { StaffAuthService } from './staff-auth.service.ts';
import { clientAddressOf } from '../../lib/client-address.ts';

export interface StaffAuthRoutesOptions {
  auth: StaffAuthService;
  staffAuth: StaffAuthenticator;
  /** Calls per minute per client IP on each call that checks a password, a code or a link. */
  authRateLimitMax: number;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };
const noContent = { 204: z.null().describe('No content') };

/** Issue 10: the console's sign-in, sign-out, the signed-in person, TOTP two-factor sign-in and password links. */
export const staffAuthRoutes: FastifyPluginAsyncZod<StaffAuthRoutesOptions> = async (app, { auth, staffAuth, authRateLimitMax }) => {
  const limited = { rateLimit: { max: authRateLimitMax, timeWindow: '1 minute' } };

  app.post(
    '/auth/sign-in',
    { config: limited, schema: { body: staffSignInRequestSchema, response: { 200: staffSessionResponseSchema, ...errors } } },
    async (request) => ({ data: await auth.signIn(request.body, clientAddressOf(request.ip)) }),
  );

  app.post('/auth/sign-out', { schema: { response: { ...noContent, ...errors } } }, async (request, reply) => {
    await auth.signOut(await staffAuth.require(request));
    return reply.code(204).send(null);
  });

  app.get('/me', { schema: { response: { 200: staffMeResponseSchema, ...errors } } }, async (request) => ({
    data: { staff: await auth.me(await staffAuth.require(request)) },
  }));

  app.post('/auth/totp', { schema: { response: { 200: totpSetupResponseSchema, ...errors } } }, async (request) => ({
    data: await auth.beginTotp(await staffAuth.require(request)),
  }));

  app.post(
    '/auth/totp/confirm',
    { config: limited, schema: { body: totpCodeRequestSchema, response: { 200: staffMeResponseSchema, ...errors } } },
    async (request) => ({ data: { staff: await auth.confirmTotp(await staffAuth.require(request), request.body.code) } }),
  );

  app.delete('/auth/totp', { config: limited, schema: { body: totpCodeRequestSchema, response: { ...noContent, ...errors } } }, async (request, reply) => {
    await auth.disableTotp(await staffAuth.require(request), request.body.code);
    return reply.code(204).send(null);
  });

  app.post(
    '/auth/password',
    { config: limited, schema: { body: setStaffPasswordRequestSchema, response: { 200: setStaffPasswordResponseSchema, ...errors } } },
    async (request) => ({ data: await auth.setPassword(request.body) }),
  );
};
