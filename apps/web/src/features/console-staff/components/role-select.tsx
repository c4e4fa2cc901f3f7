import type { StaffRoleName } from '@crust/contract/console-staff';
import { SelectField } from '@/components/ui/select-field';

// The contract's STAFF_ROLE_NAMES, repeated: its module builds zod schemas, which the console's code does not load (decision 001).
const ROLES = ['owner', 'manager', 'crew'] as const satisfies readonly StaffRoleName[];

export const ROLE_LABELS: Record<StaffRoleName, string> = {
  owner: 'Owner: everything, staff and site',
  manager: 'Manager: their outlets, pausing, stock, hours, coupons',
  crew: 'Crew: their outlets’ orders',
};

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export function RoleSelect(props: { label: string; value: StaffRoleName; onChange: (role: StaffRoleName) => void; disabled?: boolean }) {
  return <SelectField {...props} options={ROLE_OPTIONS} />;
}
