import type { GuestUserResponse, GuestUser } from '@crust/contract/auth';
import { apiRequest } from '@/lib/api-client';

/** GET /v2/auth/guest: the guest the current bearer token belongs to. */
export async function getGuest(): Promise<GuestUser> {
  const response = await apiRequest<GuestUserResponse>('/v2/auth/guest');
  return response.data.guestUser;
}
