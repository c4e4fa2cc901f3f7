// GET /v2/orders/{orderId} (issue 17: one file for the endpoint). Checkout reads the order it placed
// until it is paid, the order pages follow it; features do not import each other, so the endpoint
// they share lives here, with one query key for both: the order a diner has just paid for opens on
// its page from what checkout read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order, OrderResponse } from '@crust/contract/orders';
import { ApiRequestError, apiRequest } from './api-client';
import { useOrderViewer } from './order-viewer';

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

/** The order `orderId` (none while null): its page, and checkout's order still to pay for, read it alike. */
export function useOrder(orderId: string | null) {
  return useQuery({ ...orderQueryOptions(useOrderViewer(), orderId ?? ''), enabled: orderId !== null });
}
