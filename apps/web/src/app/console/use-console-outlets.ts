import type { ConsoleOutlet } from '@/features/console-outlets/components/outlet-list';
import type { StaffMember } from '@crust/contract/console-staff';

/**
 * The clock of the console's tenant-wide times (the audit log, coupons for every outlet): the first
 * outlet's the person works at, which for an owner is the tenant's first active one (issue 17). A
 * person with no outlet yet sees the device's, as nothing else is known.
 */
export const tenantTimeZone = (outlets: readonly ConsoleOutlet[]): string => outlets[0]?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The outlets a person may work at, by name, as the server says (/me, refreshed by the layout): an
 * inactive outlet a manager works at is among them, which the storefront's outlet list leaves out.
 * `isPending` stays for the pages that ask it: the names come with the session, never later.
 */
export function useConsoleOutlets(staff: StaffMember): { outlets: ConsoleOutlet[]; isPending: boolean } {
  return { outlets: staff.outlets, isPending: false };
}
