import { consoleOutletParamsSchema } from '@crust/contract/console-orders';
import {
  currentSiteConfigResponseSchema,
  saveSiteConfigRequestSchema,
  siteConfigVersionParamsSchema,
  siteConfigVersionResponseSchema,
  siteConfigVersionsResponseSchema,
} from '@crust/contract/console-site-config';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffAuthenticator } from '../../plugins/staff-authenticate.ts';
import type { SiteConfigService } from './console-site-config.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export interface ConsoleSiteConfigRoutesOptions {
  service: SiteConfigService;
  staffAuth: StaffAuthenticator;
}

/** Issue 10: an outlet's site configuration and its kept versions; owners only. */
export const consoleSiteConfigRoutes: FastifyPluginAsyncZod<ConsoleSiteConfigRoutesOptions> = async (app, { service, staffAuth }) => {
  const outlet = { params: consoleOutletParamsSchema };

  app.get('/outlets/:outletId/site-config', { schema: { ...outlet, response: { 200: currentSiteConfigResponseSchema, ...errors } } }, async (request) => {
    const session = await staffAuth.requireOutlet(request, request.params.outletId, 'owner');
    return { data: await service.get(session, request.params.outletId) };
  });

  app.put(
    '/outlets/:outletId/site-config',
    { schema: { ...outlet, body: saveSiteConfigRequestSchema, response: { 200: currentSiteConfigResponseSchema, ...errors, 409: apiErrorSchema } } },
    async (request) => {
      const session = await staffAuth.requireOutlet(request, request.params.outletId, 'owner');
      return { data: await service.save(session, request.params.outletId, request.body) };
    },
  );

  app.get(
    '/outlets/:outletId/site-config/versions',
    { schema: { ...outlet, response: { 200: siteConfigVersionsResponseSchema, ...errors } } },
    async (request) => {
      const session = await staffAuth.requireOutlet(request, request.params.outletId, 'owner');
      return { data: await service.versions(session, request.params.outletId) };
    },
  );

  app.get(
    '/outlets/:outletId/site-config/versions/:version',
    { schema: { params: siteConfigVersionParamsSchema, response: { 200: siteConfigVersionResponseSchema, ...errors } } },
    async (request) => {
      const { outletId, version } = request.params;
      const session = await staffAuth.requireOutlet(request, outletId, 'owner');
      return { data: await service.version(session, outletId, version) };
    },
  );

  app.post(
    '/outlets/:outletId/site-config/versions/:version/restore',
    { schema: { params: siteConfigVersionParamsSchema, response: { 200: currentSiteConfigResponseSchema, ...errors } } },
    async (request) => {
      const { outletId, version } = request.params;
      const session = await staffAuth.requireOutlet(request, outletId, 'owner');
      return { data: await service.restore(session, outletId, version) };
    },
  );
};
