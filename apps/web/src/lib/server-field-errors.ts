import { ApiRequestError } from './api-client';

/**
 * The fields a 400 names: the server words each failure as `body.<field>[.<index>…]: message`, joined
 * by '; ' (plugins/error-handler.ts, and the services' own checks). Each message goes to the field its
 * path starts with, the first per field; a 400 that names no field, or another error, gives none.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return {};
  const errors: Record<string, string> = {};
  for (const part of error.message.split('; ')) {
    const match = /^body\.([a-z_]+)[^:]*: (.+)$/.exec(part);
    if (match?.[1] && match[2]) errors[match[1]] ??= match[2];
  }
  return errors;
}
