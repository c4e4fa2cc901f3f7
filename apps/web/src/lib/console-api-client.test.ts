import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/test-utils';
import { configureApiClient } from './api-client';
import { consoleRequest } from './console-api-client';
import { useStaffSessionStore } from './staff-session-store';

// Issue 10: the console's calls go with the staff token, never the diner's, and a 401 ends the staff
// session alone (the diner's handler hears the staff token, which is not theirs, and keeps theirs).

const onUnauthorized = vi.fn();
const staff = {
  id: 3,
  name: 'Olive Owner',
  email: 'owner@crust.test',
  role: 'owner' as const,
  outlet_ids: [1],
  outlets: [{ id: 1, name: 'Crust Surry Hills', timezone: 'Australia/Sydney' }],
  totp_enabled: false,
};

beforeEach(() => {
  onUnauthorized.mockReset();
  configureApiClient({ getToken: () => 'diner-token', onServerDown: () => {}, onUnauthorized });
  useStaffSessionStore.getState().start({ token: 'staff-token', staff, expires_at: '2099-01-01T00:00:00.000Z' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useStaffSessionStore.getState().clear();
});

describe('console api client', () => {
  it('calls /api/console with the staff token in place of the diner’s', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { data: {} }));
    await consoleRequest('/me');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/console/me');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer staff-token');
  });

  it('a 401 forgets the staff session, and tells the diner’s handler only the staff token', async () => {
    stubFetch(() => jsonResponse(401, { error: { code: 'unauthorized', message: 'Sign in to the console.' } }));
    await expect(consoleRequest('/me')).rejects.toMatchObject({ status: 401 });
    expect(useStaffSessionStore.getState().token).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('staff-token');
  });
});
