import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@crust/contract/console-staff';
import { useStaffSessionStore } from '@/lib/staff-session-store';
import { onDeviceInZone } from '@/testing/device-time-zone';
import { jsonResponse, renderWithQuery, stubFetch } from '@/testing/test-utils';
import { AUDIT_PAGE_SIZE } from '../api/staff-api';
import { AuditLog } from './audit-log';

// Issue 10: owners read staff actions a page at a time, newest first, each with its before and after.

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  action: 'outlet.pause',
  target: 'outlet:1',
  restaurant_id: 1,
  staff_id: 3,
  staff_name: 'Mia Manager',
  staff_email: 'manager@crust.test',
  staff_role: 'manager',
  restaurant_name: 'Crust Surry Hills',
  before: null,
  after: { paused_until: null },
  created_at: '2026-03-06T09:00:00.000Z',
  ...overrides,
});

// An owner's device set to UTC, at a tenant in Sydney.
onDeviceInZone('UTC');

beforeEach(() => useStaffSessionStore.setState({ token: 'staff-token', staff: null, expiresAt: null }));
afterEach(() => vi.unstubAllGlobals());

describe('the audit log', () => {
  it('pages through the entries the server sends, showing who, what, on what and the change', async () => {
    const pages: string[] = [];
    stubFetch((url) => {
      pages.push(url.search);
      const page = Number(url.searchParams.get('page'));
      const entries =
        page === 1
          ? [
              entry(9, {
                action: 'staff.update',
                target: 'staff:2',
                restaurant_id: null,
                restaurant_name: null,
                staff_name: 'Olive Owner',
                staff_email: 'owner@crust.test',
                staff_role: 'owner',
                before: { role: 'crew', email: 'crew@crust.test' },
                after: { role: 'manager', email: 'crew@crust.test' },
              }),
            ]
          : [entry(1, { staff_id: null, staff_name: null, staff_email: null, staff_role: null, action: 'outlet.resume' })];
      return jsonResponse(200, { data: { entries, page, per_page: AUDIT_PAGE_SIZE, total: AUDIT_PAGE_SIZE + 1 } });
    });
    const user = userEvent.setup();
    renderWithQuery(<AuditLog timeZone="Australia/Sydney" />);

    const row = await screen.findByRole('row', { name: /The owner at owner@crust.test changed the access of crew@crust.test/ });
    // Issue 17: on the tenant's clock, named, whatever the device's: 09:00 UTC is 8 pm in Sydney (+11).
    expect(within(row).getByRole('cell', { name: /^6 Mar 2026, 8:00:00\spm$/ })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Audit log, page 1 (times in Australia/Sydney)' })).toBeInTheDocument();
    await user.click(within(row).getByText('Before and after'));
    expect(within(row).getByText('staff.update · staff:2')).toBeVisible();
    expect(within(row).getByText(/"role": "crew"/)).toBeVisible();
    expect(within(row).getByText(/"role": "manager"/)).toBeVisible();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Older' }));
    // An action of no one's (an automatic resume) is the system's.
    expect(await screen.findByRole('row', { name: /The system resumed online ordering at Crust Surry Hills/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    expect(pages).toEqual([`?page=1&per_page=${AUDIT_PAGE_SIZE}`, `?page=2&per_page=${AUDIT_PAGE_SIZE}`]);
  });
});
