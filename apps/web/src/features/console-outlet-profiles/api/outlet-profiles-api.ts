import type { CreateOutletRequest, OutletProfile, SaveOutletProfileRequest } from '@crust/contract/console-outlet-profiles';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '@/lib/console-api-client';
import { STAFF_ME_KEY } from '@/lib/staff-session-store';

// Issue 19: outlets' profiles; owners create, edit and archive them.

const outletsKey = ['console', 'outlet-profiles'] as const;

export const outletProfilesQueryOptions = () =>
  queryOptions({
    queryKey: [...outletsKey, 'list'],
    queryFn: async ({ signal }) => (await consoleRequest<{ data: OutletProfile[] }>('/outlets', { signal })).data,
  });

export const outletProfileQueryOptions = (outletId: number) =>
  queryOptions({
    queryKey: [...outletsKey, 'one', outletId],
    queryFn: async ({ signal }) => (await consoleRequest<{ data: OutletProfile }>(`/outlets/${outletId}/profile`, { signal })).data,
  });

export const useOutletProfiles = () => useQuery(outletProfilesQueryOptions());
export const useOutletProfile = (outletId: number) => useQuery(outletProfileQueryOptions(outletId));

export type OutletChange =
  | { kind: 'create'; outlet: CreateOutletRequest }
  | { kind: 'save'; id: number; profile: SaveOutletProfileRequest }
  | { kind: 'archive' | 'unarchive'; id: number };

function sendChange(change: OutletChange): Promise<{ data: OutletProfile }> {
  if (change.kind === 'create') return consoleRequest('/outlets', { method: 'POST', body: change.outlet });
  if (change.kind === 'save') return consoleRequest(`/outlets/${change.id}/profile`, { method: 'PUT', body: change.profile });
  return consoleRequest(`/outlets/${change.id}/${change.kind}`, { method: 'POST' });
}

/** Create, save (409 `stale_version` when someone saved since), archive or bring back; the list and the outlet are read again after. */
export function useChangeOutlet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: OutletChange) => (await sendChange(change)).data,
    onSuccess: (outlet) => {
      queryClient.setQueryData(outletProfileQueryOptions(outlet.id).queryKey, outlet);
      void queryClient.invalidateQueries({ queryKey: [...outletsKey, 'list'] });
      // A new, renamed, hidden or archived outlet changes the owner's own outlets (issue 19: a new tenant's first outlet).
      void queryClient.invalidateQueries({ queryKey: STAFF_ME_KEY });
    },
  });
}
