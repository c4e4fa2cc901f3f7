import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StaffMember, StaffRoleName } from '@crust/contract/console-staff';
import { useStaffSessionStore } from '@/lib/staff-session-store';
import { OutletPage } from './outlet-page';

// Issue 10: the console's pages about one outlet share their shell: the role they need, the outlet
// checked against the person's, and a heading and tab title naming it.

const staffMember = (role: StaffRoleName): StaffMember => ({
  id: 3,
  name: 'Mia Manager',
  email: 'manager@crust.test',
  role,
  outlet_ids: [1],
  outlets: [{ id: 1, name: 'Crust Surry Hills', timezone: 'Australia/Sydney' }],
  totp_enabled: false,
});

function renderPage(path: string, least?: StaffRoleName) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/console/outlets/:outletId/stock"
          element={
            <OutletPage title="Stock" least={least}>
              {({ outletId, canManage }) => <p>{`Editor for outlet ${outletId}${canManage ? ', may change it' : ''}`}</p>}
            </OutletPage>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const signInAs = (role: StaffRoleName) => useStaffSessionStore.setState({ token: 'staff-token', staff: staffMember(role), expiresAt: null });

beforeEach(() => signInAs('manager'));

describe('an outlet page', () => {
  it('names the outlet in its heading and title, and hands its id on', () => {
    renderPage('/console/outlets/1/stock', 'manager');
    expect(screen.getByRole('heading', { level: 1, name: 'Stock · Crust Surry Hills' })).toBeInTheDocument();
    expect(document.title).toBe('Stock · Crust Surry Hills · Crust console');
    expect(screen.getByText('Editor for outlet 1, may change it')).toBeInTheDocument();
  });

  it('lets crew read a page open to everyone, without the right to change it', () => {
    signInAs('crew');
    renderPage('/console/outlets/1/stock');
    expect(screen.getByText('Editor for outlet 1')).toBeInTheDocument();
  });

  it('refuses an outlet the person does not work at', () => {
    renderPage('/console/outlets/2/stock', 'manager');
    expect(screen.getByRole('alert')).toHaveTextContent('This outlet is not one you work at.');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('tells a person below the role the page needs, rather than showing it', () => {
    signInAs('crew');
    renderPage('/console/outlets/1/stock', 'manager');
    expect(screen.getByRole('alert')).toHaveTextContent('Only managers and owners can open this page.');
    expect(screen.queryByText(/Editor for outlet/)).not.toBeInTheDocument();
  });
});
