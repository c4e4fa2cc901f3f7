import { DaySummary } from '@/features/console-reports/components/day-summary';
import { OutletPage } from './outlet-page';

/** Issue 10: an outlet's day (managers and owners). */
export function SummaryPage() {
  return (
    <OutletPage title="Day summary" least="manager">
      {({ outletId }) => <DaySummary key={outletId} outletId={outletId} />}
    </OutletPage>
  );
}
