import { NavLink, useParams } from 'react-router';
import type { StaffRoleName } from '@crust/contract/console-staff';
import { useConsoleOutletStore } from '@/features/console-outlets/console-outlet-store';
import { boardPath, CONSOLE_HOME } from './console-paths';
import { RoleNavLinks } from './role-nav-links';

const navLink = 'rounded-md px-3 py-2 font-semibold hover:bg-white/10 aria-[current=page]:bg-white/20';

/**
 * The console's sections the person may use, on every page. The outlet's links follow the outlet of
 * the page open (issue 18: Site, Stock, Rules and Summary opened directly lost them), else the one
 * this device works at.
 */
export function ConsoleNav({ role }: { role: StaffRoleName }) {
  const pageOutlet = useParams().outletId;
  const deviceOutlet = useConsoleOutletStore((state) => state.outletId);
  const outletId = pageOutlet !== undefined && /^\d+$/.test(pageOutlet) ? Number(pageOutlet) : deviceOutlet;
  return (
    <nav aria-label="Console" className="flex flex-wrap gap-1">
      <NavLink to={CONSOLE_HOME} end className={navLink}>
        Outlets
      </NavLink>
      {outletId !== null && (
        <NavLink to={boardPath(outletId)} className={navLink}>
          Board
        </NavLink>
      )}
      <RoleNavLinks role={role} outletId={outletId} className={navLink} />
    </nav>
  );
}
