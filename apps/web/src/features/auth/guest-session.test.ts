import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/test-utils';

const guestUser = { guestId: 1234567, name: '', email: '', phone_no: '' };
const guestToken = 'g'.repeat(43);

// guest-session keeps its "once per page load" state in the module: each test loads it afresh.
async function load() {
  vi.resetModules();
  const [session, identity, client] = await Promise.all([import('./guest-session'), import('@/lib/identity-store'), import('@/lib/api-client')]);
  client.configureApiClient({ getToken: () => identity.selectBearerToken(identity.useIdentityStore.getState()) });
  return { ...session, useIdentityStore: identity.useIdentityStore };
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('guest session', () => {
  it('creates one guest session for the tenant when there is neither a user nor a guest', async () => {
    const fetchMock = stubFetch((url, init) => {
      expect(url.pathname).toBe('/api/v2/auth/guest');
      expect(init.method).toBe('POST');
      expect(JSON.parse(String(init.body))).toEqual({ tenant_id: 64 });
      return jsonResponse(201, { data: { guestUser, guestToken } });
    });
    const { ensureGuestSession, useIdentityStore } = await load();

    await Promise.all([ensureGuestSession(), ensureGuestSession()]);

    expect(fetchMock).toHaveBeenCalledOnce();
    expect(useIdentityStore.getState()).toMatchObject({ guestUser, guestToken });
    await ensureGuestSession();
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('does not create a guest session for a signed-in user', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, { data: { guestUser, guestToken } }));
    const { ensureGuestSession, useIdentityStore } = await load();
    useIdentityStore.getState().setAuth({ id: 1, name: 'Ada', email: 'ada@example.com', phone_no: '0400 000 000', email_verified: true }, 'user-token');

    await ensureGuestSession();

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a stored guest whose token the server rejects with 401, once per page load', async () => {
    const fetchMock = stubFetch((url, init) => {
      expect(url.pathname).toBe('/api/v2/auth/guest');
      expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${guestToken}`);
      return jsonResponse(401, { error: { code: 'unauthorized', message: 'Unknown token' } });
    });
    const { validateStoredGuestSession, useIdentityStore } = await load();
    useIdentityStore.getState().setGuest(guestUser, guestToken);

    await validateStoredGuestSession();
    await validateStoredGuestSession();

    expect(useIdentityStore.getState()).toMatchObject({ guestUser: null, guestToken: null });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('keeps the stored guest when the check fails for another reason', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch(() => jsonResponse(500, { error: { code: 'internal_error', message: 'Internal error' } }));
    const { validateStoredGuestSession, useIdentityStore } = await load();
    useIdentityStore.getState().setGuest(guestUser, guestToken);

    await validateStoredGuestSession();

    expect(useIdentityStore.getState()).toMatchObject({ guestUser, guestToken });
  });
});
