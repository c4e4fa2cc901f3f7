import { setupChecklistResponseSchema } from '@crust/contract/console-setup-checklist';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffAuthenticator } from '../../plugins/staff-authenticate.ts';
import type { SetupChecklistService } from './console-setup-checklist.service.ts';

export interface ConsoleSetupChecklistRoutesOptions {
  service: SetupChecklistService;
  staffAuth: StaffAuthenticator;
}

/** Issue 19: what is left before the storefront takes orders; every role reads it. */
export const consoleSetupChecklistRoutes: FastifyPluginAsyncZod<ConsoleSetupChecklistRoutesOptions> = async (app, { service, staffAuth }) => {
  app.get(
    '/setup-checklist',
    {
      schema: {
        description:
          'The steps before the business’s storefront can take orders (outlet, menu, hours, pickup or zones, payment), each with the console page where it is done.',
        response: { 200: setupChecklistResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ data: await service.get(await staffAuth.require(request)) }),
  );
};
