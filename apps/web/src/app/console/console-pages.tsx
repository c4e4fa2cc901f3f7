import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { OutletList } from '@/features/console-outlets/components/outlet-list';
import { PauseControl } from '@/features/console-outlets/components/pause-control';
import { useConsoleOutletStore } from '@/features/console-outlets/console-outlet-store';
import { SetupChecklistCard } from '@/features/console-setup/components/setup-checklist-card';
import { useBoardOrder } from '@/features/order-board/api/board-api';
import { KitchenTicket } from '@/features/order-board/components/kitchen-ticket';
import { OrderBoard } from '@/features/order-board/components/order-board';
import { SetPasswordForm } from '@/features/staff-auth/components/set-password-form';
import { StaffSignInForm } from '@/features/staff-auth/components/staff-sign-in-form';
import { isStaffSignedIn, useStaffSessionStore } from '@/lib/staff-session-store';
import { messageOf } from '@/lib/use-submit';
import { boardPath, CONSOLE_HOME, safeConsoleNext, SIGN_IN_PATH, ticketPath } from './console-paths';
import { useConsoleOutlets } from './use-console-outlets';

// Issue 10: the console's pages (console-routes.tsx places them).

function SignedOutFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-light p-4 text-text">
      <title>{`${title} · Crust console`}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="flex w-full max-w-sm flex-col gap-4 rounded-lg bg-background p-6 shadow">{children}</div>
    </main>
  );
}

export function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = useStaffSessionStore((state) => isStaffSignedIn(state));
  const next = safeConsoleNext(params.get('next'));
  if (signedIn) return <Navigate to={next} replace />;
  return (
    <SignedOutFrame title="Staff sign-in">
      {params.has('password-set') && <FormAlert tone="info">Your password is set: sign in with it.</FormAlert>}
      <StaffSignInForm initialEmail={params.get('email') ?? ''} onSignedIn={() => navigate(next, { replace: true })} />
    </SignedOutFrame>
  );
}

export function SetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <SignedOutFrame title="Set your password">
      <SetPasswordForm
        token={params.get('token') ?? ''}
        onDone={(email) => navigate(`${SIGN_IN_PATH}?password-set&email=${encodeURIComponent(email)}`, { replace: true })}
      />
    </SignedOutFrame>
  );
}

/** The staff member of a signed-in page (the layout lets no one else in). */
export function useStaff() {
  const staff = useStaffSessionStore((state) => state.staff);
  if (!staff) throw new Error('A console page rendered without a session');
  return staff;
}

export function OutletsPage() {
  const { outlets, isPending } = useConsoleOutlets(useStaff());
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <title>Outlets · Crust console</title>
      <h1 className="text-2xl font-bold">Where are you working?</h1>
      {/* Issue 19: a new business sees what is left before it can take orders. */}
      <SetupChecklistCard />
      {isPending ? <p role="status">Loading outlets…</p> : <OutletList outlets={outlets} boardPath={boardPath} />}
    </div>
  );
}

/** The outlet of the page's `:outletId`, if the person may work there. */
export function usePageOutlet() {
  const staff = useStaff();
  const outletId = Number(useParams().outletId);
  const { outlets, isPending } = useConsoleOutlets(staff);
  const outlet = outlets.find((candidate) => candidate.id === outletId);
  return { outletId, outlet, isPending, canManage: staff.role !== 'crew' };
}

export function NotYourOutlet() {
  return (
    <FormAlert>
      This outlet is not one you work at.{' '}
      <Link to={CONSOLE_HOME} className="underline">
        Choose an outlet
      </Link>
    </FormAlert>
  );
}

export function BoardPage() {
  const { outletId, outlet, isPending, canManage } = usePageOutlet();
  const choose = useConsoleOutletStore((state) => state.choose);
  const known = outlet !== undefined;
  // The board opened is the outlet this device works at from now on.
  useEffect(() => {
    if (known) choose(outletId);
  }, [known, outletId, choose]);
  if (isPending) return <p role="status">Loading…</p>;
  if (!outlet) return <NotYourOutlet />;
  return (
    <>
      <h1 className="sr-only">Order board, {outlet.name}</h1>
      <OrderBoard
        // A new board per outlet: its stream, unacknowledged orders and tab.
        key={outletId}
        outletId={outletId}
        outletName={outlet.name}
        timeZone={outlet.timezone}
        ticketPath={(orderId) => ticketPath(outletId, orderId)}
        toolbar={<PauseControl outletId={outletId} canPause={canManage} timeZone={outlet.timezone} />}
      />
    </>
  );
}

export function TicketPage() {
  const { outletId, outlet, isPending } = usePageOutlet();
  const orderId = useParams().orderId ?? '';
  const order = useBoardOrder(outletId, orderId);
  if (isPending || order.isPending) return <p role="status">Loading the ticket…</p>;
  if (!outlet) return <NotYourOutlet />;
  if (order.isError) return <FormAlert>{messageOf(order.error)}</FormAlert>;
  return (
    <div className="flex flex-col items-center gap-4">
      <title>{`Ticket #${order.data.number} · Crust console`}</title>
      <div className="flex gap-2 print:hidden">
        <Button onClick={() => window.print()} className="min-h-12 text-base">
          Print
        </Button>
        <Link to={boardPath(outletId)} className="inline-flex min-h-12 items-center rounded-md border border-black/20 px-4 font-semibold hover:bg-light">
          Back to the board
        </Link>
      </div>
      <KitchenTicket order={order.data} timeZone={outlet.timezone} />
    </div>
  );
}
