import {
  consoleAdjustGiftCardRequestSchema,
  consoleGiftCardListResponseSchema,
  consoleGiftCardParamsSchema,
  consoleGiftCardResponseSchema,
  consoleGiftCardSearchQuerySchema,
  consoleIssuedGiftCardResponseSchema,
  consoleIssueGiftCardRequestSchema,
  consoleVoidGiftCardRequestSchema,
  giftCardReportQuerySchema,
  giftCardReportResponseSchema,
} from '@crust/contract/console-gift-cards';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffAuthenticator } from '../../plugins/staff-authenticate.ts';
import type { ConsoleGiftCardsService } from './console-gift-cards.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const changeAnswer = { 200: consoleGiftCardResponseSchema, 409: apiErrorSchema, ...errors };

export interface ConsoleGiftCardsRoutesOptions {
  service: ConsoleGiftCardsService;
  staffAuth: StaffAuthenticator;
}

/** Issue 21: gift cards for owners and managers (the service decides which cards a manager reaches), and their liability report. */
export const consoleGiftCardsRoutes: FastifyPluginAsyncZod<ConsoleGiftCardsRoutesOptions> = async (app, { service, staffAuth }) => {
  const card = { params: consoleGiftCardParamsSchema };

  app.get(
    '/gift-cards',
    { schema: { querystring: consoleGiftCardSearchQuerySchema, response: { 200: consoleGiftCardListResponseSchema, ...errors } } },
    async (request) => {
      const session = await staffAuth.requireRole(request, 'manager');
      return { data: { cards: await service.search(session, request.query.search) } };
    },
  );

  app.post(
    '/gift-cards',
    { schema: { body: consoleIssueGiftCardRequestSchema, response: { 201: consoleIssuedGiftCardResponseSchema, ...errors } } },
    async (request, reply) => {
      const session = await staffAuth.requireRole(request, 'manager');
      return reply.code(201).send({ data: await service.issue(session, request.body) });
    },
  );

  app.get('/gift-cards/:id', { schema: { ...card, response: { 200: consoleGiftCardResponseSchema, ...errors } } }, async (request) => {
    const session = await staffAuth.requireRole(request, 'manager');
    return { data: await service.get(session, request.params.id) };
  });

  app.post('/gift-cards/:id/adjust', { schema: { ...card, body: consoleAdjustGiftCardRequestSchema, response: changeAnswer } }, async (request) => {
    const session = await staffAuth.requireRole(request, 'manager');
    return { data: await service.adjust(session, request.params.id, request.body) };
  });

  app.post('/gift-cards/:id/void', { schema: { ...card, body: consoleVoidGiftCardRequestSchema, response: changeAnswer } }, async (request) => {
    const session = await staffAuth.requireRole(request, 'manager');
    return { data: await service.void(session, request.params.id, request.body) };
  });

  app.get(
    '/reports/gift-cards',
    { schema: { querystring: giftCardReportQuerySchema, response: { 200: giftCardReportResponseSchema, ...errors } } },
    async (request) => {
      const session = await staffAuth.requireRole(request, 'manager');
      return { data: await service.report(session, request.query) };
    },
  );

  app.get(
    '/reports/gift-cards.csv',
    {
      schema: {
        querystring: giftCardReportQuerySchema,
        response: { 200: z.string().describe('text/csv (UTF-8, with a byte-order mark): a header row, then one row per figure'), ...errors },
      },
    },
    async (request, reply) => {
      const session = await staffAuth.requireRole(request, 'manager');
      const { filename, csv } = await service.reportCsv(session, request.query);
      // A string with a non-JSON type is sent as it is, past the JSON serializer.
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).send(csv);
    },
  );
};
