import { configureApiClient } from '@/lib/api-client';
import { useConfigStore } from '@/lib/config-store';
import { selectBearerToken, useIdentityStore } from '@/lib/identity-store';

type Navigate = (to: string, options: { replace: boolean }) => void;

/**
 * Connects the store-agnostic API client to the stores (decision 001). A 502 flags the server as
 * down; the root layout watching that flag, or `navigate` when given, moves to /error and replaces
 * the history entry (spec §2, §8).
 */
export function wireApiClient(navigate?: Navigate): void {
  configureApiClient({
    getToken: () => selectBearerToken(useIdentityStore.getState()),
    onServerDown: (message) => {
      useConfigStore.getState().setServerDown(message);
      navigate?.('/error', { replace: true });
    },
  });
}
