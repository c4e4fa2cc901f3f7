import type { GuestSessionResponse, GuestSession } from '@crust/contract/auth';
import { apiRequest } from '@/lib/api-client';
import { env } from '@/lib/env';

/** POST /v2/auth/guest: a new guest session; name, email and phone are filled in at checkout. */
export async function createGuest(): Promise<GuestSession> {
  const response = await apiRequest<GuestSessionResponse>('/v2/auth/guest', {
    method: 'POST',
    body: { tenant_id: env.tenantId },
  });
  return response.data;
}
