import { NavLink } from 'react-router';
import type { StaffRoleName } from '@crust/contract/console-staff';
import {
  AUDIT_PATH,
  COUPONS_PATH,
  GIFT_CARDS_PATH,
  MENU_PATH,
  outletProfilePath,
  OUTLETS_PATH,
  rulesPath,
  siteConfigPath,
  STAFF_PATH,
  stockPath,
  summaryPath,
} from './console-paths';
import { catalogueNavLinks } from './catalogue-nav-links';
import { hasRole } from './role-gate';

/** The console's links beyond the board, each shown to the roles the server lets in. */
export function RoleNavLinks({ role, outletId, className }: { role: StaffRoleName; outletId: number | null; className: string }) {
  const links = [
    outletId !== null && hasRole(role, 'manager') && { to: stockPath(outletId), label: 'Stock' },
    outletId !== null && { to: rulesPath(outletId), label: 'Rules' },
    ...catalogueNavLinks(role, outletId),
    hasRole(role, 'manager') && { to: COUPONS_PATH, label: 'Coupons' },
    hasRole(role, 'manager') && { to: GIFT_CARDS_PATH, label: 'Gift cards' },
    outletId !== null && hasRole(role, 'manager') && { to: summaryPath(outletId), label: 'Summary' },
    outletId !== null && hasRole(role, 'owner') && { to: siteConfigPath(outletId), label: 'Site' },
    outletId !== null && !hasRole(role, 'owner') && { to: outletProfilePath(outletId), label: 'Profile' },
    // Issue 19: the menu is the owners' to change (managers and crew only read it through the API).
    hasRole(role, 'owner') && { to: MENU_PATH, label: 'Menu' },
    hasRole(role, 'owner') && { to: OUTLETS_PATH, label: 'Manage outlets' },
    hasRole(role, 'owner') && { to: STAFF_PATH, label: 'Staff' },
    hasRole(role, 'owner') && { to: AUDIT_PATH, label: 'Audit log' },
  ].filter((link) => link !== false);
  return links.map((link) => (
    <NavLink key={link.to} to={link.to} className={className}>
      {link.label}
    </NavLink>
  ));
}
