import type { ConsoleProduct, ConsoleProductSummary, CreateProductRequest, SaveProductRequest } from '@crust/contract/console-products';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '@/lib/console-api-client';
import { menuKey } from './menu-key';

// Issue 19: the tenant's products; owners create, save, reorder, archive and bring them back.

const productsKey = [...menuKey, 'products'] as const;

export type ProductsFilter = { includeArchived: boolean; search: string };

export const productsQueryOptions = ({ includeArchived, search }: ProductsFilter) =>
  queryOptions({
    queryKey: [...productsKey, 'list', includeArchived, search],
    queryFn: async ({ signal }) =>
      (
        await consoleRequest<{ data: ConsoleProductSummary[] }>('/products', {
          signal,
          query: { include_archived: includeArchived ? 'true' : undefined, search: search || undefined },
        })
      ).data,
  });

export const productQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: [...productsKey, 'one', productId],
    queryFn: async ({ signal }) => (await consoleRequest<{ data: ConsoleProduct }>(`/products/${productId}`, { signal })).data,
  });

// The list stays on screen while a new search is read, so typing does not blank the page.
export const useProducts = (filter: ProductsFilter) => useQuery({ ...productsQueryOptions(filter), placeholderData: keepPreviousData });
/** One product, or nothing for a new one (null). */
export const useProduct = (productId: number | null) => useQuery({ ...productQueryOptions(productId ?? 0), enabled: productId !== null });

export type ProductChange =
  | { kind: 'create'; product: CreateProductRequest }
  | { kind: 'save'; id: number; product: SaveProductRequest }
  | { kind: 'archive' | 'unarchive'; id: number }
  | { kind: 'reorder'; categoryId: number; ids: number[] };

function sendChange(change: ProductChange): Promise<unknown> {
  if (change.kind === 'create') return consoleRequest('/products', { method: 'POST', body: change.product });
  if (change.kind === 'save') return consoleRequest(`/products/${change.id}`, { method: 'PUT', body: change.product });
  if (change.kind === 'reorder') return consoleRequest('/products/reorder', { method: 'POST', body: { category_id: change.categoryId, ids: change.ids } });
  return consoleRequest(`/products/${change.id}/${change.kind}`, { method: 'POST' });
}

/**
 * Every product change; the lists and category counts are read again after. A single product's
 * answer is kept as its cached copy, so its form starts again from the version saved.
 */
export function useChangeProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ProductChange) => (await sendChange(change)) as { data: ConsoleProduct | ConsoleProductSummary[] },
    onSuccess: ({ data }) => {
      if (!Array.isArray(data)) queryClient.setQueryData(productQueryOptions(data.id).queryKey, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuKey, predicate: (query) => query.queryKey[3] !== 'one' }),
  });
}
