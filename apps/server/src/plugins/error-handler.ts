import { errorCodes, type ApiError, type ErrorCode } from '@crust/contract/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, type ErrorExtras } from '../lib/http-error.ts';

const INTERNAL_MESSAGE = 'Something went wrong on our side.';

/** Codes for the 4xx statuses Fastify itself raises (bad JSON, body limit, media type …). */
const codeByStatus: Record<number, ErrorCode> = {
  401: errorCodes.unauthorized,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  413: errorCodes.payloadTooLarge,
  429: errorCodes.rateLimited,
  503: errorCodes.serviceUnavailable,
};

export const errorBody = (code: ErrorCode, message: string, extras: ErrorExtras = {}): ApiError => ({ error: { code, message, ...extras } });

/** "body.tenant_id: Invalid input: expected number, received NaN" — names each failing field. */
function describeValidation(error: FastifyError): string {
  const where = error.validationContext ?? 'request';
  const problems = (error.validation ?? []).map((issue) => {
    const field = issue.instancePath.split('/').filter(Boolean).join('.');
    return `${field ? `${where}.${field}` : where}: ${issue.message ?? 'is invalid'}`;
  });
  return problems.join('; ');
}

function isFastifyError(error: unknown): error is FastifyError & { statusCode: number } {
  return error instanceof Error && typeof (error as FastifyError).statusCode === 'number';
}

/**
 * The one error handler (STYLE.md habit 8): every error leaves as `{ error: { code, message } }`.
 * 4xx messages are written for the client and pass through; 5xx details stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) {
      // Ours to answer, yet a failure all the same (the payment service out of reach): logged with its cause.
      if (error.statusCode >= 500) request.log.warn({ err: error.cause ?? error }, error.message);
      return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.extras));
    }
    if (isFastifyError(error) && hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(errorBody(errorCodes.badRequest, describeValidation(error)));
    }
    // Fastify's own client errors (malformed JSON, body too large, bad media type) carry safe messages.
    if (isFastifyError(error) && error.statusCode >= 400 && error.statusCode < 500) {
      const status = error.statusCode;
      return reply.code(status).send(errorBody(codeByStatus[status] ?? errorCodes.badRequest, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(errorCodes.internal, INTERNAL_MESSAGE));
  });
}
