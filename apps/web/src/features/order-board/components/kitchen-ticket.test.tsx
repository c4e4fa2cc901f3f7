import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onDeviceInZone } from '@/testing/device-time-zone';
import { boardOrder, expectKitchenLinesShown, kitchenLines } from '../testing/board-fixture';
import { KitchenTicket } from './kitchen-ticket';

// Issue 10: the kitchen ticket names everything the kitchen makes, each half's toppings by side.

// A ticket printed on a device set to UTC, at an outlet in Sydney.
onDeviceInZone('UTC');

describe('the kitchen ticket', () => {
  it('prints a half-and-half line with its size, crust, each half’s toppings by side, its notes, and the instructions in bold', () => {
    const order = boardOrder({
      number: 42,
      delivery_method: 'delivery',
      asap: false,
      requested_date: '2026-03-06',
      requested_time: '19:15',
      delivery_address: '1 Crown St, Surry Hills NSW 2010',
      special_instructions: 'Ring the back door',
      lines: kitchenLines(),
    });
    render(<KitchenTicket order={order} timeZone="Australia/Sydney" />);

    const ticket = screen.getByRole('article', { name: 'Kitchen ticket, order #42' });
    expect(within(ticket).getByRole('heading', { name: '#42' })).toBeInTheDocument();
    expect(ticket).toHaveTextContent('Delivery');
    expect(ticket).toHaveTextContent(/For: Fri,? 6 Mar, 7:15 pm/);
    expectKitchenLinesShown(within(ticket).getAllByRole('listitem'));
    const instructions = within(ticket).getByText(/Ring the back door/);
    expect(instructions).toHaveClass('font-bold');
    // The ticket is for the kitchen: no prices (a card order has nothing to collect).
    expect(ticket).not.toHaveTextContent('$');
  });

  // Issue 17: the tablet, set to UTC, printed Sydney's times as UTC's.
  it('prints when it is ready by and when it was placed on the outlet’s clock, whatever the device’s zone', () => {
    // Placed at 10:40 am and ready by 11:45 am on 26 November 2025 in Sydney (+11).
    render(
      <KitchenTicket
        order={boardOrder({ number: 43, created_at: '2025-11-25T23:40:00.000Z', estimated_at: '2025-11-26T00:45:00.000Z' })}
        timeZone="Australia/Sydney"
      />,
    );

    const ticket = screen.getByRole('article', { name: 'Kitchen ticket, order #43' });
    expect(ticket).toHaveTextContent(/Ready by 11:45\sam/);
    expect(ticket).toHaveTextContent(/Placed 10:40\sam/);
  });

  // Issue 18: a driver left without knowing to collect cash or how to call.
  it('prints what to collect in cash, the customer’s phone, the full delivery address and the instructions', () => {
    render(
      <KitchenTicket
        order={boardOrder({
          number: 44,
          delivery_method: 'delivery',
          payment_method: 'cash_on_delivery',
          payment_status: null,
          amount_due: 3300,
          customer: { name: 'Grace Hopper', phone_no: '0412 345 678' },
          delivery_address: '7 Bourke St, Surry Hills, Sydney 2010',
          special_instructions: 'Side gate, call on arrival',
        })}
        timeZone="Australia/Sydney"
      />,
    );

    const ticket = screen.getByRole('article', { name: 'Kitchen ticket, order #44' });
    expect(ticket).toHaveTextContent('CASH — collect $33.00');
    expect(ticket).toHaveTextContent('Phone: 0412 345 678');
    expect(ticket).toHaveTextContent('Deliver to: 7 Bourke St, Surry Hills, Sydney 2010');
    expect(ticket).toHaveTextContent('Instructions: Side gate, call on arrival');
  });

  it('prints PAID by card for a card order that went through', () => {
    render(<KitchenTicket order={boardOrder({ number: 45 })} timeZone="Australia/Sydney" />);
    expect(screen.getByRole('article', { name: 'Kitchen ticket, order #45' })).toHaveTextContent('PAID by card');
  });
});
