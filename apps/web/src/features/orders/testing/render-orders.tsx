import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { configureApiClient } from '@/lib/api-client';
import { selectBearerToken, useIdentityStore } from '@/lib/identity-store';

const initialIdentity = useIdentityStore.getState();

export const diner = { id: 7, name: 'Ada Lovelace', email: 'ada@example.test', phone_no: '0400 000 000', email_verified: true };

/** No one signed in, and the API client sending whichever token the identity store holds. */
export function resetIdentity() {
  localStorage.clear();
  useIdentityStore.setState(initialIdentity, true);
  configureApiClient({ getToken: () => selectBearerToken(useIdentityStore.getState()), onUnauthorized: () => {} });
}

export const signInAsGuest = () => useIdentityStore.getState().setGuest({ guestId: 1234567, name: '', email: '', phone_no: '' }, 'g'.repeat(43));
export const logIn = () => useIdentityStore.getState().setAuth(diner, 'u'.repeat(43));

export function renderWithRouter(ui: ReactElement, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}
