import { nextOrderStatus, ORDER_STATUSES } from '@crust/contract/order-status';
import { describe, expect, it } from 'vitest';
import { boardOrder } from '../testing/board-fixture';
import { nextSteps } from './card-actions';

// Issue 17 point 12: the board offers only what the server's machine allows for the order's method.
describe('nextSteps', () => {
  it('offers a step only when the contract’s machine allows it for the order’s status and method', () => {
    for (const delivery_method of ['pickup', 'delivery'] as const)
      for (const status of ORDER_STATUSES)
        for (const { transition } of nextSteps(boardOrder({ status, delivery_method })))
          expect(nextOrderStatus(status, transition, delivery_method), `${delivery_method} ${status} ${transition}`).not.toBeNull();
  });

  it('a ready pickup is collected, a ready delivery goes out', () => {
    expect(nextSteps(boardOrder({ status: 'ready', delivery_method: 'pickup' }))).toEqual([{ transition: 'complete', label: 'Collected' }]);
    expect(nextSteps(boardOrder({ status: 'ready', delivery_method: 'delivery' }))).toEqual([{ transition: 'send_out', label: 'Out for delivery' }]);
  });
});
