import type { Daypart, DaypartFields, OutletMenuItem, SaveOutletMenuItemRequest } from '@crust/contract/console-outlet-menu';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '@/lib/console-api-client';

// Issue 19: what an outlet sells, on which menus and at which prices, and its daypart schedules.
// Crew read; the outlet's managers and the owners write.

const outletMenuKey = (outletId: number) => ['console', 'outlet-menu', outletId] as const;

export const outletMenuItemsQueryOptions = (outletId: number) =>
  queryOptions({
    queryKey: [...outletMenuKey(outletId), 'items'],
    queryFn: async ({ signal }) => (await consoleRequest<{ data: OutletMenuItem[] }>(`/outlets/${outletId}/menu-items`, { signal })).data,
  });

export const daypartsQueryOptions = (outletId: number) =>
  queryOptions({
    queryKey: [...outletMenuKey(outletId), 'dayparts'],
    queryFn: async ({ signal }) => (await consoleRequest<{ data: Daypart[] }>(`/outlets/${outletId}/dayparts`, { signal })).data,
  });

export const useOutletMenuItems = (outletId: number) => useQuery(outletMenuItemsQueryOptions(outletId));
export const useDayparts = (outletId: number) => useQuery(daypartsQueryOptions(outletId));

/** Saves one product's row over the version read (409 stale_version when someone saved since); the row takes the answer. */
export function useSaveOutletMenuItem(outletId: number, productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveOutletMenuItemRequest) =>
      (await consoleRequest<{ data: OutletMenuItem }>(`/outlets/${outletId}/menu-items/${productId}`, { method: 'PUT', body })).data,
    // A list read still on its way would land after the save's answer and bring the row back to before it.
    onMutate: () => queryClient.cancelQueries({ queryKey: outletMenuItemsQueryOptions(outletId).queryKey }),
    onSuccess: (saved) =>
      queryClient.setQueryData(outletMenuItemsQueryOptions(outletId).queryKey, (items) =>
        items?.map((item) => (item.product_id === saved.product_id ? saved : item)),
      ),
  });
}

export type DaypartChange =
  { kind: 'create'; fields: DaypartFields } | { kind: 'save'; id: number; fields: DaypartFields; version: number } | { kind: 'delete'; id: number };

function sendDaypartChange(outletId: number, change: DaypartChange): Promise<unknown> {
  const base = `/outlets/${outletId}/dayparts`;
  if (change.kind === 'create') return consoleRequest(base, { method: 'POST', body: change.fields });
  if (change.kind === 'save') return consoleRequest(`${base}/${change.id}`, { method: 'PUT', body: { ...change.fields, version: change.version } });
  return consoleRequest(`${base}/${change.id}`, { method: 'DELETE' });
}

/** Creates, saves (over its version) or deletes a schedule; the outlet's schedules are read again after. */
export function useChangeDaypart(outletId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: DaypartChange) => sendDaypartChange(outletId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: daypartsQueryOptions(outletId).queryKey }),
  });
}
