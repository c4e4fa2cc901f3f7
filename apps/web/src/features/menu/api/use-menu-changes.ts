import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { env } from '@/lib/env';
import { storefrontQueryKeys } from '@/lib/storefront-query-keys';

/**
 * Issue 19: an open menu follows the restaurant's edits. The server says `changed` on
 * GET /v2/menu/events when the outlet's catalogue is written; the outlet's menus are then refetched
 * (the ETag makes an unchanged one cheap). EventSource reconnects by itself after a drop, and a
 * reconnection refetches too, since an edit may have come meanwhile. Without EventSource (tests,
 * old browsers) the menu is as fresh as spec §9's five minutes make it.
 */
export function useMenuChanges(restaurantId: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (restaurantId === null || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${env.apiBaseUrl}/v2/menu/events?tenant_id=${env.tenantId}&restaurant_id=${restaurantId}`);
    const refetch = () => void queryClient.invalidateQueries({ queryKey: storefrontQueryKeys.menus(restaurantId) });
    let opened = false;
    source.addEventListener('ready', () => {
      if (opened) refetch();
      opened = true;
    });
    source.addEventListener('changed', refetch);
    return () => source.close();
  }, [queryClient, restaurantId]);
}
