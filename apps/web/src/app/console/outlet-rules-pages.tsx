import { StockEditor } from '@/features/console-stock/components/stock-editor';
import { RulesEditor } from '@/features/console-rules/components/rules-editor';
import { OutletPage } from './outlet-page';

// Issue 10: an outlet's stock (managers and owners) and ordering rules (crew read them).

export function StockPage() {
  return (
    <OutletPage title="Stock" least="manager">
      {({ outletId }) => <StockEditor key={outletId} outletId={outletId} />}
    </OutletPage>
  );
}

export function RulesPage() {
  return (
    <OutletPage title="Ordering rules">
      {/* A new editor per outlet: its forms start from that outlet's rules. */}
      {({ outletId, canManage }) => <RulesEditor key={outletId} outletId={outletId} canChange={canManage} />}
    </OutletPage>
  );
}
