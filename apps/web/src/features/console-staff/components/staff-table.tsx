import type { StaffListItem, UpdateStaffRequest } from '@crust/contract/console-staff';
import { Button } from '@/components/ui/button';
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

  return (
    <div className="flex flex-col gap-2">
      {update.isError && <FormAlert>{messageOf(update.error)}</FormAlert>}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
          <caption className="sr-only">Staff</caption>
          <thead>
            <tr className="border-b border-black/20">
              <th scope="col" className="py-2 pr-3">
                Person
              </th>
              <th scope="col" className="py-2 pr-3">
                Role
              </th>
              <th scope="col" className="py-2 pr-3">
                Outlets
              </th>
              <th scope="col" className="py-2 pr-3">
                Two-factor
              </th>
              <th scope="col" className="py-2 pr-3">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {staff.data.map((person) => {
              const self = person.id === selfId;
              const change = (patch: UpdateStaffRequest) => update.mutate({ staffId: person.id, change: patch });
              return (
                <tr key={person.id} className="border-b border-black/10 align-top">
                  <th scope="row" className="py-2 pr-3 font-normal">
                    <span className="font-semibold">{person.name}</span>
                    {self && ' (you)'}
                    <br />
                    <span className="text-text/75">{person.email}</span>
                  </th>
                  <td className="py-2 pr-3">
                    {/* Owners cannot demote themselves (the server refuses it too): a tenant always keeps an owner. */}
                    <RoleSelect
                      label={`Role of ${person.name}`}
                      value={person.role}
                      disabled={self || update.isPending}
                      onChange={(role) => change({ role })}
                    />
                  </td>
                  <td className="py-2 pr-3">
                    {person.role === 'owner' ? (
                      'Every outlet'
                    ) : (
                      <OutletChoices
                        legend={`Outlets of ${person.name}`}
                        outlets={outlets}
                        chosen={person.outlet_ids}
                        disabled={update.isPending}
                        onChange={(outlet_ids) => change({ outlet_ids })}
                      />
                    )}
                  </td>
                  <td className="py-2 pr-3">{person.totp_enabled ? 'On' : 'Off'}</td>
                  <td className="py-2 pr-3">
                    <div className="flex flex-col items-start gap-1">
                      <span>{statusOf(person)}</span>
                      {self ? (
                        <span className="text-xs text-text/75">You cannot disable yourself.</span>
                      ) : (
                        <Button
                          variant="secondary"
                          disabled={update.isPending}
                          onClick={() => change({ disabled: !person.disabled })}
                          aria-label={`${person.disabled ? 'Enable' : 'Disable'} ${person.name}`}
                        >
                          {person.disabled ? 'Enable' : 'Disable'}
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
