import { menuSettingsResponseSchema, saveMenuSettingsRequestSchema } from '@crust/contract/console-menu-settings';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffAuthenticator } from '../../plugins/staff-authenticate.ts';
import type { MenuSettingsService } from './console-menu-settings.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export interface ConsoleMenuSettingsRoutesOptions {
  service: MenuSettingsService;
  staffAuth: StaffAuthenticator;
}

/** Issue 19: the tenant's menu-wide settings; owners write, managers and crew read. */
export const consoleMenuSettingsRoutes: FastifyPluginAsyncZod<ConsoleMenuSettingsRoutesOptions> = async (app, { service, staffAuth }) => {
  app.get('/menu-settings', { schema: { response: { 200: menuSettingsResponseSchema, ...errors } } }, async (request) => ({
    data: await service.get(await staffAuth.require(request)),
  }));

  app.put('/menu-settings', { schema: { body: saveMenuSettingsRequestSchema, response: { 200: menuSettingsResponseSchema, ...errors } } }, async (request) => ({
    data: await service.save(await staffAuth.require(request), request.body),
  }));
};
