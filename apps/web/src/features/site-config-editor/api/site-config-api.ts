import type { CurrentSiteConfig, SaveSiteConfigRequest, SiteConfigVersionSummary } from '@crust/contract/console-site-config';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '@/lib/console-api-client';

// Issue 10: an outlet's site configuration (owners), its kept versions and one-click restore.

type CurrentResponse = { data: CurrentSiteConfig };

const configPath = (outletId: number) => `/outlets/${outletId}/site-config`;

export const siteConfigQueryOptions = (outletId: number) =>
  queryOptions({
    queryKey: ['console', 'site-config', outletId],
    queryFn: async ({ signal }) => (await consoleRequest<CurrentResponse>(configPath(outletId), { signal })).data,
    // The form is edited from what was read: a background refetch must not move its version under it.
    staleTime: Infinity,
  });

export const useSiteConfig = (outletId: number) => useQuery(siteConfigQueryOptions(outletId));

export const siteConfigVersionsQueryOptions = (outletId: number) =>
  queryOptions({
    queryKey: ['console', 'site-config', outletId, 'versions'],
    queryFn: async ({ signal }) => (await consoleRequest<{ data: SiteConfigVersionSummary[] }>(`${configPath(outletId)}/versions`, { signal })).data,
  });

export const useSiteConfigVersions = (outletId: number) => useQuery(siteConfigVersionsQueryOptions(outletId));

/** A save or a restore answers the new current configuration: it replaces the cached one, and the version list grows. */
function useReplaceConfig<Input>(outletId: number, send: (input: Input) => Promise<CurrentResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => (await send(input)).data,
    onSuccess: (current) => {
      queryClient.setQueryData(siteConfigQueryOptions(outletId).queryKey, current);
      void queryClient.invalidateQueries({ queryKey: siteConfigVersionsQueryOptions(outletId).queryKey });
    },
  });
}

/** Names the version the form was edited from: 409 `conflict` when someone saved since. */
export const useSaveSiteConfig = (outletId: number) =>
  useReplaceConfig(outletId, (body: SaveSiteConfigRequest) => consoleRequest<CurrentResponse>(configPath(outletId), { method: 'PUT', body }));

export const useRestoreSiteConfig = (outletId: number) =>
  useReplaceConfig(outletId, (version: number) => consoleRequest<CurrentResponse>(`${configPath(outletId)}/versions/${version}/restore`, { method: 'POST' }));
