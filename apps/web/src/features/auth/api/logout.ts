import { apiRequest } from '@/lib/api-client';

/** POST /v2/auth/logout: the session ends on every server at once (issue 8). Apart from the other account calls: the header's menu needs only this one. */
export async function logout(): Promise<void> {
  await apiRequest<void>('/v2/auth/logout', { method: 'POST' });
}
