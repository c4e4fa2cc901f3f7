import { useState } from 'react';
import type { DaySummary as DaySummaryData } from '@crust/contract/console-reports';
import { formatCents } from '@crust/contract/prices';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/use-submit';
import { useDaySummary } from '../api/reports-api';
import { localToday, methodLabel, statusLabel } from '../report-format';
import { CsvExportForm } from './csv-export-form';
import { HourlyChart } from './hourly-chart';

function Totals({ summary }: { summary: DaySummaryData }) {
  const totals = [
    { label: 'Orders', value: String(summary.orders) },
    { label: 'Revenue', value: formatCents(summary.revenue) },
    { label: 'Average order', value: formatCents(summary.average_order) },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {totals.map((total) => (
        <div key={total.label} className="rounded-lg border border-black/10 p-4">
          <dt className="text-sm text-text/75">{total.label}</dt>
          <dd className="text-3xl font-bold tabular-nums">{total.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Breakdowns({ summary }: { summary: DaySummaryData }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-1 text-left text-lg font-bold">By status</caption>
        <thead>
          <tr className="border-b border-black/20">
            <th scope="col" className="py-1 pr-3">
              Status
            </th>
            <th scope="col" className="py-1 text-right">
              Orders
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.by_status.map((row) => (
            <tr key={row.status} className="border-b border-black/5">
              <th scope="row" className="py-1 pr-3 font-normal">
                {statusLabel(row.status)}
              </th>
              <td className="py-1 text-right tabular-nums">{row.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="w-full border-collapse self-start text-left text-sm">
        <caption className="mb-1 text-left text-lg font-bold">By method</caption>
        <thead>
          <tr className="border-b border-black/20">
            <th scope="col" className="py-1 pr-3">
              Method
            </th>
            <th scope="col" className="py-1 pr-3 text-right">
              Orders
            </th>
            <th scope="col" className="py-1 text-right">
              Revenue
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.by_method.map((row) => (
            <tr key={row.method} className="border-b border-black/5">
              <th scope="row" className="py-1 pr-3 font-normal">
                {methodLabel(row.method)}
              </th>
              <td className="py-1 pr-3 text-right tabular-nums">{row.orders}</td>
              <td className="py-1 text-right tabular-nums">{formatCents(row.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Issue 10: an outlet's day (its own time zone): totals, the hours, statuses and methods, and the CSV export. */
export function DaySummary({ outletId, today = localToday() }: { outletId: number; today?: string }) {
  const [date, setDate] = useState(today);
  const summary = useDaySummary(outletId, date);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end gap-3">
        <TextField label="Day" type="date" value={date} max={today} onChange={(picked) => picked && setDate(picked)} />
        {summary.isFetching && (
          <span role="status" className="pb-2 text-sm text-text/75">
            Loading…
          </span>
        )}
      </div>
      {summary.isError ? (
        <FormAlert>{messageOf(summary.error)}</FormAlert>
      ) : summary.data ? (
        <>
          <p className="text-sm text-text/75">
            Orders placed on {summary.data.date} ({summary.data.timezone}); cancelled, rejected and unpaid orders are not counted in the totals.
          </p>
          <Totals summary={summary.data} />
          <HourlyChart byHour={summary.data.by_hour} />
          <Breakdowns summary={summary.data} />
        </>
      ) : null}
      <CsvExportForm outletId={outletId} initialDay={date} />
    </div>
  );
}
