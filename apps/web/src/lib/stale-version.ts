import { errorCodes } from '@crust/contract/error-codes';
import { ApiRequestError } from './api-client';

/** A save refused because someone saved the same thing since it was read (409 stale_version). */
export const isStaleVersion = (error: unknown): boolean => error instanceof ApiRequestError && error.status === 409 && error.code === errorCodes.staleVersion;
