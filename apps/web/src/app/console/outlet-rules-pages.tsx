import { StockEditor } from '@/features/console-stock/components/stock-editor';
import { RulesEditor } from '@/features/console-rules/components/rules-editor';
import { NotYourOutlet, usePageOutlet } from './console-pages';
import { RoleGate } from './role-gate';

// Issue 10: an outlet's stock (managers and owners) and ordering rules (crew read them).

export function StockPage() {
  const { outletId, outlet, isPending } = usePageOutlet();
  return (
    <RoleGate least="manager">
      {isPending ? (
        <p role="status">Loading…</p>
      ) : !outlet ? (
        <NotYourOutlet />
      ) : (
        <div className="mx-auto flex max-w-5xl flex-col gap-4">
          <title>{`Stock · ${outlet.name} · Crust console`}</title>
          <h1 className="text-2xl font-bold">Stock · {outlet.name}</h1>
          <StockEditor key={outletId} outletId={outletId} />
        </div>
      )}
    </RoleGate>
  );
}

export function RulesPage() {
  const { outletId, outlet, isPending, canManage } = usePageOutlet();
  if (isPending) return <p role="status">Loading…</p>;
  if (!outlet) return <NotYourOutlet />;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <title>{`Ordering rules · ${outlet.name} · Crust console`}</title>
      <h1 className="text-2xl font-bold">Ordering rules · {outlet.name}</h1>
      {/* A new editor per outlet: its forms start from that outlet's rules. */}
      <RulesEditor key={outletId} outletId={outletId} canChange={canManage} />
    </div>
  );
}
