import { describe, expect, it } from 'vitest';
import { isFinalOrderStatus, nextOrderStatus, ORDER_STATUSES, ORDER_TRANSITIONS, type OrderTransition } from './order-status.ts';

describe('the order state machine (issue 9)', () => {
  it.each([
    ['pending_payment', 'pay', 'placed'],
    ['pending_payment', 'expire', 'cancelled'],
    ['pending_payment', 'cancel', 'cancelled'],
    ['placed', 'accept', 'accepted'],
    ['placed', 'cancel', 'cancelled'],
    ['placed', 'reject', 'rejected'],
    ['accepted', 'start_preparing', 'preparing'],
    ['accepted', 'mark_ready', 'ready'],
    ['preparing', 'mark_ready', 'ready'],
    ['ready', 'send_out', 'out_for_delivery'],
    ['ready', 'complete', 'completed'],
    ['out_for_delivery', 'complete', 'completed'],
  ] as const)('%s —%s→ %s', (from, transition, to) => {
    expect(nextOrderStatus(from, transition, 'delivery')).toBe(to);
    expect(nextOrderStatus(from, transition, 'pickup')).toBe(transition === 'send_out' ? null : to);
  });

  it('sends out deliveries only: a pickup (or a table’s order) that is ready is collected, never out for delivery (issue 17)', () => {
    expect(nextOrderStatus('ready', 'send_out', 'pickup')).toBeNull();
    expect(nextOrderStatus('ready', 'complete', 'pickup')).toBe('completed');
    expect(nextOrderStatus('ready', 'send_out', 'delivery')).toBe('out_for_delivery');
  });

  it('refuses everything else: a paid order cannot expire, an accepted one cannot be cancelled by the diner, nothing leaves a final status', () => {
    for (const method of ['pickup', 'delivery'] as const) {
      expect(nextOrderStatus('placed', 'expire', method)).toBeNull();
      expect(nextOrderStatus('placed', 'pay', method)).toBeNull();
      expect(nextOrderStatus('accepted', 'cancel', method)).toBeNull();
      expect(nextOrderStatus('ready', 'reject', method)).toBeNull();
      const transitions = Object.keys(ORDER_TRANSITIONS) as OrderTransition[];
      for (const status of ORDER_STATUSES.filter(isFinalOrderStatus))
        for (const transition of transitions) expect(nextOrderStatus(status, transition, method), `${status} ${transition}`).toBeNull();
    }
  });

  it('reaches every status from pending_payment, and every non-final status has a way out', () => {
    const reached = new Set<string>(['pending_payment']);
    for (let round = 0; round < ORDER_STATUSES.length; round++)
      for (const rule of Object.values(ORDER_TRANSITIONS)) if (rule.from.some((status) => reached.has(status))) reached.add(rule.to);
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
    for (const status of ORDER_STATUSES.filter((status) => !isFinalOrderStatus(status)))
      expect(
        Object.values(ORDER_TRANSITIONS).some((rule) => rule.from.includes(status)),
        status,
      ).toBe(true);
  });
});
