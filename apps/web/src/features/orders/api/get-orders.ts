import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderListResponse } from '@crust/contract/orders';
import { apiRequest } from '@/lib/api-client';
import { ORDERS_QUERY_ROOT, retryUnlessRefused } from '@/lib/get-order';
import { useOrderViewer } from '@/lib/order-viewer';

/** Orders per page of /order-history. */
const ORDER_HISTORY_PAGE_SIZE = 10;

export const orderListQueryKey = (viewer: string | null, page?: number) =>
  page === undefined ? ([ORDERS_QUERY_ROOT, 'list', viewer] as const) : ([ORDERS_QUERY_ROOT, 'list', viewer, page] as const);

export async function getOrders(page: number, signal?: AbortSignal): Promise<OrderListResponse['data']> {
  return (await apiRequest<OrderListResponse>('/v2/orders', { query: { page, per_page: ORDER_HISTORY_PAGE_SIZE }, signal })).data;
}

export const orderListQueryOptions = (viewer: string | null, page: number) =>
  queryOptions({
    queryKey: orderListQueryKey(viewer, page),
    queryFn: ({ signal }) => getOrders(page, signal),
    // Statuses move on the restaurant's side: each visit reads the list again.
    staleTime: 0,
    retry: retryUnlessRefused,
    // Paging keeps the page on screen until the next one has arrived, rather than flashing a spinner;
    // never another diner's page (after a log-in on a shared device).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === viewer ? previous : undefined),
  });

/** The logged-in diner's orders, newest first (the server orders them). */
export function useOrders(page: number) {
  return useQuery(orderListQueryOptions(useOrderViewer(), page));
}
