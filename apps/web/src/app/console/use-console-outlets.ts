import type { ConsoleOutlet } from '@/features/console-outlets/components/outlet-list';
import type { StaffMember } from '@crust/contract/console-staff';

/**
 * The outlets a person may work at, by name, as the server says (/me, refreshed by the layout): an
 * inactive outlet a manager works at is among them, which the storefront's outlet list leaves out.
 * `isPending` stays for the pages that ask it: the names come with the session, never later.
 */
export function useConsoleOutlets(staff: StaffMember): { outlets: ConsoleOutlet[]; isPending: boolean } {
  return { outlets: staff.outlets, isPending: false };
}
