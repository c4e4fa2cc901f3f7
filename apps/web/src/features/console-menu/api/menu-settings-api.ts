import type { MenuSettings } from '@crust/contract/console-menu-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '@/lib/console-api-client';
import { menuKey } from './menu-key';

// Issue 19: the tenant's menu-wide settings (how a half-and-half pizza is priced).

const settingsQueryOptions = () =>
  queryOptions({
    queryKey: [...menuKey, 'settings'],
    queryFn: async ({ signal }) => (await consoleRequest<{ data: MenuSettings }>('/menu-settings', { signal })).data,
  });

export const useMenuSettings = () => useQuery(settingsQueryOptions());

export function useSaveMenuSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: MenuSettings) => (await consoleRequest<{ data: MenuSettings }>('/menu-settings', { method: 'PUT', body: settings })).data,
    onSuccess: (saved) => queryClient.setQueryData(settingsQueryOptions().queryKey, saved),
  });
}
