import type { StaffListItem, UpdateStaffRequest } from '@crust/contract/console-staff';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { messageOf } from '@/lib/use-submit';
import { useStaffList, useUpdateStaff } from '../api/staff-api';
import { OutletChoices, type StaffOutlet } from './outlet-choices';
import { RoleSelect } from './role-select';

const statusOf = (person: StaffListItem) => (person.disabled ? 'Disabled' : person.password_set ? 'Active' : 'Invited');

/** The tenant's staff: each person's role, outlets, status and two-factor sign-in, changed in place. */
export function StaffTable({ selfId, outlets }: { selfId: number; outlets: StaffOutlet[] }) {
  const staff = useStaffList();
  const update = useUpdateStaff();
  if (staff.isPending) return <p role="status">Loading the staff…</p>;
  if (staff.isError) return <FormAlert>{messageOf(staff.error)}</FormAlert>;

  const isSelf = (person: StaffListItem) => person.id === selfId;
  const change = (person: StaffListItem, patch: UpdateStaffRequest) => update.mutate({ staffId: person.id, change: patch });
  const columns: Column<StaffListItem>[] = [
    {
      header: 'Person',
      rowHeader: true,
      cell: (person) => (
        <>
          <span className="font-semibold">{person.name}</span>
          {isSelf(person) && ' (you)'}
          <br />
          <span className="text-text/75">{person.email}</span>
        </>
      ),
    },
    {
      header: 'Role',
      // Owners cannot demote themselves (the server refuses it too): a tenant always keeps an owner.
      cell: (person) => (
        <RoleSelect
          label={`Role of ${person.name}`}
          value={person.role}
          disabled={isSelf(person) || update.isPending}
          onChange={(role) => change(person, { role })}
        />
      ),
    },
    {
      header: 'Outlets',
      cell: (person) =>
        person.role === 'owner' ? (
          'Every outlet'
        ) : (
          <OutletChoices
            legend={`Outlets of ${person.name}`}
            outlets={outlets}
            chosen={person.outlet_ids}
            disabled={update.isPending}
            onChange={(outlet_ids) => change(person, { outlet_ids })}
          />
        ),
    },
    { header: 'Two-factor', cell: (person) => (person.totp_enabled ? 'On' : 'Off') },
    {
      header: 'Status',
      cell: (person) => (
        <div className="flex flex-col items-start gap-1">
          <span>{statusOf(person)}</span>
          {isSelf(person) ? (
            <span className="text-xs text-text/75">You cannot disable yourself.</span>
          ) : (
            <Button
              variant="secondary"
              disabled={update.isPending}
              onClick={() => change(person, { disabled: !person.disabled })}
              aria-label={`${person.disabled ? 'Enable' : 'Disable'} ${person.name}`}
            >
              {person.disabled ? 'Enable' : 'Disable'}
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-2">
      {update.isError && <FormAlert>{messageOf(update.error)}</FormAlert>}
      <div className="overflow-x-auto">
        <DataTable caption="Staff" columns={columns} rows={staff.data} rowKey={(person) => person.id} className="min-w-[44rem]" />
      </div>
    </div>
  );
}
