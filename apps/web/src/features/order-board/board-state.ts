import type { BoardOrder, BoardSnapshotEvent } from '@crust/contract/console-orders';
import type { OrderStatus } from '@crust/contract/order-status';

// Issue 10: the order board as the stream builds it: the day's orders and the upcoming ones of later
// days. A snapshot replaces it; a change puts the card in place of the one with its id, or takes it
// off when its status is not on the board (cancelled, rejected, completed) or it is requested for a
// day before the board's.

export type Board = { date: string; orders: BoardOrder[] };

export type BoardEvent = { type: 'snapshot'; snapshot: BoardSnapshotEvent } | { type: 'change'; order: BoardOrder };

export type ColumnId = 'new' | 'kitchen' | 'ready' | 'out';

export const BOARD_COLUMNS: readonly { id: ColumnId; title: string; statuses: readonly OrderStatus[] }[] = [
  { id: 'new', title: 'New', statuses: ['placed'] },
  { id: 'kitchen', title: 'Accepted / Preparing', statuses: ['accepted', 'preparing'] },
  { id: 'ready', title: 'Ready', statuses: ['ready'] },
  { id: 'out', title: 'Out for delivery', statuses: ['out_for_delivery'] },
];

const SHOWN_STATUSES = new Set(BOARD_COLUMNS.flatMap((column) => column.statuses));

/**
 * On this board: a status it shows (each one an upcoming order may have: contract UPCOMING_STATUSES),
 * and ASAP (today's) or requested for the board's day or a later one (ISO days compare as strings).
 */
const belongs = (order: BoardOrder, date: string) => SHOWN_STATUSES.has(order.status) && (order.requested_date === null || order.requested_date >= date);

export function reduceBoard(board: Board | undefined, event: BoardEvent): Board | undefined {
  if (event.type === 'snapshot') {
    const { date, orders } = event.snapshot;
    return { date, orders: orders.filter((order) => belongs(order, date)) };
  }
  // Before the first snapshot there is no board to change: the snapshot will carry the order.
  if (!board) return board;
  const { order } = event;
  const shown = board.orders.find((card) => card.id === order.id);
  // The board's own answer to a transition may have put a newer version there already.
  if (shown && shown.version > order.version) return board;
  const others = board.orders.filter((card) => card.id !== order.id);
  return { ...board, orders: belongs(order, board.date) ? [...others, order] : others };
}

/** Earliest preparation start first (the server's prepare_at), so a scheduled order rises as its start nears; the order number breaks ties. */
export const byPreparationStart = (a: BoardOrder, b: BoardOrder) => Date.parse(a.prepare_at) - Date.parse(b.prepare_at) || a.number - b.number;

export function boardColumns(orders: readonly BoardOrder[]): { id: ColumnId; title: string; orders: BoardOrder[] }[] {
  return BOARD_COLUMNS.map(({ id, title, statuses }) => ({
    id,
    title,
    orders: orders.filter((order) => statuses.includes(order.status)).sort(byPreparationStart),
  }));
}

const newOrderIds = (board: Board | undefined) => new Set(board?.orders.filter((order) => order.status === 'placed').map((order) => order.id));

/** New orders on `after` that `before` did not have: the ones to announce. */
export function arrivals(before: Board | undefined, after: Board | undefined): string[] {
  const known = new Set(before?.orders.map((order) => order.id));
  return [...newOrderIds(after)].filter((id) => !known.has(id));
}

/**
 * The new orders nobody has tapped yet: those already waiting plus the arrivals, less any that left
 * the New column (accepted, rejected, cancelled elsewhere).
 */
export function nextUnacknowledged(unacknowledged: readonly string[], before: Board | undefined, after: Board | undefined): string[] {
  const waiting = newOrderIds(after);
  return [...new Set([...unacknowledged, ...arrivals(before, after)])].filter((id) => waiting.has(id));
}
