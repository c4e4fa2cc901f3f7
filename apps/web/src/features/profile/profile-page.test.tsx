import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@crust/contract/addresses';
import * as notifyModule from '@/components/ui/notify';
import { configureApiClient } from '@/lib/api-client';
import { selectBearerToken, useIdentityStore } from '@/lib/identity-store';
import { jsonResponse, stubFetch } from '@/testing/test-utils';
import { ProfilePage } from './components/profile-page';

// Issue 8's /profile: details, addresses (add, edit, delete, default), password change, account deletion.

const user = { id: 7, name: 'Ada Lovelace', email: 'ada@example.test', phone_no: '0400 000 000', email_verified: true };
const initialIdentity = useIdentityStore.getState();

function fakeServer() {
  let nextId = 1;
  let addresses: Address[] = [];
  const calls: { method: string; path: string; body: unknown }[] = [];
  stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    const id = Number(url.pathname.split('/').pop());
    if (url.pathname === '/api/v2/me' && method === 'PATCH') return jsonResponse(200, { data: { user: { ...user, ...body } } });
    if (url.pathname === '/api/v2/me/password') {
      return body.current_password === 'right password'
        ? jsonResponse(200, { data: { ok: true } })
        : jsonResponse(400, { error: { code: 'invalid_credentials', message: 'Your current password is not right.' } });
    }
    if (url.pathname === '/api/v2/me' && method === 'DELETE') return new Response(null, { status: 204 });
    if (url.pathname === '/api/v2/me/addresses' && method === 'GET') return jsonResponse(200, { data: addresses });
    if (url.pathname === '/api/v2/me/addresses' && method === 'POST') {
      const address = { id: nextId++, label: '', instructions: '', ...body, is_default: addresses.length === 0 || body.is_default === true };
      if (address.is_default) addresses = addresses.map((entry) => ({ ...entry, is_default: false }));
      addresses.push(address);
      return jsonResponse(201, { data: address });
    }
    if (method === 'PATCH') {
      // The server's schema is strict: the form sends only its own fields.
      if ('id' in body) return jsonResponse(400, { error: { code: 'bad_request', message: 'body: unknown field id' } });
      if (body.is_default) addresses = addresses.map((entry) => ({ ...entry, is_default: false }));
      addresses = addresses.map((entry) => (entry.id === id ? { ...entry, ...body } : entry));
      return jsonResponse(200, { data: addresses.find((entry) => entry.id === id) });
    }
    if (method === 'DELETE') {
      addresses = addresses.filter((entry) => entry.id !== id);
      return new Response(null, { status: 204 });
    }
    return jsonResponse(404, { error: { code: 'not_found', message: 'no' } });
  });
  return calls;
}

function renderProfile() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProfilePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  useIdentityStore.setState(initialIdentity, true);
  useIdentityStore.getState().setAuth(user, 'user-token');
  configureApiClient({ getToken: () => selectBearerToken(useIdentityStore.getState()), onUnauthorized: () => {} });
  vi.spyOn(notifyModule, 'notify').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function addAddress(street: string, suburb: string, postcode: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Add an address' }));
  const form = screen.getByRole('form', { name: 'New address' });
  await userEvent.type(within(form).getByLabelText('Street address'), street);
  await userEvent.type(within(form).getByLabelText('Suburb'), suburb);
  await userEvent.type(within(form).getByLabelText('City'), 'Sydney');
  await userEvent.type(within(form).getByLabelText('Postcode'), postcode);
  await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
}

describe('/profile', () => {
  it('saves name and phone and keeps the stored user in step', async () => {
    const calls = fakeServer();
    renderProfile();
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Grace Hopper');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(useIdentityStore.getState().user?.name).toBe('Grace Hopper'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'Grace Hopper', phone_no: '0400 000 000' });
  });

  it('adds, edits, sets the default of and deletes saved addresses', async () => {
    const calls = fakeServer();
    renderProfile();
    await screen.findByText('No saved addresses yet.');
    await addAddress('12 Crown St', 'Surry Hills', '2010');
    expect(await screen.findByText('12 Crown St, Surry Hills NSW 2010')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      formattedAddress: '12 Crown St, Surry Hills NSW 2010',
      postcode: '2010',
      state: 'NSW',
    });

    await addAddress('1 George St', 'Sydney', '2000');
    await userEvent.click(await screen.findByRole('button', { name: 'Make 1 George St, Sydney NSW 2000 the default' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH' && (call.body as { is_default?: boolean }).is_default === true)).toBe(true));

    await userEvent.click(await screen.findByRole('button', { name: 'Edit 12 Crown St, Surry Hills NSW 2010' }));
    const form = screen.getByRole('form', { name: 'Edit address' });
    await userEvent.type(within(form).getByLabelText('Delivery instructions (optional)'), 'Side door');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Side door')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete 12 Crown St, Surry Hills NSW 2010' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByText('12 Crown St, Surry Hills NSW 2010')).not.toBeInTheDocument());
  });

  it('refuses a postcode that is not 4 digits, by its field', async () => {
    fakeServer();
    renderProfile();
    await screen.findByText('No saved addresses yet.');
    await addAddress('12 Crown St', 'Surry Hills', '201');
    const postcode = screen.getByLabelText('Postcode');
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('An Australian postcode is 4 digits.')).toBeInTheDocument();
  });

  it("shows the server's message when the current password is wrong", async () => {
    fakeServer();
    renderProfile();
    await userEvent.type(screen.getByLabelText('Current password'), 'wrong password');
    await userEvent.type(screen.getByLabelText('New password'), 'a new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not right.')).toBeInTheDocument();
  });

  it('deletes the account after the password confirms it, and logs out', async () => {
    const calls = fakeServer();
    renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await userEvent.type(screen.getAllByLabelText('Password').at(-1)!, 'right password');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(useIdentityStore.getState().user).toBeNull());
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ password: 'right password' });
  });
});
