import { expect } from 'vitest';
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
/** Lines as a kitchen must read them (issue 18): a half-and-half with size, crust, toppings and a note, and a deal's parts. */
export const kitchenLines = (): TicketLine[] => [
  ticketLine({
    name: 'Half and half',
    quantity: 2,
    options: [
      { name: 'Size', value: 'Large' },
      { name: 'Crust', value: 'Thin' },
    ],
    modifiers: [{ name: 'Extra cheese', quantity: 1 }],
    halves: [
      { side: 'left', name: 'Pepperoni', modifiers: [{ name: 'Jalapeños', quantity: 2 }] },
      { side: 'right', name: 'Hawaiian', modifiers: [] },
    ],
    notes: 'Well done',
  }),
  ticketLine({
    name: 'Family deal',
    deal_parts: [
      // Issue 18 point 13: a deal's pizza made its own way.
      {
        component: 'Pizza 1',
        name: 'Margherita',
        quantity: 1,
        options: [
          { name: 'Size', value: 'Large' },
          { name: 'Crust', value: 'Stuffed crust' },
        ],
        modifiers: [{ name: 'Pepperoni', quantity: 1 }],
      },
    ],
  }),
];

/** What a kitchen must read of kitchenLines(), given their list items (a ticket's or a card's). */
export function expectKitchenLinesShown([half, deal]: HTMLElement[]) {
  expect(half).toHaveTextContent('2 × Half and half');
  expect(half).toHaveTextContent('Size: Large');
  expect(half).toHaveTextContent('Crust: Thin');
  expect(half).toHaveTextContent('+ Extra cheese');
  expect(half).toHaveTextContent('Left half: Pepperoni+ 2× Jalapeños');
  expect(half).toHaveTextContent('Right half: Hawaiian');
  expect(half).toHaveTextContent('Note: Well done');
  expect(deal).toHaveTextContent('1 × Family deal');
  expect(deal).toHaveTextContent('Pizza 1: Margherita (Large, Stuffed crust)+ Pepperoni');
}

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
