import type { BoardOrder, TicketLine } from '@crust/contract/console-orders';

export const BOARD_DATE = '2026-03-06';

export const ticketLine = (overrides: Partial<TicketLine> = {}): TicketLine => ({
  name: 'Margherita',
  quantity: 1,
  options: [],
  modifiers: [],
  halves: [],
  deal_parts: [],
  notes: '',
  is_free: false,
  ...overrides,
});

/** A card as the board stream sends it: a pickup order placed ASAP at 18:05 UTC, ready at 18:30, to be started at once. */
export function boardOrder(overrides: Partial<BoardOrder> = {}): BoardOrder {
  const number = overrides.number ?? 101;
  return {
    id: `ord_${number}`,
    number,
    status: 'placed',
    version: 2,
    delivery_method: 'pickup',
    table_number: null,
    asap: true,
    requested_date: null,
    requested_time: null,
    estimated_at: '2026-03-06T18:30:00.000Z',
    prepare_at: '2026-03-06T18:05:00.000Z',
    customer: { name: 'Ada Diner', phone_no: '0400000000' },
    delivery_address: null,
    totals: { subtotal: 2400, discount_total: 0, delivery_charge: 0, tax: 218, total: 2400 },
    currency: 'AUD',
    payment_method: 'card',
    payment_status: 'succeeded',
    amount_due: 0,
    special_instructions: '',
    lines: [ticketLine()],
    created_at: '2026-03-06T18:05:00.000Z',
    ...overrides,
  };
}

/** `event: snapshot` / `event: change` as GET …/orders/stream writes them. */
export const snapshotEvent = (orders: BoardOrder[], version = 1, date = BOARD_DATE) =>
  `id: ${version}\nevent: snapshot\ndata: ${JSON.stringify({ version, date, orders })}\n\n`;
export const changeEvent = (order: BoardOrder, version = 2) => `id: ${version}\nevent: change\ndata: ${JSON.stringify({ version, order })}\n\n`;
