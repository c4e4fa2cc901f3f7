import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as notifyModule from '@/components/ui/notify';
import { configureApiClient } from '@/lib/api-client';
import { selectBearerToken, useIdentityStore } from '@/lib/identity-store';
import { jsonResponse, stubFetch } from '@/testing/test-utils';
import { SIGNUP_KEY, useSignupStore } from '../signup-store';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { OtpForm } from './otp-form';
import { ResendButton } from './resend-button';
import { SignupForm } from './signup-form';

// Issue 8's account pages: what each sends, where each goes, and the server's messages shown.

const user = { id: 7, name: 'Ada Lovelace', email: 'ada@example.test', phone_no: '0400 000 000', email_verified: true };
const guestUser = { guestId: 1234567, name: '', email: '', phone_no: '' };
const session = { user, token: 'u'.repeat(43) };
const initialIdentity = useIdentityStore.getState();

function renderAt(path: string, element: React.ReactNode) {
  const [pathname] = path.split('?');
  const router = createMemoryRouter(
    [
      { path: pathname, element },
      { path: '*', element: <p>Landed</p> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const SIGNUP_TOKEN = 's'.repeat(43);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSignupStore.getState().forget();
  useIdentityStore.setState(initialIdentity, true);
  useIdentityStore.getState().setGuest(guestUser, 'g'.repeat(43));
  configureApiClient({ getToken: () => selectBearerToken(useIdentityStore.getState()), onUnauthorized: () => {} });
  vi.spyOn(notifyModule, 'notify').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/login', () => {
  it('logs in with the guest token sent along, stores the user and drops the guest, then returns to next', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { data: session }));
    const router = renderAt('/login?next=%2Ffavorites', <LoginForm />);
    await userEvent.type(screen.getByLabelText('Email'), ' ada@example.test ');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/favorites'));
    const [url, init] = fetchMock.mock.lastCall!;
    expect(String(url)).toContain('/api/v2/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({ tenant_id: 64, email: 'ada@example.test', password: 'correct horse' });
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${'g'.repeat(43)}`);
    expect(useIdentityStore.getState()).toMatchObject({ user, token: session.token, guestUser: null, guestToken: null });
  });

  it("shows the server's one message for a wrong email or password, and checks fields first", async () => {
    const fetchMock = stubFetch(() => jsonResponse(401, { error: { code: 'invalid_credentials', message: 'Wrong email or password.' } }));
    renderAt('/login', <LoginForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
  });

  it('sends an unverified account on to enter its emailed code, keeping the signup_token the login answered for it', async () => {
    stubFetch(() => jsonResponse(403, { error: { code: 'email_not_verified', message: 'Verify your email first', signup_token: SIGNUP_TOKEN } }));
    const router = renderAt('/login', <LoginForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'Ada@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp-verification'));
    expect(router.state.location.search).toBe('?email=Ada%40example.test');
    expect(JSON.parse(sessionStorage.getItem(SIGNUP_KEY) ?? 'null')).toMatchObject({ state: { email: 'ada@example.test', signupToken: SIGNUP_TOKEN } });
  });

  // Issue 17: under attack from many networks, a login from a new one needs a code emailed to the account.
  it('asks for the emailed code when the server says so, shows a wrong one by its field, and logs in with code and password', async () => {
    const bodies: Record<string, unknown>[] = [];
    const fetchMock = stubFetch((_url, init) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      bodies.push(body);
      if (body.login_code === undefined)
        return jsonResponse(401, { error: { code: 'login_code_required', message: 'We emailed a code to ada@example.test: enter it with your password.' } });
      if (body.login_code !== '123456') return jsonResponse(401, { error: { code: 'invalid_code', message: 'That sign-in code is wrong.' } });
      return jsonResponse(200, { data: session });
    });
    const router = renderAt('/login?next=%2Ffavorites', <LoginForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('We emailed a code to ada@example.test: enter it with your password.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Enter the 6-digit code from the email.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code'), '654 321');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('That sign-in code is wrong.')).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/favorites'));

    expect(fetchMock).toHaveBeenCalledTimes(3);
    const credentials = { tenant_id: 64, email: 'ada@example.test', password: 'correct horse' };
    expect(bodies).toEqual([credentials, { ...credentials, login_code: '654321' }, { ...credentials, login_code: '123456' }]);
    expect(useIdentityStore.getState()).toMatchObject({ user, token: session.token });
  });

  it('shows and hides the password', async () => {
    renderAt('/login', <LoginForm />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('/signup', () => {
  it('signs up and goes on to the code page with the email, keeping the signup_token in the tab', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, { data: { otp_required: true, email: 'ada@example.test', signup_token: SIGNUP_TOKEN } }));
    const router = renderAt('/signup', <SignupForm />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Email'), 'Ada@Example.test');
    await userEvent.type(screen.getByLabelText('Phone'), '0400 000 000');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp-verification'));
    expect(new URLSearchParams(router.state.location.search).get('email')).toBe('ada@example.test');
    expect(JSON.parse(String(fetchMock.mock.lastCall?.[1]?.body))).toMatchObject({ tenant_id: 64, name: 'Ada Lovelace', phone_no: '0400 000 000' });
    expect(JSON.parse(sessionStorage.getItem(SIGNUP_KEY) ?? 'null')).toMatchObject({ state: { email: 'ada@example.test', signupToken: SIGNUP_TOKEN } });
  });

  it('refuses a short password and a bad phone by their fields, with the autocomplete hints set', async () => {
    renderAt('/signup', <SignupForm />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('autocomplete', 'tel');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('Phone'), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Use 8 to 128 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter a phone number of 8 to 15 digits.')).toBeInTheDocument();
  });
});

describe('/otp-verification', () => {
  it('takes a pasted "123 456" as the code and logs in, proving it with the signup_token', async () => {
    useSignupStore.getState().remember('ada@example.test', SIGNUP_TOKEN);
    const fetchMock = stubFetch(() => jsonResponse(200, { data: session }));
    const router = renderAt('/otp-verification?email=ada%40example.test', <OtpForm />);
    const code = screen.getByLabelText('Code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.click(code);
    await userEvent.paste('123 456');
    expect(code).toHaveValue('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(JSON.parse(String(fetchMock.mock.lastCall?.[1]?.body))).toEqual({
      tenant_id: 64,
      email: 'ada@example.test',
      code: '123456',
      signup_token: SIGNUP_TOKEN,
    });
    expect(useIdentityStore.getState().guestToken).toBeNull();
    expect(useSignupStore.getState().signupToken).toBeNull();
  });

  it('asks for a new code for the signup this tab made', async () => {
    useSignupStore.getState().remember('ada@example.test', SIGNUP_TOKEN);
    const fetchMock = stubFetch(() => jsonResponse(202, { message: 'sent' }));
    vi.useFakeTimers();
    renderAt('/otp-verification?email=ada%40example.test', <OtpForm />);
    expect(screen.getByRole('button', { name: 'Resend code in 60 s' })).toBeDisabled();
    for (let second = 0; second < 60; second += 1) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    }
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    });
    const [url, init] = fetchMock.mock.lastCall!;
    expect(String(url)).toContain('/api/v2/auth/resend-otp');
    expect(JSON.parse(String(init?.body))).toEqual({ tenant_id: 64, email: 'ada@example.test', signup_token: SIGNUP_TOKEN });
  });

  // Issue 17: a code is proved only from the browser that signed up (or logged in with the password).
  it('without this tab’s signup_token for the address, says to log in with the password or sign up again, and sends nothing', async () => {
    useSignupStore.getState().remember('someone-else@example.test', SIGNUP_TOKEN);
    const fetchMock = stubFetch(() => jsonResponse(200, { data: session }));
    renderAt('/otp-verification?email=ada%40example.test', <OtpForm />);
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'log in with your password' })).toHaveAttribute('href', '/login?email=ada%40example.test');
    expect(screen.getByRole('link', { name: 'sign up again' })).toHaveAttribute('href', '/signup');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts down 60 s before a new code can be asked for, then sends one and counts down again', async () => {
    vi.useFakeTimers();
    const resend = vi.fn(() => Promise.resolve());
    render(<ResendButton resend={resend} />);
    expect(screen.getByRole('button', { name: 'Resend code in 60 s' })).toBeDisabled();
    for (let second = 0; second < 60; second += 1) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    }
    const button = screen.getByRole('button', { name: 'Resend code' });
    expect(button).toBeEnabled();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(resend).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Resend code in 60 s' })).toBeDisabled();
  });
});

describe('/forgot-password', () => {
  it('asks for the email, says a code was sent if the account exists, then sets the new password and logs in', async () => {
    const fetchMock = stubFetch((url) =>
      url.pathname.endsWith('forgot-password') ? jsonResponse(202, { message: 'sent' }) : jsonResponse(200, { data: session }),
    );
    const router = renderAt('/forgot-password', <ForgotPasswordForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('If an account exists for ada@example.test, we sent a code to it.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code'), '654321');
    await userEvent.type(screen.getByLabelText('New password'), 'a brand new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(JSON.parse(String(fetchMock.mock.lastCall?.[1]?.body))).toEqual({
      tenant_id: 64,
      email: 'ada@example.test',
      code: '654321',
      password: 'a brand new passphrase',
    });
    expect(useIdentityStore.getState().user).toEqual(user);
  });
});
