import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * The cart changed on the server outside this feature (a reorder added the order's items): every
 * cart query, whatever its coupon or payment choice, is read again. Each key starts with 'cart'.
 */
export function useRefreshCart(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: ['cart'] }), [queryClient]);
}
