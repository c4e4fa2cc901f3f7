import { useMutation } from '@tanstack/react-query';
import type { Order, OrderLookupRequest, OrderResponse } from '@crust/contract/orders';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/v2/orders/lookup (issue 18 point 11): a guest's order by its number and email, on any
 * device. The answer is the order to read once; nothing is kept, so looking again asks again.
 */
export function useLookupOrder() {
  return useMutation({
    mutationFn: async (request: OrderLookupRequest): Promise<Order> =>
      (await apiRequest<OrderResponse>('/v2/orders/lookup', { method: 'POST', body: request })).data,
  });
}
