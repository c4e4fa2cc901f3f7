import { useId } from 'react';
import type { StaffRoleName } from '@crust/contract/console-staff';
import { fieldClass } from '@/components/ui/text-field';

// The contract's STAFF_ROLE_NAMES, repeated: its module builds zod schemas, which the console's code does not load (decision 001).
const ROLES = ['owner', 'manager', 'crew'] as const satisfies readonly StaffRoleName[];

export const ROLE_LABELS: Record<StaffRoleName, string> = {
  owner: 'Owner: everything, staff and site',
  manager: 'Manager: their outlets, pausing, stock, hours, coupons',
  crew: 'Crew: their outlets’ orders',
};

export function RoleSelect({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: StaffRoleName;
  onChange: (role: StaffRoleName) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value as StaffRoleName)} className={fieldClass}>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
    </div>
  );
}
