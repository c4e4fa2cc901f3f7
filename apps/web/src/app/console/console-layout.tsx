import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { signOut, useStaffMe } from '@/features/staff-auth/api/staff-auth-api';
import { isStaffSignedIn, useStaffSessionStore } from '@/lib/staff-session-store';
import { ConsoleNav } from './console-nav';
import { CONSOLE_HOME, SIGN_IN_PATH } from './console-paths';

/**
 * The console's pages for a signed-in person: its own bar (no storefront header, outlet dialog or
 * gates), hidden on printed tickets. Without a session (never signed in, signed out, or a 401 that
 * ended it) the person goes to sign-in, and comes back here after.
 */
export function ConsoleLayout() {
  const session = useStaffSessionStore();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = isStaffSignedIn(session);
  // The server's word on who this is now (a role or outlets changed since sign-in; a 401 ends it).
  const me = useStaffMe(session.token ?? '', signedIn);
  const { setStaff } = session;
  useEffect(() => {
    if (me.data) setStaff(me.data);
  }, [me.data, setStaff]);

  if (!signedIn || !session.staff) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`} replace />;
  }

  const leave = async () => {
    // The session ends here whatever the server answers: a dropped call must not keep the person in.
    await signOut().catch(() => {});
    session.clear();
    queryClient.removeQueries({ queryKey: ['console'] });
    navigate(SIGN_IN_PATH, { replace: true });
  };

  return (
    <div className="flex min-h-dvh flex-col bg-background text-text">
      <header className="flex flex-wrap items-center gap-2 bg-dark px-3 py-2 text-white print:hidden">
        <Link to={CONSOLE_HOME} className="mr-2 text-lg font-bold">
          Crust console
        </Link>
        <ConsoleNav role={session.staff.role} />
        <span className="ml-auto text-sm">
          {session.staff.name} · {session.staff.role}
        </span>
        <button type="button" onClick={() => void leave()} className="min-h-11 rounded-md border border-white/40 px-3 font-semibold hover:bg-white/10">
          Sign out
        </button>
      </header>
      <main id="main" className="flex-1 p-3 md:p-4 print:p-0">
        <Outlet />
      </main>
    </div>
  );
}
