import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffListItem } from '@crust/contract/console-staff';
import { useStaffSessionStore } from '@/lib/staff-session-store';
import { jsonResponse, renderWithQuery, stubFetch } from '@/testing/test-utils';
import { InviteForm } from './invite-form';
import { StaffTable } from './staff-table';

// Issue 10: owners invite people by email with a role and outlets, and change or disable anyone but
// themselves.

const outlets = [
  { id: 1, name: 'Surry Hills', timezone: 'Australia/Sydney' },
  { id: 2, name: 'Newtown', timezone: 'Australia/Sydney' },
];

const person = (overrides: Partial<StaffListItem>): StaffListItem => ({
  id: 1,
  name: 'Olive Owner',
  email: 'owner@crust.test',
  role: 'owner',
  outlet_ids: [1, 2],
  outlets,
  totp_enabled: true,
  disabled: false,
  password_set: true,
  created_at: '2026-03-01T09:00:00.000Z',
  ...overrides,
});

const owner = person({});
const crew = person({ id: 2, name: 'Carl Crew', email: 'crew@crust.test', role: 'crew', outlet_ids: [1], outlets: [outlets[0]!], totp_enabled: false });

function serveStaff() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/console/staff' && method === 'GET') return jsonResponse(200, { data: [owner, crew] });
    if (url.pathname === '/api/console/staff' && method === 'POST') {
      const invited = body as Pick<StaffListItem, 'email' | 'name' | 'role' | 'outlet_ids'>;
      return jsonResponse(201, { data: person({ id: 3, ...invited, outlets: [], totp_enabled: false, password_set: false }) });
    }
    if (url.pathname === '/api/console/staff/2' && method === 'PATCH') return jsonResponse(200, { data: { ...crew, ...body } });
    throw new Error(`Unexpected call: ${method} ${url.pathname}`);
  });
  return calls;
}

beforeEach(() => useStaffSessionStore.setState({ token: 'staff-token', staff: null, expiresAt: null }));
afterEach(() => vi.unstubAllGlobals());

describe('staff management', () => {
  it('invites a person with their email, name, role and outlets, and lists them as invited', async () => {
    const calls = serveStaff();
    const user = userEvent.setup();
    renderWithQuery(
      <>
        <StaffTable selfId={owner.id} outlets={outlets} />
        <InviteForm outlets={outlets} />
      </>,
    );
    await screen.findByRole('table', { name: 'Staff' });
    const form = screen.getByRole('form', { name: 'Invite someone' });

    // Nothing is sent until the fields are right.
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(within(form).getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(within(form).getByText('Choose at least one outlet.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(within(form).getByLabelText('Email'), ' mia@crust.test ');
    await user.type(within(form).getByLabelText('Name'), 'Mia Manager');
    await user.selectOptions(within(form).getByLabelText('Role'), 'manager');
    await user.click(within(form).getByLabelText('Newtown'));
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));

    const row = await screen.findByRole('row', { name: /Mia Manager/ });
    expect(within(row).getByText('Invited')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/console/staff', body: { email: 'mia@crust.test', name: 'Mia Manager', role: 'manager', outlet_ids: [2] } },
    ]);
    expect(within(form).getByLabelText('Email')).toHaveValue('');
  });

  it('lets an owner disable someone else but never themselves', async () => {
    const calls = serveStaff();
    const user = userEvent.setup();
    renderWithQuery(<StaffTable selfId={owner.id} outlets={outlets} />);

    const self = await screen.findByRole('row', { name: /Olive Owner \(you\)/ });
    expect(within(self).queryByRole('button', { name: /Disable/ })).not.toBeInTheDocument();
    expect(within(self).getByText('You cannot disable yourself.')).toBeInTheDocument();
    expect(within(self).getByLabelText('Role of Olive Owner')).toBeDisabled();

    const other = screen.getByRole('row', { name: /Carl Crew/ });
    expect(within(other).getByText('Off')).toBeInTheDocument();
    await user.click(within(other).getByRole('button', { name: 'Disable Carl Crew' }));

    await waitFor(() => expect(within(other).getByText('Disabled')).toBeInTheDocument());
    expect(within(other).getByRole('button', { name: 'Enable Carl Crew' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([{ method: 'PATCH', path: '/api/console/staff/2', body: { disabled: true } }]);
  });
});
