import type { AttributeFields, ConsoleAttribute } from '@crust/contract/console-attributes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '@/lib/console-api-client';

// Issue 19: the business's sizes and other configurations (attributes such as Size or Crust) and
// their values; owners write, managers and crew read. Each product prices its values itself.

export const attributesQueryOptions = () =>
  queryOptions({
    queryKey: ['console', 'attributes'],
    queryFn: async ({ signal }) => (await consoleRequest<{ data: ConsoleAttribute[] }>('/attributes', { signal })).data,
  });

export const useAttributes = () => useQuery(attributesQueryOptions());

export type AttributeChange = { kind: 'create'; fields: AttributeFields } | { kind: 'save'; id: number; fields: AttributeFields; version: number };

const send = (change: AttributeChange): Promise<unknown> =>
  change.kind === 'create'
    ? consoleRequest('/attributes', { method: 'POST', body: change.fields })
    : consoleRequest(`/attributes/${change.id}`, { method: 'PUT', body: { ...change.fields, version: change.version } });

/** Create, or save over the version read (409 stale_version; 409 conflict removing a value in use); the list is read again after. */
export function useChangeAttribute() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: attributesQueryOptions().queryKey }) });
}
