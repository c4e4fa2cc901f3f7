import { notify } from '@/components/ui/notify';
import { configureApiClient } from '@/lib/api-client';
import { useIdentityStore } from '@/lib/identity-store';

/**
 * Spec §8 and issue 8: an expired or ended user session logs the diner out, with this toast, once
 * (the token is cleared, so the other calls that fail with it do not toast again). A guest token
 * that fails is the guest gate's to replace, silently.
 */
export function endExpiredSession(token: string): void {
  const identity = useIdentityStore.getState();
  if (!identity.token || identity.token !== token) return;
  identity.clearAuth();
  notify({ title: 'Authentication error', message: 'Your session may have expired. Please log in again.', kind: 'error' });
}

/**
 * Wires endExpiredSession to the API client's 401s. Called by the global gates, which load right
 * after the shell and before any call that needs a session, so the entry chunk stays within budget.
 */
export function watchExpiredSessions(): void {
  configureApiClient({ onUnauthorized: endExpiredSession });
}
