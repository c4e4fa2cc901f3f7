import {
  auditLogQuerySchema,
  auditLogResponseSchema,
  createStaffRequestSchema,
  staffItemResponseSchema,
  staffListResponseSchema,
  staffParamsSchema,
  updateStaffRequestSchema,
} from '@crust/contract/console-staff';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConsoleDeps } from '../../console-api.ts';
import { createAccountsRepo } from '../accounts/accounts.repo.ts';
import { createAuthAttemptsRepo } from '../accounts/auth-attempts.repo.ts';
import { createEmailedCodes } from '../accounts/emailed-codes.ts';
import { createLoginGuard } from '../accounts/login-guard.ts';
import { createStaffAuthService } from './staff-auth.service.ts';
import { staffAuthRoutes, type StaffAuthRoutesOptions } from './staff-auth.routes.ts';
import { createStaffRepo } from './staff.repo.ts';
import { createStaffService, type StaffService } from './staff.service.ts';

export interface StaffRoutesOptions extends StaffAuthRoutesOptions {
  service: StaffService;
}

/** The staff module's services, from the console's dependencies. */
export function staffRoutesOptions({ handle: { db }, staffAuth, config, now }: ConsoleDeps): StaffRoutesOptions {
  const repo = createStaffRepo(db);
  return {
    auth: createStaffAuthService({
      db,
      repo,
      guard: createLoginGuard({ repo: createAuthAttemptsRepo(db), codes: createEmailedCodes(createAccountsRepo(db), config), db, config, kind: 'staff_login' }),
      config,
      now,
    }),
    service: createStaffService({ db, repo, now }),
    staffAuth,
    authRateLimitMax: config.AUTH_RATE_LIMIT_MAX,
  };
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Issue 10: owners manage the staff and read the audit log; the sign-in calls come with them. */
export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (app, options) => {
  const { service, staffAuth } = options;
  await app.register(staffAuthRoutes, options);

  app.get('/staff', { schema: { response: { 200: staffListResponseSchema, ...errors } } }, async (request) => ({
    data: await service.list(await staffAuth.requireRole(request, 'owner')),
  }));

  app.post('/staff', { schema: { body: createStaffRequestSchema, response: { 201: staffItemResponseSchema, ...errors } } }, async (request, reply) => {
    const session = await staffAuth.requireRole(request, 'owner');
    return reply.code(201).send({ data: await service.invite(session, request.body) });
  });

  app.patch(
    '/staff/:staffId',
    { schema: { params: staffParamsSchema, body: updateStaffRequestSchema, response: { 200: staffItemResponseSchema, ...errors } } },
    async (request) => ({ data: await service.update(await staffAuth.requireRole(request, 'owner'), request.params.staffId, request.body) }),
  );

  app.get('/audit-log', { schema: { querystring: auditLogQuerySchema, response: { 200: auditLogResponseSchema, ...errors } } }, async (request) => ({
    data: await service.auditLog(await staffAuth.requireRole(request, 'owner'), request.query),
  }));
};
