import type { SetStaffPasswordResponse, StaffMeResponse, StaffSessionPayload, StaffSignInRequest } from '@crust/contract/console-staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleRequest } from '@/lib/console-api-client';
import { env } from '@/lib/env';
import { STAFF_ME_KEY } from '@/lib/staff-session-store';

// Issue 10: the console's own sign-in. The tenant is the storefront's build setting (spec §7).

export type SignInInput = Omit<StaffSignInRequest, 'tenant_id'>;

export async function signIn(input: SignInInput): Promise<StaffSessionPayload> {
  return (await consoleRequest<{ data: StaffSessionPayload }>('/auth/sign-in', { method: 'POST', body: { tenant_id: env.tenantId, ...input } })).data;
}

export async function signOut(): Promise<void> {
  await consoleRequest<void>('/auth/sign-out', { method: 'POST' });
}

export async function setStaffPassword(token: string, password: string): Promise<SetStaffPasswordResponse['data']> {
  return (await consoleRequest<SetStaffPasswordResponse>('/auth/password', { method: 'POST', body: { token, password } })).data;
}

/** The signed-in person as the server sees them now (a role or outlets changed since sign-in). */
export const staffMeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...STAFF_ME_KEY, token],
    queryFn: async ({ signal }) => (await consoleRequest<StaffMeResponse>('/me', { signal })).data.staff,
  });

export const useStaffMe = (token: string, enabled: boolean) => useQuery({ ...staffMeQueryOptions(token), enabled });
