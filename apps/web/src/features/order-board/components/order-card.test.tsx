import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { onDeviceInZone } from '@/testing/device-time-zone';
import type { BoardOrder } from '@crust/contract/console-orders';
import { BOARD_DATE, boardOrder, expectKitchenLinesShown, kitchenLines } from '../testing/board-fixture';
import { OrderCard } from './order-card';

// Issue 18: a board card tells the crew and the driver what they need without opening the ticket.

onDeviceInZone('UTC');

function renderCard(order: BoardOrder) {
  render(
    <MemoryRouter>
      <OrderCard
        order={order}
        boardDate={BOARD_DATE}
        timeZone="Australia/Sydney"
        now={new Date('2026-03-06T18:10:00.000Z')}
        unacknowledged={false}
        onAcknowledge={() => {}}
        busy={false}
        onChange={() => {}}
        ticketPath="/ticket"
      />
    </MemoryRouter>,
  );
  return screen.getByRole('article', { name: `#${order.number}` });
}

describe('a board card', () => {
  it('says what to collect in cash (the server’s amount), the phone to call, the full address and the delivery instructions', () => {
    const card = renderCard(
      boardOrder({
        number: 77,
        delivery_method: 'delivery',
        payment_method: 'cash_on_delivery',
        payment_status: null,
        // Less than the total: what is left once something else paid part of it.
        amount_due: 2500,
        totals: { subtotal: 2800, discount_total: 0, delivery_charge: 500, tax: 300, total: 3300 },
        customer: { name: 'Grace Hopper', phone_no: '0412 345 678' },
        delivery_address: '7 Bourke St, Surry Hills, Sydney 2010',
        special_instructions: 'Side gate, call on arrival',
      }),
    );
    expect(card).toHaveTextContent('CASH — collect $25.00');
    expect(within(card).getByRole('link', { name: '0412 345 678' })).toHaveAttribute('href', 'tel:0412345678');
    expect(card).toHaveTextContent('Deliver to7 Bourke St, Surry Hills, Sydney 2010');
    expect(card).toHaveTextContent('Side gate, call on arrival');
  });

  it('says a card order is paid, with nothing to collect', () => {
    const card = renderCard(boardOrder({ number: 78, payment_method: 'card', payment_status: 'succeeded', amount_due: 0 }));
    expect(card).toHaveTextContent('PAID by card');
    expect(card).not.toHaveTextContent('collect');
  });

  it('shows each line as the kitchen makes it: size, crust, toppings, each half’s toppings, deal parts and notes', () => {
    const card = renderCard(
      boardOrder({
        number: 79,
        lines: kitchenLines(),
      }),
    );
    expectKitchenLinesShown(within(within(card).getByRole('list', { name: 'Items' })).getAllByRole('listitem'));
  });
});
