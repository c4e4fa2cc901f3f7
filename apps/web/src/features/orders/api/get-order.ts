import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order, OrderResponse } from '@crust/contract/orders';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { useOrderViewer } from '../order-viewer';

export const ORDERS_QUERY_ROOT = 'orders';

export const orderQueryKey = (viewer: string | null, orderId: string) => [ORDERS_QUERY_ROOT, 'detail', viewer, orderId] as const;

export const orderPath = (orderId: string) => `/v2/orders/${encodeURIComponent(orderId)}`;

export async function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return (await apiRequest<OrderResponse>(orderPath(orderId), { signal })).data;
}

/** A 4xx will answer the same again (someone else's order is a 404): only a failed connection or a 5xx is retried, once. */
export const retryUnlessRefused = (failures: number, error: Error): boolean =>
  failures < 1 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500);

/** The API answers 404 to anyone but the order's owner, and 401 to no session at all: both read as "no such order". */
export const isOrderNotFound = (error: Error | null): boolean => error instanceof ApiRequestError && (error.status === 404 || error.status === 401);

export const orderQueryOptions = (viewer: string | null, orderId: string) =>
  queryOptions({
    queryKey: orderQueryKey(viewer, orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    // An order changes on the restaurant's side: read it afresh on every visit; the live stream does the rest.
    staleTime: 0,
    retry: retryUnlessRefused,
  });

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(useOrderViewer(), orderId));
}
