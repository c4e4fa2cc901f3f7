import type { OutletOrdering, PauseOrderingRequest } from '@crust/contract/console-outlets';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '@/lib/console-api-client';

type OrderingResponse = { data: OutletOrdering };

export const orderingQueryOptions = (outletId: number) =>
  queryOptions({
    queryKey: ['console', 'ordering', outletId],
    queryFn: async ({ signal }) => (await consoleRequest<OrderingResponse>(`/outlets/${outletId}/ordering`, { signal })).data,
    // Another manager may pause or resume from elsewhere: look again now and then, and often once a
    // timed pause is over, until the server's sweep (every 15 s) has reopened ordering.
    staleTime: 30_000,
    refetchInterval: ({ state }) => (state.data?.paused_until && new Date(state.data.paused_until) <= new Date() ? 5_000 : 60_000),
  });

export const useOrdering = (outletId: number) => useQuery(orderingQueryOptions(outletId));

/** Pause for `minutes` (null: until resumed), or resume; the answer is the outlet's ordering as it now is. */
export function useSetOrdering(outletId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pause: PauseOrderingRequest | 'resume') => {
      const path = `/outlets/${outletId}/${pause === 'resume' ? 'resume' : 'pause'}`;
      return (await consoleRequest<OrderingResponse>(path, { method: 'POST', ...(pause === 'resume' ? {} : { body: pause }) })).data;
    },
    onSuccess: (ordering) => queryClient.setQueryData(orderingQueryOptions(outletId).queryKey, ordering),
  });
}
