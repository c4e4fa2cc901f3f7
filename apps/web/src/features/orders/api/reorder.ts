import { useMutation } from '@tanstack/react-query';
import type { ReorderResponse } from '@crust/contract/orders';
import { apiRequest } from '@/lib/api-client';
import { orderPath } from '@/lib/get-order';

export type Reordered = ReorderResponse['data'];

/**
 * POST /api/v2/orders/{id}/reorder: the order's items go into the current cart at today's prices.
 * `onReordered` is the app's: this feature knows no cart, so the app refreshes it.
 */
export function useReorder(orderId: string, onReordered: (answer: Reordered) => void) {
  return useMutation({
    mutationFn: async () => (await apiRequest<ReorderResponse>(`${orderPath(orderId)}/reorder`, { method: 'POST' })).data,
    onSuccess: onReordered,
  });
}
