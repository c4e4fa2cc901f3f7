import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffSessionPayload } from '@crust/contract/console-staff';
import { useStaffSessionStore } from '@/lib/staff-session-store';
import { IDENTITY_STORE_KEY } from '@/lib/identity-store';
import { jsonResponse, renderWithQuery, stubFetch } from '@/testing/test-utils';
import { StaffSignInForm } from './staff-sign-in-form';

// Issue 10: staff sign in with email and password, then a TOTP code when two-factor sign-in is on.

const session: StaffSessionPayload = {
  token: 'staff-token-0123456789abcdef',
  expires_at: '2099-01-01T00:00:00.000Z',
  staff: {
    id: 3,
    name: 'Olive Owner',
    email: 'owner@crust.test',
    role: 'owner',
    outlet_ids: [1, 2],
    outlets: [
      { id: 1, name: 'Crust Surry Hills', timezone: 'Australia/Sydney' },
      { id: 2, name: 'Crust Newtown', timezone: 'Australia/Sydney' },
    ],
    totp_enabled: true,
  },
};

const refusal = (code: string, message: string) => jsonResponse(401, { error: { code, message } });

beforeEach(() => {
  localStorage.clear();
  useStaffSessionStore.getState().clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('staff sign-in', () => {
  it('asks for the authenticator code when the server answers totp_required, then keeps the staff session apart from the diner’s', async () => {
    const bodies: unknown[] = [];
    const fetchMock = stubFetch((url, init) => {
      expect(url.pathname).toBe('/api/console/auth/sign-in');
      const body = JSON.parse(String(init.body)) as { totp_code?: string };
      bodies.push(body);
      if (!body.totp_code) return refusal('totp_required', 'Enter the code from your authenticator app');
      if (body.totp_code !== '123456') return refusal('invalid_totp', 'That code is not right');
      return jsonResponse(200, { data: session });
    });
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    renderWithQuery(<StaffSignInForm onSignedIn={onSignedIn} />);

    await user.type(screen.getByLabelText('Email'), 'owner@crust.test');
    await user.type(screen.getByLabelText('Password'), 'crust-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByLabelText('Authentication code');
    await user.type(code, '000 000');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('That code is not right')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));

    expect(fetchMock).toHaveBeenCalledTimes(3);
    // The tenant is the storefront's build setting (64 by default, spec §9).
    expect(bodies).toEqual([
      { tenant_id: 64, email: 'owner@crust.test', password: 'crust-demo-2026' },
      { tenant_id: 64, email: 'owner@crust.test', password: 'crust-demo-2026', totp_code: '000000' },
      { tenant_id: 64, email: 'owner@crust.test', password: 'crust-demo-2026', totp_code: '123456' },
    ]);
    expect(useStaffSessionStore.getState()).toMatchObject({ token: session.token, staff: session.staff });
    expect(JSON.parse(localStorage.getItem('consoleStaffSession') ?? '{}')).toMatchObject({ state: { token: session.token } });
    expect(localStorage.getItem(IDENTITY_STORE_KEY)).toBeNull();
  });

  it('shows the server’s message for a wrong password and asks for no code', async () => {
    stubFetch(() => refusal('invalid_credentials', 'The email or password is not right'));
    const user = userEvent.setup();
    renderWithQuery(<StaffSignInForm onSignedIn={vi.fn()} />);

    await user.type(screen.getByLabelText('Email'), 'owner@crust.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is not right');
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    expect(useStaffSessionStore.getState().token).toBeNull();
  });

  // Issue 17: under attack from many networks, a person without TOTP signs in from a new one with a code emailed to them.
  it('asks for the emailed code when the server answers login_code_required, and signs in with it and the password', async () => {
    const bodies: unknown[] = [];
    stubFetch((_url, init) => {
      const body = JSON.parse(String(init.body)) as { login_code?: string };
      bodies.push(body);
      if (!body.login_code) return refusal('login_code_required', 'We emailed a code to crew@crust.test.');
      if (body.login_code !== '246810') return refusal('invalid_code', 'That sign-in code is wrong, used or expired.');
      return jsonResponse(200, { data: { ...session, staff: { ...session.staff, totp_enabled: false } } });
    });
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    renderWithQuery(<StaffSignInForm onSignedIn={onSignedIn} />);

    await user.type(screen.getByLabelText('Email'), 'crew@crust.test');
    await user.type(screen.getByLabelText('Password'), 'crust-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('We emailed a code to crew@crust.test.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(screen.getByText('Enter the 6-digit code from the email.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Emailed code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('That sign-in code is wrong, used or expired.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Emailed code'), '246 810');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));

    const credentials = { tenant_id: 64, email: 'crew@crust.test', password: 'crust-demo-2026' };
    expect(bodies).toEqual([credentials, { ...credentials, login_code: '111111' }, { ...credentials, login_code: '246810' }]);
    expect(useStaffSessionStore.getState().token).toBe(session.token);
  });
});
