import { DaySummary } from '@/features/console-reports/components/day-summary';
import { NotYourOutlet, usePageOutlet } from './console-pages';
import { RoleGate } from './role-gate';

/** Issue 10: an outlet's day (managers and owners). */
export function SummaryPage() {
  const { outletId, outlet, isPending } = usePageOutlet();
  return (
    <RoleGate least="manager">
      {isPending ? (
        <p role="status">Loading…</p>
      ) : !outlet ? (
        <NotYourOutlet />
      ) : (
        <div className="mx-auto flex max-w-5xl flex-col gap-4">
          <title>{`Day summary · ${outlet.name} · Crust console`}</title>
          <h1 className="text-2xl font-bold">Day summary · {outlet.name}</h1>
          <DaySummary key={outletId} outletId={outletId} />
        </div>
      )}
    </RoleGate>
  );
}
