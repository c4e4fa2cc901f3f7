import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StreamFollower } from '@/lib/event-stream';
import { boardQueryOptions } from './api/board-api';
import { useBoardAlertsStore } from './board-alerts-store';
import { watchBoard } from './board-events';
import { arrivals, reduceBoard } from './board-state';

/** `offline`: the stream dropped and is being reconnected; `refused`: the server will not serve it (403, 404). */
export type BoardConnection = 'connecting' | 'live' | 'offline' | 'refused';

/**
 * Keeps the outlet's board (the query cache) as its stream says, with the unacknowledged new orders
 * beside it; `onArrival` runs for new orders after the first snapshot. `resync` drops the stream for
 * a fresh snapshot (after a 409: the board was behind). Mount one per outlet (key it by the outlet).
 */
export function useLiveBoard(outletId: number, onArrival: () => void) {
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<BoardConnection>('connecting');
  const follower = useRef<StreamFollower | null>(null);
  const arrived = useRef(onArrival);
  useEffect(() => {
    arrived.current = onArrival;
  }, [onArrival]);

  useEffect(() => {
    const { queryKey } = boardQueryOptions(outletId);
    const alerts = useBoardAlertsStore.getState();
    alerts.reset();
    const current = watchBoard(outletId, {
      onBoardEvent: (event) => {
        const before = queryClient.getQueryData(queryKey);
        const after = reduceBoard(before, event);
        if (after) queryClient.setQueryData(queryKey, after);
        alerts.follow(before, after);
        if (before && arrivals(before, after).length > 0) arrived.current();
      },
      onOpen: () => setConnection('live'),
      onDown: () => setConnection('offline'),
      onRefused: () => setConnection('refused'),
    });
    follower.current = current;
    return current.stop;
  }, [outletId, queryClient]);

  const resync = useCallback(() => follower.current?.reconnect(), []);
  return { connection, resync };
}
