import { ApiRequestError } from './api-client';

/**
 * What a 400 says of each field, by the field's whole path ('price_override.price',
 * 'modifiers.2.name'): the server words each failure `body.<path>: message`, joined by '; '
 * (plugins/error-handler.ts and the services' own checks). The first message per path; a 400 that
 * names no field, or another error, gives none.
 */
export function serverFieldPaths(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return {};
  const found: Record<string, string> = {};
  for (const part of error.message.split('; ')) {
    const match = /^body\.([\w.]+): (.+)$/.exec(part);
    if (match?.[1] && match[2]) found[match[1]] ??= match[2];
  }
  return found;
}

/** What a 400 said, each message at the form's place for its path (`fieldOf`, as the form's own check places them), the first per place. */
export function serverErrorsAt<Field extends string>(error: unknown, fieldOf: (path: readonly string[]) => Field): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const [path, message] of Object.entries(serverFieldPaths(error))) errors[fieldOf(path.split('.'))] ??= message;
  return errors;
}
