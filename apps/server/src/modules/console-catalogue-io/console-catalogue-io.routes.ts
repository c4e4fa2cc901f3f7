import { catalogueDocumentSchema, catalogueImportQuerySchema, catalogueImportResponseSchema } from '@crust/contract/catalogue-document';
import { apiErrorSchema } from '@crust/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffAuthenticator } from '../../plugins/staff-authenticate.ts';
import type { CatalogueIoService } from './catalogue-io.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export interface ConsoleCatalogueIoRoutesOptions {
  service: CatalogueIoService;
  staffAuth: StaffAuthenticator;
  /** CATALOGUE_IMPORT_MAX_BYTES: the largest import body (413 payload_too_large past it). */
  maxBytes: number;
}

const attachment = (extension: string) => `attachment; filename="catalogue-${new Date().toISOString().slice(0, 10)}.${extension}"`;

/** Issue 19: the tenant's catalogue exported and imported whole (decision 011); owners only. */
export const consoleCatalogueIoRoutes: FastifyPluginAsyncZod<ConsoleCatalogueIoRoutesOptions> = async (app, { service, staffAuth, maxBytes }) => {
  // The CSV arrives as text; this plugin's scope alone takes it (every other call stays JSON).
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.get(
    '/catalogue/export',
    {
      schema: {
        description: 'The catalogue as one JSON document (format crust-catalogue, version 1), as the import takes it.',
        response: { 200: catalogueDocumentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await staffAuth.requireRole(request, 'owner');
      return reply.header('content-disposition', attachment('json')).send(await service.exportDocument(session));
    },
  );

  app.get(
    '/catalogue/export.csv',
    { schema: { response: { 200: z.string().describe('text/csv (UTF-8, with a byte-order mark): a header row, then one row per product'), ...errors } } },
    async (request, reply) => {
      const session = await staffAuth.requireRole(request, 'owner');
      // A string with a non-JSON type is sent as it is, past the JSON serializer.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment('csv'))
        .send(await service.exportCsv(session));
    },
  );

  app.post(
    '/catalogue/import',
    {
      bodyLimit: maxBytes,
      schema: {
        description:
          'Import the catalogue: `application/json` (the export’s document; products it does not name are archived) or `text/csv` (the CSV export’s columns; ' +
          'adds and updates products, never archives). `dry_run=true` (the default) reports what would be added, changed and archived and changes nothing; ' +
          '`dry_run=false` applies it in one transaction. A body past CATALOGUE_IMPORT_MAX_BYTES is refused with 413.',
        consumes: ['application/json', 'text/csv'],
        querystring: catalogueImportQuerySchema,
        response: { 200: catalogueImportResponseSchema, ...errors, 409: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request) => {
      const session = await staffAuth.requireRole(request, 'owner');
      // The parsers decide what the body is from its type: text for text/csv, parsed JSON otherwise.
      const isCsv = /^text\/csv\b/i.test(request.headers['content-type'] ?? '');
      const body = isCsv ? { kind: 'csv' as const, text: request.body as string } : { kind: 'json' as const, body: request.body };
      return { data: await service.import(session, body, request.query.dry_run) };
    },
  );
};
