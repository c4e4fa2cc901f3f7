import type { OutletStock, StockModifier, StockProduct } from '@crust/contract/console-outlets';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/ui/notify';
import { consoleRequest } from '@/lib/console-api-client';
import { messageOf } from '@/lib/use-submit';

// Issue 10: what an outlet has run out of. A toggle shows at once (a kitchen marks things sold out
// mid-rush) and goes back, with a toast, when the server refuses it.

const stockKey = (outletId: number) => ['console', 'stock', outletId] as const;

export const stockQueryOptions = (outletId: number, search: string) =>
  queryOptions({
    queryKey: [...stockKey(outletId), search],
    queryFn: async ({ signal }) =>
      (await consoleRequest<{ data: OutletStock }>(`/outlets/${outletId}/stock`, { query: { search: search || undefined }, signal })).data,
    // The last list stays on screen while the next search loads.
    placeholderData: keepPreviousData,
    // Another manager may mark stock from elsewhere.
    staleTime: 30_000,
  });

export const useStock = (outletId: number, search: string) => useQuery(stockQueryOptions(outletId, search));

export type StockKind = keyof OutletStock;

export type StockChange = { kind: StockKind; item: Pick<StockProduct | StockModifier, 'id' | 'name'>; in_stock: boolean };

/** Sets one item's in_stock in every cached search of the outlet (it may be listed in several). */
function writeInStock(queryClient: ReturnType<typeof useQueryClient>, outletId: number, { kind, item }: StockChange, inStock: boolean) {
  queryClient.setQueriesData<OutletStock>({ queryKey: stockKey(outletId) }, (stock) => {
    if (!stock) return stock;
    const list = stock[kind].map((entry) => (entry.id === item.id ? { ...entry, in_stock: inStock } : entry));
    return { ...stock, [kind]: list };
  });
}

export function useSetStock(outletId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: StockChange) =>
      consoleRequest(`/outlets/${outletId}/stock/${change.kind}/${change.item.id}`, { method: 'PUT', body: { in_stock: change.in_stock } }),
    onMutate: async (change) => {
      // A search answer arriving now would overwrite the toggle with the old state.
      await queryClient.cancelQueries({ queryKey: stockKey(outletId) });
      writeInStock(queryClient, outletId, change, change.in_stock);
    },
    onError: (error, change) => {
      // Back to what the item showed before this toggle (the change flipped it).
      writeInStock(queryClient, outletId, change, !change.in_stock);
      notify({ kind: 'error', title: `${change.item.name} was not changed`, message: messageOf(error) });
    },
  });
}
