import { AuditLog } from '@/features/console-staff/components/audit-log';
import { InviteForm } from '@/features/console-staff/components/invite-form';
import { StaffTable } from '@/features/console-staff/components/staff-table';
import { useStaff } from './console-pages';
import { RoleGate } from './role-gate';
import { tenantTimeZone, useConsoleOutlets } from './use-console-outlets';

/** Issue 10: the tenant's people (owners): who works where, with which role, and invitations. */
export function StaffPage() {
  const staff = useStaff();
  // An owner's outlets are every active outlet of the tenant: the ones a person can be given.
  const { outlets, isPending } = useConsoleOutlets(staff);
  return (
    <RoleGate least="owner">
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        <title>Staff · Crust console</title>
        <h1 className="text-2xl font-bold">Staff</h1>
        {isPending ? (
          <p role="status">Loading…</p>
        ) : (
          <>
            <StaffTable selfId={staff.id} outlets={outlets} />
            <InviteForm outlets={outlets} />
          </>
        )}
      </div>
    </RoleGate>
  );
}

/** Issue 10: every staff action, newest first (owners), on the tenant's clock. */
export function AuditPage() {
  const { outlets } = useConsoleOutlets(useStaff());
  return (
    <RoleGate least="owner">
      <div className="mx-auto flex max-w-6xl flex-col gap-4">
        <title>Audit log · Crust console</title>
        <h1 className="text-2xl font-bold">Audit log</h1>
        <AuditLog timeZone={tenantTimeZone(outlets)} />
      </div>
    </RoleGate>
  );
}
