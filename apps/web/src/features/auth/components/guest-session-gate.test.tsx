import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdentityStore } from '@/lib/identity-store';
import { useSelectedRestaurantStore } from '@/lib/selected-restaurant-store';
import { jsonResponse, makeRestaurant, stubFetch } from '@/testing/test-utils';
import { GuestSessionGate } from './guest-session-gate';

const guestUser = { guestId: 7654321, name: '', email: '', phone_no: '' };
const guestToken = 'h'.repeat(43);

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('guest session gate', () => {
  it('starts a guest session once an outlet is selected', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, { data: { guestUser, guestToken } }));
    render(<GuestSessionGate />);
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => useSelectedRestaurantStore.getState().selectRestaurant(makeRestaurant(1, 'Crust Central'), { enabled: false, intervalHours: 24 }));

    await waitFor(() => expect(useIdentityStore.getState()).toMatchObject({ guestUser, guestToken }));
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
