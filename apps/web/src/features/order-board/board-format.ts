import type { BoardOrder, TicketLine } from '@crust/contract/console-orders';

// How a card and a ticket word an order, in the storefront's Australian English.

const clock = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit' });

/** A moment on the device's clock, which in a kitchen is the outlet's: '6:45 pm'. */
export const formatClock = (moment: Date | string) => clock.format(new Date(moment));

/** Wall day and time as the server sends them ('2026-03-06', '18:45'), formatted as UTC so no zone shifts them. */
const wallTime = (date: string, time: string) => new Date(`${date}T${time}:00Z`);
const wallClock = new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
const wallDay = new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });

export const methodLabel = (order: Pick<BoardOrder, 'delivery_method' | 'table_number'>) =>
  order.table_number !== null ? `Table ${order.table_number}` : order.delivery_method === 'delivery' ? 'Delivery' : 'Pickup';

/** 'ASAP', or the requested slot's time, with its day ('Fri, 6 Mar, 7:15 pm') unless it is `today`'s. */
export function requestedLabel(
  { asap, requested_date: date, requested_time: time }: Pick<BoardOrder, 'asap' | 'requested_date' | 'requested_time'>,
  today?: string,
): string {
  if (asap || !date || !time) return 'ASAP';
  const moment = wallTime(date, time);
  return date === today ? wallClock.format(moment) : `${wallDay.format(moment)}, ${wallClock.format(moment)}`;
}

/** '2× Margherita, Garlic bread' */
export const itemsSummary = (lines: readonly TicketLine[]) =>
  lines.map((line) => (line.quantity > 1 ? `${line.quantity}× ${line.name}` : line.name)).join(', ');
