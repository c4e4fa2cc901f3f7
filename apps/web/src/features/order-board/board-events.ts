import type { BoardChangeEvent, BoardSnapshotEvent } from '@crust/contract/console-orders';
import { consoleStream } from '@/lib/console-api-client';
import { followEventStream, type FollowOptions, type StreamFollower } from '@/lib/event-stream';
import type { BoardEvent } from './board-state';

/** The server sends a heartbeat comment every 20 s: two missed mean the connection is gone. */
const SILENCE_MS = 45_000;

type BoardEventsOptions = Omit<FollowOptions, 'onEvent' | 'idleTimeoutMs'> & { onBoardEvent: (event: BoardEvent) => void };

/**
 * Follows an outlet's board stream (GET /api/console/outlets/{id}/orders/stream): `snapshot` on
 * every (re)connection replaces the board, so a board that comes back is whole again; `change` is
 * one new or changed order.
 */
export function watchBoard(outletId: number, { onBoardEvent, ...options }: BoardEventsOptions): StreamFollower {
  return followEventStream((signal) => consoleStream(`/outlets/${outletId}/orders/stream`, signal), {
    ...options,
    idleTimeoutMs: SILENCE_MS,
    onEvent: ({ event, data }) => {
      if (event === 'snapshot') onBoardEvent({ type: 'snapshot', snapshot: JSON.parse(data) as BoardSnapshotEvent });
      else if (event === 'change') onBoardEvent({ type: 'change', order: (JSON.parse(data) as BoardChangeEvent).order });
    },
  });
}
