import { z } from 'zod';

/** Every API error has this one shape, whatever its status (spec: clear 4xx JSON, hidden 5xx). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorCodes = {
  badRequest: 'bad_request',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  payloadTooLarge: 'payload_too_large',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  /** An unknown or expired coupon code (HTTP 400); the cart is left as it was. */
  invalidCoupon: 'invalid_coupon',
  /** The server runs but cannot serve this yet (e.g. the storefront has not been built). */
  serviceUnavailable: 'service_unavailable',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
