import type { ConsoleCategory, CreateCategoryRequest, SaveCategoryRequest } from '@crust/contract/console-categories';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '@/lib/console-api-client';
import { menuKey } from './menu-key';

// Issue 19: the tenant's categories, hidden ones included; owners change them.

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...menuKey, 'categories'],
    queryFn: async ({ signal }) => (await consoleRequest<{ data: ConsoleCategory[] }>('/categories', { signal })).data,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());

export type CategoryChange =
  | { kind: 'create'; category: CreateCategoryRequest }
  | { kind: 'save'; id: number; category: SaveCategoryRequest }
  | { kind: 'delete'; id: number }
  | { kind: 'reorder'; ids: number[] };

function sendChange(change: CategoryChange): Promise<unknown> {
  if (change.kind === 'create') return consoleRequest('/categories', { method: 'POST', body: change.category });
  if (change.kind === 'save') return consoleRequest(`/categories/${change.id}`, { method: 'PUT', body: change.category });
  if (change.kind === 'delete') return consoleRequest(`/categories/${change.id}`, { method: 'DELETE' });
  return consoleRequest('/categories/reorder', { method: 'POST', body: { ids: change.ids } });
}

/** Create, save over the version read (409 `stale_version`), delete an empty one or reorder them all; the list is read again after. */
export function useChangeCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChange,
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoriesQueryOptions().queryKey }),
  });
}
