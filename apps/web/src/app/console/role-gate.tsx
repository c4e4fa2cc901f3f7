import type { ReactNode } from 'react';
import type { StaffRoleName } from '@crust/contract/console-staff';
import { FormAlert } from '@/components/ui/form-alert';
import { useStaff } from './console-pages';

const RANK: Record<StaffRoleName, number> = { crew: 0, manager: 1, owner: 2 };

/** Whether the person's role reaches `least` (the server checks again on every call). */
export const hasRole = (role: StaffRoleName, least: StaffRoleName) => RANK[role] >= RANK[least];

/** A page for `least` and above: anyone else is told so rather than shown a page of 403s. */
export function RoleGate({ least, children }: { least: StaffRoleName; children: ReactNode }) {
  const { role } = useStaff();
  if (hasRole(role, least)) return children;
  return <FormAlert>{least === 'owner' ? 'Only owners can open this page.' : 'Only managers and owners can open this page.'}</FormAlert>;
}
