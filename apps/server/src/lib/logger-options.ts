import type { FastifyRequest } from 'fastify';
import { stdSerializers, type DestinationStream, type LoggerOptions } from 'pino';
import type { Config } from '../env.ts';

/** A token's value in a query string (`?token=…`: a staff invitation link), to be kept out of the log. */
const QUERY_TOKEN = /([?&]token=)[^&#]*/gi;

/** The address as logged: a query string's token values are `[redacted]` (issue 17). */
export const urlForLog = (url: string) => url.replace(QUERY_TOKEN, '$1[redacted]');

/** What Fastify logs of each request (its own serializer's fields), with the address redacted. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    version: request.headers['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

interface DatabaseFields {
  /** A PostgreSQL error (pg's and PGlite's DatabaseError) has these; its `detail` and message may quote values. */
  severity?: unknown;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  /** Drizzle's DrizzleQueryError (and PGlite's own errors) carry the statement's bound values. */
  params?: unknown;
}

/** The error and its causes, outermost first. */
function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let link = error; link instanceof Error && chain.length < 10; link = link.cause) chain.push(link);
  return chain;
}

/**
 * A failed statement's error as logged: its SQLSTATE, constraint and table only (issue 17: a
 * password hash, an email and a phone were in the log). Drizzle's message lists the bound
 * parameters, PostgreSQL's detail quotes the values (`Key (email)=(…) already exists`), and even
 * its message may (`invalid input syntax for type uuid: "…"`), so none of them is kept; the stack
 * keeps its frames, without the message it starts with.
 */
function databaseErrorForLog(error: Error, chain: unknown[]) {
  const database = chain.find((link): link is DatabaseFields => typeof (link as DatabaseFields).severity === 'string') as DatabaseFields | undefined;
  const connection = chain.find((link) => typeof (link as DatabaseFields).code === 'string' && link !== database) as DatabaseFields | undefined;
  return {
    type: error.constructor.name,
    message: 'A database statement failed',
    sqlstate: database?.code,
    constraint: database?.constraint,
    table: database?.table,
    // A failure before PostgreSQL answered (ECONNREFUSED) has a Node code instead.
    ...(!database && connection && { code: connection.code }),
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}

const isDatabaseError = (link: unknown) => {
  const fields = link as DatabaseFields;
  return Array.isArray(fields.params) || typeof fields.severity === 'string';
};

/** Every error logged (`{ err }`), wherever it is logged from: database errors without their values, the rest as pino writes them. */
export function errorForLog(error: unknown) {
  const chain = chainOf(error);
  if (error instanceof Error && chain.some(isDatabaseError)) return databaseErrorForLog(error, chain);
  return stdSerializers.err(error as Error);
}

/** The server's logger (pino through Fastify), for main.ts's app and the tests' alike. */
export function loggerOptions(level: Config['LOG_LEVEL'], stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    // A gift card's code is the card (issue 21): never logged, should a body ever be (the balance check's `code`, a placement's `gift_card_code`).
    redact: ['req.headers.authorization', 'req.body.code', 'req.body.gift_card_code', 'body.code', 'body.gift_card_code'],
    serializers: { req: requestForLog, err: errorForLog },
    ...(stream && { stream }),
  };
}
