import { create } from 'zustand';
import { nextUnacknowledged, type Board } from './board-state';

/** Which new orders this screen's crew has not tapped yet (client state: the orders are the query cache's). */
type BoardAlertsState = {
  unacknowledged: string[];
  /** The board changed from `before` to `after`: arrivals join, orders that left the New column go. */
  follow: (before: Board | undefined, after: Board | undefined) => void;
  acknowledge: (orderId: string) => void;
  reset: () => void;
};

export const useBoardAlertsStore = create<BoardAlertsState>()((set) => ({
  unacknowledged: [],
  follow: (before, after) => set(({ unacknowledged }) => ({ unacknowledged: nextUnacknowledged(unacknowledged, before, after) })),
  acknowledge: (orderId) => set(({ unacknowledged }) => ({ unacknowledged: unacknowledged.filter((id) => id !== orderId) })),
  reset: () => set({ unacknowledged: [] }),
}));
