import type { OrderStatus } from '@crust/contract/order-status';
import type { Database } from '../../db/client.ts';
import { createOrdersRepo } from './orders.repo.ts';

/**
 * Locks an order's row in the caller's transaction and answers its status (null: no such order).
 * Whatever changes something an order owns takes this lock first, as moveOrder does (the order's
 * row, then its payment's): the payments module calls it before it locks a payment, so the two
 * never wait on each other in opposite orders (issue 17: the orders module's export for that).
 */
export const lockOrderStatus = (tx: Database, orderId: string): Promise<OrderStatus | null> => createOrdersRepo(tx).lockStatus(orderId);
