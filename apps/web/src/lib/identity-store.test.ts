import { beforeEach, describe, expect, it } from 'vitest';
import { IDENTITY_STORE_KEY, isGuestLoggedIn, isLoggedIn, selectBearerToken, useIdentityStore } from './identity-store';

const user = { id: 7, name: 'Ada', email: 'ada@example.com', phone_no: '0400 000 000', email_verified: true };
const guestUser = { guestId: 1234567, name: '', email: '', phone_no: '' };
const initialState = useIdentityStore.getState();

beforeEach(() => {
  localStorage.clear();
  useIdentityStore.setState(initialState, true);
});

describe('identity store (spec §4 Identity)', () => {
  it('logged in means both token and user are present', () => {
    expect(isLoggedIn({ ...initialState, token: 't', user })).toBe(true);
    expect(isLoggedIn({ ...initialState, token: 't', user: null })).toBe(false);
    expect(isLoggedIn({ ...initialState, token: null, user })).toBe(false);
  });

  it('guest logged in means both guestToken and guestUser are present', () => {
    expect(isGuestLoggedIn({ ...initialState, guestToken: 'g', guestUser })).toBe(true);
    expect(isGuestLoggedIn({ ...initialState, guestToken: 'g', guestUser: null })).toBe(false);
    expect(isGuestLoggedIn({ ...initialState, guestToken: null, guestUser })).toBe(false);
  });

  it('clearing auth removes both tokens, both users and their stored copies', () => {
    const store = useIdentityStore.getState();
    store.setAuth(user, 'user-token');
    store.setGuest(guestUser, 'guest-token');
    expect(localStorage.getItem(IDENTITY_STORE_KEY)).toContain('user-token');

    useIdentityStore.getState().clearAuth();

    expect(useIdentityStore.getState()).toMatchObject({ user: null, token: null, guestUser: null, guestToken: null });
    expect(localStorage.getItem(IDENTITY_STORE_KEY)).toBeNull();
  });

  it('clearing the guest removes only the guest token and guest user', () => {
    const store = useIdentityStore.getState();
    store.setAuth(user, 'user-token');
    store.setGuest(guestUser, 'guest-token');

    useIdentityStore.getState().clearGuest();

    expect(useIdentityStore.getState()).toMatchObject({ user, token: 'user-token', guestUser: null, guestToken: null });
    const stored = localStorage.getItem(IDENTITY_STORE_KEY) ?? '';
    expect(stored).toContain('user-token');
    expect(stored).not.toContain('guest-token');
  });

  it('the bearer token is the user token if present, else the guest token, else none (spec §6)', () => {
    expect(selectBearerToken({ ...initialState, token: 'user-token', guestToken: 'guest-token' })).toBe('user-token');
    expect(selectBearerToken({ ...initialState, token: null, guestToken: 'guest-token' })).toBe('guest-token');
    expect(selectBearerToken(initialState)).toBeNull();
  });
});
