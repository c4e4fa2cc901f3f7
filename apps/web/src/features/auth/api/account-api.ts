import type { AcceptedResponse, SignupResponse, UserSession, UserSessionResponse } from '@crust/contract/accounts';
import { apiRequest } from '@/lib/api-client';
import { env } from '@/lib/env';

// Issue 8's account calls. login, verify and reset carry the guest's bearer token (the api client
// sends it): the server moves the guest's cart into the account and ends the guest session.

const tenant = () => ({ tenant_id: env.tenantId });

export type SignupInput = { name: string; email: string; phone_no: string; password: string };

/** The address as the server keeps it, and the signup_token its code is proved with (issue 17). */
export async function signup(input: SignupInput): Promise<{ email: string; signupToken: string }> {
  const response = await apiRequest<SignupResponse>('/v2/auth/signup', { method: 'POST', body: { ...tenant(), ...input } });
  return { email: response.data.email, signupToken: response.data.signup_token };
}

export async function verifyOtp(email: string, code: string, signupToken: string): Promise<UserSession> {
  const body = { ...tenant(), email, code, signup_token: signupToken };
  return (await apiRequest<UserSessionResponse>('/v2/auth/verify-otp', { method: 'POST', body })).data;
}

export async function resendOtp(email: string, signupToken: string): Promise<void> {
  await apiRequest<AcceptedResponse>('/v2/auth/resend-otp', { method: 'POST', body: { ...tenant(), email, signup_token: signupToken } });
}

/** `loginCode`: the emailed code a login needs while the account is under attack (issue 17: after a 401 login_code_required). */
export async function login(email: string, password: string, loginCode?: string): Promise<UserSession> {
  const body = { ...tenant(), email, password, ...(loginCode !== undefined && { login_code: loginCode }) };
  return (await apiRequest<UserSessionResponse>('/v2/auth/login', { method: 'POST', body })).data;
}

export async function forgotPassword(email: string): Promise<void> {
  await apiRequest<AcceptedResponse>('/v2/auth/forgot-password', { method: 'POST', body: { ...tenant(), email } });
}

export async function resetPassword(email: string, code: string, password: string): Promise<UserSession> {
  return (await apiRequest<UserSessionResponse>('/v2/auth/reset-password', { method: 'POST', body: { ...tenant(), email, code, password } })).data;
}
