import { consoleOutletParamsSchema } from '@crust/contract/console-orders';
import { daySummaryQuerySchema, daySummaryResponseSchema, ordersExportQuerySchema } from '@crust/contract/console-reports';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffAuthenticator } from '../../plugins/staff-authenticate.ts';
import type { ConsoleReportsService } from './console-reports.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export interface ConsoleReportsRoutesOptions {
  service: ConsoleReportsService;
  staffAuth: StaffAuthenticator;
}

/** Issue 10: an outlet's day in figures and its orders as CSV; managers and owners of the outlet. */
export const consoleReportsRoutes: FastifyPluginAsyncZod<ConsoleReportsRoutesOptions> = async (app, { service, staffAuth }) => {
  app.get(
    '/outlets/:outletId/summary',
    { schema: { params: consoleOutletParamsSchema, querystring: daySummaryQuerySchema, response: { 200: daySummaryResponseSchema, ...errors } } },
    async (request) => {
      const session = await staffAuth.requireOutlet(request, request.params.outletId, 'manager');
      return { data: await service.summary(session, request.params.outletId, request.query.date) };
    },
  );

  app.get(
    '/outlets/:outletId/orders.csv',
    {
      schema: {
        params: consoleOutletParamsSchema,
        querystring: ordersExportQuerySchema,
        response: { 200: z.string().describe('text/csv (UTF-8, with a byte-order mark): a header row, then one row per order'), ...errors },
      },
    },
    async (request, reply) => {
      const session = await staffAuth.requireOutlet(request, request.params.outletId, 'manager');
      const { filename, csv } = await service.ordersExport(session, request.params.outletId, request.query);
      // A string with a non-JSON type is sent as it is, past the JSON serializer.
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(csv);
    },
  );
};
