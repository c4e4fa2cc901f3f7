import type { DeliveryZoneRequest, DeliveryZoneView } from '@crust/contract/console-rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '@/lib/console-api-client';

// Issue 10: an outlet's delivery zones, in the order checkout tries them.

const zonesPath = (outletId: number) => `/outlets/${outletId}/zones`;

export const zonesQueryOptions = (outletId: number) =>
  queryOptions({
    queryKey: ['console', 'zones', outletId],
    queryFn: async ({ signal }) => (await consoleRequest<{ data: DeliveryZoneView[] }>(zonesPath(outletId), { signal })).data,
    staleTime: 30_000,
  });

export const useZones = (outletId: number) => useQuery(zonesQueryOptions(outletId));

/** A new zone (no id) or a zone's new definition; null deletes the zone `id`. */
export type ZoneChange = { id?: number; zone: DeliveryZoneRequest } | { id: number; zone: null };

async function sendZone(outletId: number, { id, zone }: ZoneChange): Promise<void> {
  if (zone === null) await consoleRequest(`${zonesPath(outletId)}/${id}`, { method: 'DELETE' });
  else if (id === undefined) await consoleRequest(zonesPath(outletId), { method: 'POST', body: zone });
  else await consoleRequest(`${zonesPath(outletId)}/${id}`, { method: 'PUT', body: zone });
}

/** A change may reorder the zones (sort_order): the list is read again after each. */
export function useChangeZone(outletId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ZoneChange) => sendZone(outletId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: zonesQueryOptions(outletId).queryKey }),
  });
}
