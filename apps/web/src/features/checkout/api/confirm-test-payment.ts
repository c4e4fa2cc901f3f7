import type { TestProviderConfirmRequest } from '@crust/contract/payments';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /test-provider/confirm: the built-in test provider's card endpoint, as a hosted provider's: the
 * card goes there with the payment's client secret and nowhere else. 402 card_declined /
 * insufficient_funds on a decline.
 */
export async function confirmTestPayment(request: TestProviderConfirmRequest): Promise<void> {
  await apiRequest('/test-provider/confirm', { method: 'POST', body: request });
}
