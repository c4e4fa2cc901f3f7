import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@crust/contract/order-status';
import { orderStatusLabel, timelineSteps } from './order-status-display';
import { makeOrder } from './testing/order-fixture';

describe('order status labels (issue 9)', () => {
  it('gives every status of the contract’s machine its diner-facing label', () => {
    expect(Object.fromEntries(ORDER_STATUSES.map((status) => [status, orderStatusLabel(status, 'pickup')]))).toEqual({
      pending_payment: 'Waiting for payment',
      placed: 'Order received',
      accepted: 'Accepted',
      preparing: 'Being prepared',
      ready: 'Ready for pickup',
      out_for_delivery: 'Out for delivery',
      completed: 'Completed',
      cancelled: 'Cancelled',
      rejected: 'Rejected',
    });
  });

  it('words a ready order by how it reaches the diner', () => {
    expect(orderStatusLabel('ready', 'pickup')).toBe('Ready for pickup');
    expect(orderStatusLabel('ready', 'delivery')).toBe('Ready for delivery');
    expect(orderStatusLabel('ready', 'table')).toBe('Ready to serve');
  });
});

const stateOf = (order: Parameters<typeof timelineSteps>[0]) => timelineSteps(order).map(({ label, state }) => `${label}: ${state}`);

describe('the order timeline’s steps', () => {
  it('a card pickup being prepared: payment, receipt and acceptance done with their times, preparing current, the rest to come', () => {
    const steps = timelineSteps(makeOrder());
    // Issue 18 point 15: a step behind the order reads as done by its words ('Paid', not 'Waiting for payment').
    expect(stateOf(makeOrder())).toEqual([
      'Paid: done',
      'Order received: done',
      'Accepted: done',
      'Being prepared: current',
      'Ready for pickup: next',
      'Completed: next',
    ]);
    expect(steps.map((step) => step.at)).toEqual([
      '2025-11-25T07:05:00.000Z',
      '2025-11-25T07:05:40.000Z',
      '2025-11-25T07:07:00.000Z',
      '2025-11-25T07:12:00.000Z',
      null,
      null,
    ]);
  });

  it('a cash delivery never waits for payment and goes out for delivery', () => {
    const order = makeOrder({
      payment_method: 'cash_on_delivery',
      payment: null,
      delivery_method: 'delivery',
      status: 'out_for_delivery',
      timeline: [{ status: 'placed', at: '2025-11-25T07:05:00.000Z', reason: null }],
    });
    expect(stateOf(order)).toEqual([
      'Order received: done',
      'Accepted: done',
      'Prepared: done',
      'Ready for delivery: done',
      'Out for delivery: current',
      'Completed: next',
    ]);
  });

  it('a cancelled order shows the steps it reached, then how it ended and why', () => {
    const order = makeOrder({
      status: 'cancelled',
      timeline: [
        { status: 'pending_payment', at: '2025-11-25T07:05:00.000Z', reason: null },
        { status: 'cancelled', at: '2025-11-25T07:35:00.000Z', reason: 'Unpaid for 30 minutes' },
      ],
    });
    expect(timelineSteps(order)).toEqual([
      { status: 'pending_payment', label: 'Waiting for payment', state: 'done', at: '2025-11-25T07:05:00.000Z', reason: null },
      { status: 'cancelled', label: 'Cancelled', state: 'current', at: '2025-11-25T07:35:00.000Z', reason: 'Unpaid for 30 minutes' },
    ]);
  });
});
