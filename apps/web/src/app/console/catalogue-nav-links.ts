import type { StaffRoleName } from '@crust/contract/console-staff';
import { MODIFIER_GROUPS_PATH, outletDealsPath, outletMenuPath, SIZES_PATH } from './console-paths';
import { hasRole } from './role-gate';

/**
 * Issue 19: the navigation's links to what an outlet sells (everyone reads; its managers and the
 * owners change it) and to the business's modifier groups and sizes (the owners').
 */
export function catalogueNavLinks(role: StaffRoleName, outletId: number | null): { to: string; label: string }[] {
  return [
    outletId !== null && { to: outletMenuPath(outletId), label: 'Outlet menu' },
    outletId !== null && { to: outletDealsPath(outletId), label: 'Deals' },
    hasRole(role, 'owner') && { to: MODIFIER_GROUPS_PATH, label: 'Modifier groups' },
    hasRole(role, 'owner') && { to: SIZES_PATH, label: 'Sizes' },
  ].filter((link) => link !== false);
}
