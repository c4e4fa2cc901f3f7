import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { useConfigStore } from '@/lib/config-store';
import { useIdentityStore } from '@/lib/identity-store';
import { jsonResponse, stubFetch } from '@/testing/test-utils';
import { wireApiClient } from './api-wiring';

const user = { id: 7, name: 'Ada', email: 'ada@example.com' };
const guestUser = { guestId: 1234567, name: '', email: '', phone_no: '' };
const initialIdentity = useIdentityStore.getState();
const initialConfig = useConfigStore.getState();

beforeEach(() => {
  localStorage.clear();
  useIdentityStore.setState(initialIdentity, true);
  useConfigStore.setState(initialConfig, true);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client wiring', () => {
  it('every request carries the user token if present, else the guest token, else none (spec §6)', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, {}));
    wireApiClient();
    const authorization = async () => {
      await apiRequest('/probe');
      return new Headers(fetchMock.mock.lastCall?.[1]?.headers).get('Authorization');
    };

    expect(await authorization()).toBeNull();
    useIdentityStore.getState().setGuest(guestUser, 'guest-token');
    expect(await authorization()).toBe('Bearer guest-token');
    useIdentityStore.getState().setAuth(user, 'user-token');
    expect(await authorization()).toBe('Bearer user-token');
  });

  it('a 502 sets the server-down flag, navigates to /error replacing history, and still rejects', async () => {
    stubFetch(() => new Response(null, { status: 502 }));
    const navigate = vi.fn();
    wireApiClient(navigate);

    await expect(apiRequest('/anything')).rejects.toMatchObject({ status: 502 });
    expect(useConfigStore.getState()).toMatchObject({ isServerDown: true, errorMessage: 'Resource not found (404)' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/error', { replace: true });
  });
});
