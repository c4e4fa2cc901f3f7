import type { ConsoleModifierGroup, ModifierGroupFields } from '@crust/contract/console-modifier-groups';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '@/lib/console-api-client';

// Issue 19: the business's shared modifier groups; owners write, managers and crew read.

export const modifierGroupsQueryOptions = () =>
  queryOptions({
    queryKey: ['console', 'modifier-groups'],
    queryFn: async ({ signal }) => (await consoleRequest<{ data: ConsoleModifierGroup[] }>('/modifier-groups', { signal })).data,
  });

export const useModifierGroups = () => useQuery(modifierGroupsQueryOptions());

export type ModifierGroupChange =
  { kind: 'create'; fields: ModifierGroupFields } | { kind: 'save'; id: number; fields: ModifierGroupFields; version: number } | { kind: 'delete'; id: number };

function send(change: ModifierGroupChange): Promise<unknown> {
  if (change.kind === 'create') return consoleRequest('/modifier-groups', { method: 'POST', body: change.fields });
  if (change.kind === 'save') return consoleRequest(`/modifier-groups/${change.id}`, { method: 'PUT', body: { ...change.fields, version: change.version } });
  return consoleRequest(`/modifier-groups/${change.id}`, { method: 'DELETE' });
}

/** Create, save over the version read (409 stale_version), delete (409 while products use it); the list is read again after. */
export function useChangeModifierGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: modifierGroupsQueryOptions().queryKey }),
  });
}
