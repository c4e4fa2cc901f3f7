import { queryOptions } from '@tanstack/react-query';
import type { MeResponse, User } from '@crust/contract/accounts';
import type { Address, AddressListResponse, AddressResponse } from '@crust/contract/addresses';
import { apiRequest } from '@/lib/api-client';

// Issue 8: the diner's own account and saved addresses.

export async function updateMe(changes: { name?: string; phone_no?: string }): Promise<User> {
  return (await apiRequest<MeResponse>('/v2/me', { method: 'PATCH', body: changes })).data.user;
}

export async function changePassword(current_password: string, new_password: string): Promise<void> {
  await apiRequest('/v2/me/password', { method: 'POST', body: { current_password, new_password } });
}

export async function deleteAccount(password: string): Promise<void> {
  await apiRequest('/v2/me', { method: 'DELETE', body: { password } });
}

export type AddressInput = Omit<Address, 'id' | 'is_default'> & { is_default?: boolean };

export const addressesQueryKey = (userId: number) => ['addresses', userId] as const;

export const addressesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: addressesQueryKey(userId),
    queryFn: async ({ signal }) => (await apiRequest<AddressListResponse>('/v2/me/addresses', { signal })).data,
  });

export async function createAddress(input: AddressInput): Promise<Address> {
  return (await apiRequest<AddressResponse>('/v2/me/addresses', { method: 'POST', body: input })).data;
}

export async function updateAddress(id: number, changes: Partial<AddressInput>): Promise<Address> {
  return (await apiRequest<AddressResponse>(`/v2/me/addresses/${id}`, { method: 'PATCH', body: changes })).data;
}

export async function deleteAddress(id: number): Promise<void> {
  await apiRequest(`/v2/me/addresses/${id}`, { method: 'DELETE' });
}
