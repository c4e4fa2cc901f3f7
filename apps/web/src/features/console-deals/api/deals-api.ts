import type { ConsoleDeal, DealFields } from '@crust/contract/console-deals';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '@/lib/console-api-client';

// Issue 19: an outlet's deals and combos; crew read, the outlet's managers and the owners write.

export const dealsQueryOptions = (outletId: number) =>
  queryOptions({
    queryKey: ['console', 'deals', outletId],
    queryFn: async ({ signal }) => (await consoleRequest<{ data: ConsoleDeal[] }>(`/outlets/${outletId}/deals`, { signal })).data,
  });

export const useDeals = (outletId: number) => useQuery(dealsQueryOptions(outletId));

export type DealChange =
  { kind: 'create'; fields: DealFields } | { kind: 'save'; id: number; fields: DealFields; version: number } | { kind: 'archive' | 'unarchive'; id: number };

function send(outletId: number, change: DealChange): Promise<unknown> {
  const base = `/outlets/${outletId}/deals`;
  if (change.kind === 'create') return consoleRequest(base, { method: 'POST', body: change.fields });
  if (change.kind === 'save') return consoleRequest(`${base}/${change.id}`, { method: 'PUT', body: { ...change.fields, version: change.version } });
  return consoleRequest(`${base}/${change.id}/${change.kind}`, { method: 'POST' });
}

/** Create, save over the version read (409 stale_version), archive or bring back; the outlet's deals are read again after. */
export function useChangeDeal(outletId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: DealChange) => send(outletId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealsQueryOptions(outletId).queryKey }),
  });
}
