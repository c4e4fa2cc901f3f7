import { errorCodes, type ApiError, type ErrorCode } from '@crust/contract/errors';

/** What an error may carry beside its code and message (the contract's apiErrorSchema names each). */
export type ErrorExtras = Omit<ApiError['error'], 'code' | 'message'>;

/** An error whose message is safe to show the client; the error handler answers it with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extras: ErrorExtras = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, errorCodes.badRequest, message);
export const unauthorized = (message = 'Sign in or start a guest session first.') => new HttpError(401, errorCodes.unauthorized, message);
export const forbidden = (message = 'You may not do that.') => new HttpError(403, errorCodes.forbidden, message);
export const notFound = (message: string) => new HttpError(404, errorCodes.notFound, message);
export const tooManyRequests = (message: string) => new HttpError(429, errorCodes.rateLimited, message);

/**
 * 409 stale_version: a console save over a version someone has saved since (issue 19), to reload and
 * make again. `what` names the thing as the sentence needs it: "this deal", "Garlic Bread at this outlet".
 */
export const staleVersion = (what: string, current: number) =>
  new HttpError(409, errorCodes.staleVersion, `Someone saved ${what} a moment ago (it is at version ${current} now): reload it and make your change again.`);
