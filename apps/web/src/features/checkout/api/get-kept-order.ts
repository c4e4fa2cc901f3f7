import { useQuery } from '@tanstack/react-query';
import { getOrder } from './orders-api';

/** The order this checkout placed and still has to pay for (a declined card, a reload): read afresh on every visit. */
export function useKeptOrder(orderId: string | null) {
  return useQuery({
    queryKey: ['checkout', 'order', orderId] as const,
    queryFn: () => getOrder(orderId!),
    enabled: orderId !== null,
    staleTime: 0,
  });
}
