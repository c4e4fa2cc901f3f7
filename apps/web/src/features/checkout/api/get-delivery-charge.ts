import type { DeliveryCharge, DeliveryChargeRequest } from '@crust/contract/checkout';
import { apiRequest } from '@/lib/api-client';

/** What delivering the diner's cart to an address costs; 422 outside_delivery_area outside every zone of the outlet. */
export async function getDeliveryCharge(request: DeliveryChargeRequest, signal?: AbortSignal): Promise<DeliveryCharge> {
  return (await apiRequest<{ data: DeliveryCharge }>('/v2/checkout/delivery-charge', { method: 'POST', body: request, signal })).data;
}
