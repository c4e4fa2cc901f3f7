import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { StaffMember, StaffRoleName } from '@crust/contract/console-staff';
import { serveGiftCards } from '@/features/console-gift-cards/testing/gift-card-server';
import { useStaffSessionStore } from '@/lib/staff-session-store';
import { setUpConsoleEditorTests } from '@/testing/console-test-setup';
import { renderWithQuery } from '@/testing/test-utils';
import { GiftCardPage, GiftCardReportPage, GiftCardsPage } from './gift-cards-pages';

// Issue 21: gift cards are the owners' and managers' (crew are told so, and nothing is asked); a
// search lives in the page's address; a card's orders lead to their tickets.

const staffMember = (role: StaffRoleName): StaffMember => ({
  id: 3,
  name: 'Morgan Manager',
  email: 'manager@crust.test',
  role,
  outlet_ids: [1],
  outlets: [{ id: 1, name: 'Crust Surry Hills', timezone: 'Australia/Sydney' }],
  totp_enabled: false,
});

function renderAt(path: string, role: StaffRoleName) {
  useStaffSessionStore.setState({ token: 'staff-token', staff: staffMember(role), expiresAt: null });
  return renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/console/gift-cards" element={<GiftCardsPage />} />
        <Route path="/console/gift-cards/report" element={<GiftCardReportPage />} />
        <Route path="/console/gift-cards/:cardId" element={<GiftCardPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

setUpConsoleEditorTests();

describe('the gift cards pages', () => {
  it.each(['/console/gift-cards', '/console/gift-cards/9', '/console/gift-cards/report'])('tell crew at %s that they are for managers and owners', (path) => {
    const calls = serveGiftCards();
    renderAt(path, 'crew');
    expect(screen.getByRole('alert')).toHaveTextContent('Only managers and owners can open this page.');
    expect(calls).toHaveLength(0);
  });

  it('find the cards of the search in the address, and lead from one to its ledger and its orders’ tickets', async () => {
    serveGiftCards();
    const user = userEvent.setup();
    renderAt('/console/gift-cards?search=0000', 'manager');

    expect(screen.getByLabelText('Code’s last four, or an email')).toHaveValue('0000');
    await user.click(await screen.findByRole('link', { name: 'Card ending 0000' }));
    expect(await screen.findByRole('heading', { level: 1, name: /0000$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#1042' })).toHaveAttribute('href', '/console/outlets/1/orders/ord_1042/ticket');
    expect(screen.getByRole('link', { name: 'Back to gift cards' })).toHaveAttribute('href', '/console/gift-cards');
  });

  it('let an owner issue a card at no outlet, and a manager only at theirs', async () => {
    serveGiftCards();
    const user = userEvent.setup();
    const { unmount } = renderAt('/console/gift-cards', 'owner');
    await user.click(screen.getByRole('button', { name: 'Issue a card' }));
    expect(
      within(screen.getByLabelText('Outlet'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No outlet (the business)', 'Crust Surry Hills']);
    unmount();

    renderAt('/console/gift-cards', 'manager');
    await user.click(screen.getByRole('button', { name: 'Issue a card' }));
    expect(
      within(screen.getByLabelText('Outlet'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Crust Surry Hills']);
  });

  it('report on a manager’s own outlets unless one is chosen', async () => {
    serveGiftCards();
    renderAt('/console/gift-cards/report', 'manager');
    expect(screen.getByRole('heading', { level: 1, name: 'Gift card liability' })).toBeInTheDocument();
    expect(screen.getByLabelText('Outlet')).toHaveDisplayValue('All my outlets');
    expect(await screen.findByRole('table', { name: 'By outlet' })).toBeInTheDocument();
  });
});
