import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isFinalOrderStatus, type OrderStatus } from '@crust/contract/order-status';
import type { Order } from '@crust/contract/orders';
import { orderQueryKey } from '@/lib/get-order';
import { useOrderViewer } from '@/lib/order-viewer';
import { watchOrderEvents } from './order-events';

/**
 * Keeps the cached order up to date from its live stream while it goes on (not before it has loaded,
 * and not once it has ended). A newer status shows at once; the order is then read again for what
 * the event does not carry (the step's time, a refund), and again after a dropped stream is back.
 */
export function useLiveOrderStatus(orderId: string, status: OrderStatus | undefined): void {
  const queryClient = useQueryClient();
  const viewer = useOrderViewer();
  const live = status !== undefined && !isFinalOrderStatus(status);

  useEffect(() => {
    if (!live) return;
    const queryKey = orderQueryKey(viewer, orderId);
    const reread = () => void queryClient.invalidateQueries({ queryKey });
    return watchOrderEvents(orderId, {
      onStatus: ({ status: next, version }) => {
        const shown = queryClient.getQueryData<Order>(queryKey);
        // The stream opens with the status as it is: nothing to do when the page already shows it.
        if (!shown || version <= shown.version) return;
        queryClient.setQueryData<Order>(queryKey, { ...shown, status: next, version });
        reread();
      },
      onReconnect: reread,
    });
  }, [queryClient, viewer, orderId, live]);
}
