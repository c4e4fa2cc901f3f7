import type { BoardOrder, BoardOrderResponse, StaffTransition } from '@crust/contract/console-orders';
import { queryOptions, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { consoleRequest } from '@/lib/console-api-client';
import type { Board } from '../board-state';

const outletPath = (outletId: number) => `/outlets/${outletId}/orders`;

/**
 * The board is fed by its stream alone (use-live-board): no fetch of its own, so the cache holds
 * whatever the stream last built and nothing refetches over it.
 */
export const boardQueryOptions = (outletId: number) =>
  queryOptions<Board>({ queryKey: ['console', 'board', outletId], queryFn: skipToken, staleTime: Infinity });

export const useBoard = (outletId: number) => useQuery(boardQueryOptions(outletId));

/** One order's card and kitchen ticket. */
export const boardOrderQueryOptions = (outletId: number, orderId: string) =>
  queryOptions({
    queryKey: ['console', 'order', outletId, orderId],
    queryFn: async ({ signal }) => (await consoleRequest<BoardOrderResponse>(`${outletPath(outletId)}/${encodeURIComponent(orderId)}`, { signal })).data,
  });

export const useBoardOrder = (outletId: number, orderId: string) => useQuery(boardOrderQueryOptions(outletId, orderId));

export type TransitionInput = { orderId: string; change: StaffTransition };

export async function transitionOrder(outletId: number, { orderId, change }: TransitionInput): Promise<BoardOrder> {
  const path = `${outletPath(outletId)}/${encodeURIComponent(orderId)}/transitions`;
  return (await consoleRequest<BoardOrderResponse>(path, { method: 'POST', body: change })).data;
}

/** A status change, naming the version the card showed: the stream brings the changed card back. */
export const useTransitionOrder = (outletId: number) => useMutation({ mutationFn: (input: TransitionInput) => transitionOrder(outletId, input) });
