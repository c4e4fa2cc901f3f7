import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address, AddressListResponse } from '@crust/contract/addresses';
import { apiRequest } from '@/lib/api-client';

// The same call and key as the profile's address book, so an address saved there is here at once.
export const savedAddressesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['addresses', userId] as const,
    queryFn: async ({ signal }): Promise<Address[]> => (await apiRequest<AddressListResponse>('/v2/me/addresses', { signal })).data,
  });

/** A logged-in diner's saved delivery addresses; nothing for a guest. */
export function useSavedAddresses(userId: number | null) {
  return useQuery({ ...savedAddressesQueryOptions(userId ?? 0), enabled: userId !== null });
}
