import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { useConfigStore } from '@/lib/config-store';
import { useIdentityStore } from '@/lib/identity-store';
import { jsonResponse, stubFetch } from '@/testing/test-utils';
import { wireApiClient } from './api-wiring';
import { watchExpiredSessions } from './session-expired';

const user = { id: 7, name: 'Ada', email: 'ada@example.com', phone_no: '0400 000 000', email_verified: true };
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

describe('an expired user session (spec §8, issue 8)', () => {
  it('logs the diner out with the Authentication error toast, once, on a 401 to a user token', async () => {
    const notifyModule = await import('@/components/ui/notify');
    const notify = vi.spyOn(notifyModule, 'notify').mockImplementation(() => {});
    stubFetch(() => jsonResponse(401, { error: { code: 'unauthorized', message: 'expired' } }));
    wireApiClient();
    watchExpiredSessions();
    useIdentityStore.getState().setAuth(user, 'user-token');
    await Promise.allSettled([apiRequest('/v2/me'), apiRequest('/get-wishlist')]);
    expect(useIdentityStore.getState()).toMatchObject({ user: null, token: null });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ title: 'Authentication error', message: 'Your session may have expired. Please log in again.', kind: 'error' });
    notify.mockRestore();
  });

  it('does not log anyone out for a 401 to a guest token', async () => {
    const notifyModule = await import('@/components/ui/notify');
    const notify = vi.spyOn(notifyModule, 'notify').mockImplementation(() => {});
    stubFetch(() => jsonResponse(401, { error: { code: 'unauthorized', message: 'expired' } }));
    wireApiClient();
    watchExpiredSessions();
    useIdentityStore.getState().setGuest(guestUser, 'guest-token');
    await apiRequest('/v2/auth/guest').catch(() => undefined);
    expect(notify).not.toHaveBeenCalled();
    expect(useIdentityStore.getState().guestToken).toBe('guest-token');
    notify.mockRestore();
  });
});
