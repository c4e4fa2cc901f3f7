import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderResponse } from '@crust/contract/orders';
import { apiRequest } from '@/lib/api-client';
import { orderPath, orderQueryKey } from '@/lib/get-order';
import { useOrderViewer } from '@/lib/order-viewer';
import { orderListQueryKey } from './get-orders';

/**
 * POST /api/v2/orders/{id}/cancel. The answer is the cancelled order; a 409 (the restaurant accepted
 * it first) rejects with the server's message, and the order is read again to show where it stands.
 */
export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  const viewer = useOrderViewer();
  return useMutation({
    mutationFn: async () => (await apiRequest<OrderResponse>(`${orderPath(orderId)}/cancel`, { method: 'POST' })).data,
    onSuccess: (order) => queryClient.setQueryData(orderQueryKey(viewer, orderId), order),
    onError: () => void queryClient.invalidateQueries({ queryKey: orderQueryKey(viewer, orderId) }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: orderListQueryKey(viewer) }),
  });
}
