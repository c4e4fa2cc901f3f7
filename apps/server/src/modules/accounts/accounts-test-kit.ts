import { meResponseSchema, signupResponseSchema, userSessionResponseSchema, type UserSession } from '@crust/contract/accounts';
import { apiErrorSchema, type ApiError } from '@crust/contract/errors';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import type { App } from '../../app.ts';
import type { TestSmtp } from '../../test/test-smtp.ts';

// Shared by the accounts' HTTP tests: the calls, and a diner taken through signup with the code
// read from the real in-process SMTP server. Not a test file itself.

export const TENANT = 64;
export const PASSWORD = 'correct horse battery staple';

let counter = 0;
/** A fresh address, in mixed case and with spaces, as diners type them. */
export const uniqueEmail = (prefix = 'diner') => `  ${prefix}.${process.pid}.${Date.now()}.${(counter += 1)}@Example.TEST `;
export const normalised = (email: string) => email.trim().toLowerCase();

/** Moves the mails already sent to an address two minutes back, past the resend pause (OTP_RESEND_SECONDS). */
export async function pastResendPause(db: Database, email: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ createdAt: sql`${mailOutbox.createdAt} - interval '2 minutes'` })
    .where(eq(mailOutbox.toAddress, normalised(email)));
}

const bearer = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});

export function accountsKit(app: () => App, smtp: () => TestSmtp) {
  const post = (url: string, payload: object, token?: string, remoteAddress?: string) =>
    app().inject({ method: 'POST', url, payload, headers: bearer(token), ...(remoteAddress && { remoteAddress }) } as InjectOptions);

  const calls = {
    signup: (payload: object) =>
      post('/api/v2/auth/signup', { tenant_id: TENANT, name: 'Ada Lovelace', phone_no: '0400 123 456', password: PASSWORD, ...payload }),
    /** `signupToken`: the signup_token its signup (or a login to it) answered; `token`: the bearer, a guest's. */
    verify: (email: string, code: string, signupToken: string, token?: string) =>
      post('/api/v2/auth/verify-otp', { tenant_id: TENANT, email, code, signup_token: signupToken }, token),
    resend: (email: string, signupToken: string) => post('/api/v2/auth/resend-otp', { tenant_id: TENANT, email, signup_token: signupToken }),
    login: (email: string, password = PASSWORD, options: { token?: string; ip?: string; loginCode?: string } = {}) =>
      post(
        '/api/v2/auth/login',
        { tenant_id: TENANT, email, password, ...(options.loginCode && { login_code: options.loginCode }) },
        options.token,
        options.ip,
      ),
    forgot: (email: string) => post('/api/v2/auth/forgot-password', { tenant_id: TENANT, email }),
    reset: (email: string, code: string, password: string, token?: string) =>
      post('/api/v2/auth/reset-password', { tenant_id: TENANT, email, code, password }, token),
    logout: (token?: string) => post('/api/v2/auth/logout', {}, token),
    me: (token?: string) => app().inject({ method: 'GET', url: '/api/v2/me', headers: bearer(token) }),
  };

  function sessionOf(response: LightMyRequestResponse): UserSession {
    expect(response.statusCode, response.body).toBe(200);
    return userSessionResponseSchema.parse(response.json()).data;
  }

  function errorOf(response: LightMyRequestResponse, status: number): ApiError['error'] {
    expect(response.statusCode, response.body).toBe(status);
    return apiErrorSchema.parse(response.json()).error;
  }

  /** Signs up (201) and answers the signup's signup_token, which its code is proved with. */
  async function signedUp(payload: object): Promise<string> {
    const response = await calls.signup(payload);
    expect(response.statusCode, response.body).toBe(201);
    return signupResponseSchema.parse(response.json()).data.signup_token;
  }

  /** Signs up and verifies through the API, reading the code from the emailed message. */
  async function verifiedDiner(email = uniqueEmail(), options: { guestToken?: string } = {}): Promise<UserSession & { email: string }> {
    const signupToken = await signedUp({ email });
    const code = await smtp().codeFor(normalised(email));
    return { ...sessionOf(await calls.verify(email, code, signupToken, options.guestToken)), email: normalised(email) };
  }

  async function meOf(token: string) {
    const response = await calls.me(token);
    expect(response.statusCode, response.body).toBe(200);
    return meResponseSchema.parse(response.json()).data.user;
  }

  return { calls, sessionOf, errorOf, signedUp, verifiedDiner, meOf };
}
