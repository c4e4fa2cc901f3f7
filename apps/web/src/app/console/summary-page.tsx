import { DaySummary } from '@/features/console-reports/components/day-summary';
import { dayIn } from '@/lib/zoned-time';
import { OutletPage } from './outlet-page';

/** Issue 10: an outlet's day (managers and owners), from its today where it is, whatever the device's zone. */
export function SummaryPage() {
  return (
    <OutletPage title="Day summary" least="manager">
      {({ outletId, timeZone }) => <DaySummary key={outletId} outletId={outletId} today={dayIn(timeZone)} />}
    </OutletPage>
  );
}
