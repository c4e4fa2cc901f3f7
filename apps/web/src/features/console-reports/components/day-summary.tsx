import { useState } from 'react';
import type { DaySummary as DaySummaryData } from '@crust/contract/console-reports';
import { formatCents } from '@crust/contract/prices';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/use-submit';
import { useDaySummary } from '../api/reports-api';
import { FIGURE_COLUMNS, methodLabel, statusLabel } from '../report-format';
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

const STATUS_COLUMNS: Column<DaySummaryData['by_status'][number]>[] = [
  { header: 'Status', rowHeader: true, cell: (row) => statusLabel(row.status) },
  { header: 'Orders', align: 'end', cell: (row) => row.orders },
];

const METHOD_COLUMNS: Column<DaySummaryData['by_method'][number]>[] = [
  { header: 'Method', rowHeader: true, cell: (row) => methodLabel(row.method) },
  ...FIGURE_COLUMNS,
];

function Breakdowns({ summary }: { summary: DaySummaryData }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <DataTable caption="By status" showCaption columns={STATUS_COLUMNS} rows={summary.by_status} rowKey={(row) => row.status} />
      <DataTable caption="By method" showCaption columns={METHOD_COLUMNS} rows={summary.by_method} rowKey={(row) => row.method} className="self-start" />
    </div>
  );
}

/** Issue 10: an outlet's day (its own time zone): totals, the hours, statuses and methods, and the CSV export. */
export function DaySummary({ outletId, today }: { outletId: number; today: string }) {
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
