import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, normaliseEmail, OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_PATTERN } from './account-rules.ts';
import { dataEnvelope, idSchema } from './envelope.ts';
import { textSchema } from './text.ts';

// Issue 8: diner accounts. Every body here is strict: an unknown field is a client bug, not data.

export const emailSchema = z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email('Enter a valid email address')).transform(normaliseEmail);

/** Length only; the server also refuses the most common passwords. Never trimmed: spaces count. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `A password has at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `A password has at most ${PASSWORD_MAX_LENGTH} characters`);

export const nameSchema = textSchema(NAME_MAX_LENGTH).min(1, 'Enter your name');
export const phoneSchema = z.string().trim().regex(PHONE_PATTERN, 'Enter a phone number of 8 to 15 digits');

export const otpCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^[0-9]{${OTP_LENGTH}}$`), `The code is ${OTP_LENGTH} digits`);

/** What the API shows of an account. The password hash never leaves the server. */
export const userSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  phone_no: z.string(),
  email_verified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** POST /api/v2/auth/signup */
export const signupRequestSchema = z.strictObject({
  tenant_id: idSchema,
  name: nameSchema,
  email: emailSchema,
  phone_no: phoneSchema,
  password: passwordSchema,
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;
/**
 * Names one signup, for the browser that made it (issue 17): its emailed code is proved, and a new one
 * asked for, with this token only, so a later signup of the same address (whose code also lands in the
 * owner's inbox) can never be finished by the owner by mistake. Opaque; the server keeps its hash.
 */
export const signupTokenSchema = z.string().min(1, 'Sign up or log in again to get a new code').max(128);

/**
 * The same answer whether or not the email is already registered (no account enumeration): a
 * registered address gets a signup_token too, one that names nothing.
 */
export const signupResponseSchema = dataEnvelope(z.object({ otp_required: z.literal(true), email: z.string(), signup_token: z.string() }));
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** POST /api/v2/auth/verify-otp: the code must be the one of the signup the token names. */
export const verifyOtpRequestSchema = z.strictObject({ tenant_id: idSchema, email: emailSchema, code: otpCodeSchema, signup_token: signupTokenSchema });
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

/** POST /api/v2/auth/resend-otp: 202 always; a new code goes to the signup the token names, if any. */
export const resendOtpRequestSchema = z.strictObject({ tenant_id: idSchema, email: emailSchema, signup_token: signupTokenSchema });
export type ResendOtpRequest = z.infer<typeof resendOtpRequestSchema>;

/** POST /api/v2/auth/forgot-password: 202 always. */
export const emailOnlyRequestSchema = z.strictObject({ tenant_id: idSchema, email: emailSchema });
export type EmailOnlyRequest = z.infer<typeof emailOnlyRequestSchema>;

/** POST /api/v2/auth/login */
export const loginRequestSchema = z.strictObject({
  tenant_id: idSchema,
  email: emailSchema,
  // Any length is checked against the hash: a login never says which rule a password breaks.
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH),
  /** The emailed sign-in code, once a login has answered 401 login_code_required (issue 17). */
  login_code: otpCodeSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /api/v2/auth/reset-password */
export const resetPasswordRequestSchema = z.strictObject({
  tenant_id: idSchema,
  email: emailSchema,
  code: otpCodeSchema,
  password: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** verify-otp, login and reset-password answer a logged-in session. */
export const userSessionSchema = z.object({ user: userSchema, token: z.string().min(22) });
export type UserSession = z.infer<typeof userSessionSchema>;
export const userSessionResponseSchema = dataEnvelope(userSessionSchema);
export type UserSessionResponse = z.infer<typeof userSessionResponseSchema>;

/** 202 answers carry no data, only a message a person can read. */
export const acceptedResponseSchema = z.object({ message: z.string() });
export type AcceptedResponse = z.infer<typeof acceptedResponseSchema>;

/** GET /api/v2/me and PATCH /api/v2/me */
export const meResponseSchema = dataEnvelope(z.object({ user: userSchema }));
export type MeResponse = z.infer<typeof meResponseSchema>;

export const updateMeRequestSchema = z
  .strictObject({ name: nameSchema.optional(), phone_no: phoneSchema.optional() })
  .refine((body) => body.name !== undefined || body.phone_no !== undefined, { message: 'Send name or phone_no' });
export type UpdateMeRequest = z.infer<typeof updateMeRequestSchema>;

/** POST /api/v2/me/password: ends every other session of the user. */
export const changePasswordRequestSchema = z.strictObject({
  current_password: z.string().min(1, 'Enter your current password').max(PASSWORD_MAX_LENGTH),
  new_password: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** DELETE /api/v2/me: the password confirms it. */
export const deleteAccountRequestSchema = z.strictObject({ password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH) });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const okResponseSchema = z.object({ data: z.object({ ok: z.literal(true) }) });
