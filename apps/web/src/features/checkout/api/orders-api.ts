import type { Order, PlaceOrderRequest } from '@crust/contract/orders';
import type { TestProviderConfirmRequest } from '@crust/contract/payments';
import { apiRequest } from '@/lib/api-client';

type OrderResponse = { data: Order };

/** POST /v2/orders: the same key with the same body answers the first placement again and creates nothing. */
export async function placeOrder(body: PlaceOrderRequest, idempotencyKey: string): Promise<Order> {
  return (await apiRequest<OrderResponse>('/v2/orders', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } })).data;
}

export async function getOrder(orderId: string): Promise<Order> {
  return (await apiRequest<OrderResponse>(`/v2/orders/${encodeURIComponent(orderId)}`)).data;
}

/**
 * The built-in test provider's card endpoint, as a hosted provider's: the card goes there with the
 * payment's client secret and nowhere else. 402 card_declined / insufficient_funds on a decline.
 */
export async function confirmTestPayment(request: TestProviderConfirmRequest): Promise<void> {
  await apiRequest('/test-provider/confirm', { method: 'POST', body: request });
}
