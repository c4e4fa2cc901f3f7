import { z } from 'zod';

/** Every API error has this one shape, whatever its status (spec: clear 4xx JSON, hidden 5xx). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Only with login's 403 email_not_verified: the signup the code just mailed finishes (issue 17). */
    signup_token: z.string().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

// The codes live in error-codes.ts, without zod, so the browser can tell refusals apart (decision 001).
export { errorCodes, type ErrorCode } from './error-codes.ts';
