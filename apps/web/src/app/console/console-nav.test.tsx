import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StaffRoleName } from '@crust/contract/console-staff';
import { useConsoleOutletStore } from '@/features/console-outlets/console-outlet-store';
import { ConsoleNav } from './console-nav';

// Issue 18: the console's navigation keeps every section the person may use on every page; Site,
// Stock, Rules and Summary opened on a device that had not opened a board lost the outlet's links.

function renderAt(path: string, role: StaffRoleName) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/console"
          element={
            <>
              <ConsoleNav role={role} />
              <Outlet />
            </>
          }
        >
          <Route path="outlets/:outletId/:page" element={null} />
          <Route path=":page" element={null} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Console' });
  return Object.fromEntries(
    within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  );
}

beforeEach(() => useConsoleOutletStore.setState({ outletId: null }));

describe('the console navigation', () => {
  it.each(['site-config', 'stock', 'rules', 'summary'])('keeps an owner’s every section, the outlet’s included, on the outlet’s %s page', (page) => {
    expect(renderAt(`/console/outlets/3/${page}`, 'owner')).toEqual({
      Outlets: '/console',
      Board: '/console/outlets/3/board',
      Stock: '/console/outlets/3/stock',
      Rules: '/console/outlets/3/rules',
      'Outlet menu': '/console/outlets/3/menu',
      Deals: '/console/outlets/3/deals',
      'Modifier groups': '/console/menu/modifier-groups',
      Sizes: '/console/menu/sizes',
      Coupons: '/console/coupons',
      'Gift cards': '/console/gift-cards',
      Summary: '/console/outlets/3/summary',
      Site: '/console/outlets/3/site-config',
      Menu: '/console/menu',
      'Manage outlets': '/console/outlets',
      Staff: '/console/staff',
      'Audit log': '/console/audit',
    });
  });

  it('links the device’s outlet on pages of no outlet, and only what the role may use', () => {
    useConsoleOutletStore.setState({ outletId: 2 });
    expect(renderAt('/console/coupons', 'manager')).toEqual({
      Outlets: '/console',
      Board: '/console/outlets/2/board',
      Stock: '/console/outlets/2/stock',
      Rules: '/console/outlets/2/rules',
      'Outlet menu': '/console/outlets/2/menu',
      Deals: '/console/outlets/2/deals',
      Coupons: '/console/coupons',
      'Gift cards': '/console/gift-cards',
      Summary: '/console/outlets/2/summary',
      Profile: '/console/outlets/2/profile',
    });
  });

  it('gives crew the board, the rules and the profile of the page’s outlet, nothing managers use', () => {
    expect(renderAt('/console/outlets/2/rules', 'crew')).toEqual({
      Outlets: '/console',
      Board: '/console/outlets/2/board',
      Rules: '/console/outlets/2/rules',
      'Outlet menu': '/console/outlets/2/menu',
      Deals: '/console/outlets/2/deals',
      Profile: '/console/outlets/2/profile',
    });
  });
});
