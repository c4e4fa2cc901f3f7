import { ApiRequestError } from '@/lib/api-client';

/** Spec §5: the coupon error message defaults to this on HTTP 400. */
export const INVALID_COUPON_MESSAGE = 'Invalid coupon code';
export const COUPON_CHECK_FAILED_MESSAGE = 'We could not check this coupon. Please try again.';

/**
 * What the coupon field says when the server refused a code: its own message on HTTP 400 (unknown,
 * expired or malformed code), else the spec's default. `http_error` is the code the API client gives
 * a response whose body carried no error message.
 */
export function couponErrorMessage(error: Error): string {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return COUPON_CHECK_FAILED_MESSAGE;
  const hasServerMessage = error.code !== 'http_error' && error.message.trim() !== '';
  return hasServerMessage ? error.message : INVALID_COUPON_MESSAGE;
}
