import type { ConsoleAttribute } from '@crust/contract/console-attributes';
import type { ConsoleModifierGroup, ModifierGroupFields } from '@crust/contract/console-modifier-groups';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '@/lib/console-api-client';
import { menuKey } from './menu-key';

// Issue 19: what a product may offer: the tenant's attributes (Size, Crust) and shared modifier groups.

export const attributesQueryOptions = () =>
  queryOptions({
    queryKey: [...menuKey, 'attributes'],
    queryFn: async ({ signal }) => (await consoleRequest<{ data: ConsoleAttribute[] }>('/attributes', { signal })).data,
  });

const groupsQueryOptions = () =>
  queryOptions({
    queryKey: [...menuKey, 'modifier-groups'],
    queryFn: async ({ signal }) => (await consoleRequest<{ data: ConsoleModifierGroup[] }>('/modifier-groups', { signal })).data,
  });

export const useAttributes = () => useQuery(attributesQueryOptions());
export const useModifierGroups = () => useQuery(groupsQueryOptions());

/** A new shared group made from the product form; the list is read again so every product can offer it. */
export function useCreateModifierGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (group: ModifierGroupFields) =>
      (await consoleRequest<{ data: ConsoleModifierGroup }>('/modifier-groups', { method: 'POST', body: group })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsQueryOptions().queryKey }),
  });
}
