import type { Order, OrderResponse, PlaceOrderRequest } from '@crust/contract/orders';
import { apiRequest } from '@/lib/api-client';

/** POST /v2/orders: the same key with the same body answers the first placement again and creates nothing. */
export async function placeOrder(body: PlaceOrderRequest, idempotencyKey: string): Promise<Order> {
  return (await apiRequest<OrderResponse>('/v2/orders', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } })).data;
}
