import type { GiftCardReport as GiftCardReportData, GiftCardReportQuery } from '@crust/contract/console-gift-cards';
import { formatCents } from '@crust/contract/prices';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { saveFile } from '@/lib/save-file';
import { messageOf, useSubmit } from '@/lib/use-submit';
import { fetchGiftCardReportCsv, useGiftCardReport } from '../api/gift-card-report-api';
import { signedMoney } from '../gift-card-format';
import type { NamedOutlet } from './issue-gift-card-form';

type GiftCardReportProps = {
  /** The outlets the person may report on (a manager: theirs). */
  outlets: NamedOutlet[];
  /** What no outlet chosen means: every outlet of the tenant for an owner, a manager's own for a manager. */
  allOutletsLabel: string;
  /** The tenant's today (YYYY-MM-DD): the period runs from its month's first day to it at first. */
  today: string;
};

type Flow = { label: string; count: number; value: string };

/** Why a period cannot be asked, or null. */
export function periodError(from: string, to: string): string | null {
  if (!from || !to) return 'Choose both dates.';
  if (from > to) return 'The first day must not be after the last.';
  return null;
}

const FLOW_COLUMNS: Column<Flow>[] = [
  { header: 'Movement', rowHeader: true, cell: (flow) => flow.label },
  { header: 'Cards', align: 'end', cell: (flow) => flow.count },
  { header: 'Value', align: 'end', cell: (flow) => flow.value },
];

const flows = (report: GiftCardReportData): Flow[] => [
  { label: 'Sold', count: report.sold.count, value: formatCents(report.sold.value) },
  { label: 'Issued by hand', count: report.issued_by_hand.count, value: formatCents(report.issued_by_hand.value) },
  { label: 'Redeemed', count: report.redeemed.count, value: formatCents(report.redeemed.value) },
  { label: 'Refunded to cards', count: report.refunded.count, value: formatCents(report.refunded.value) },
  { label: 'Adjusted (net)', count: report.adjusted.count, value: signedMoney(report.adjusted.value) },
  { label: 'Voided', count: report.voided.count, value: formatCents(report.voided.value) },
  { label: 'Expired', count: report.expired.count, value: formatCents(report.expired.value) },
];

type OutletRow = GiftCardReportData['by_outlet'][number];

const OUTLET_COLUMNS: Column<OutletRow>[] = [
  { header: 'Outlet', rowHeader: true, cell: (row) => row.outlet_name },
  { header: 'Cards sold', align: 'end', cell: (row) => row.sold.count },
  { header: 'Sold value', align: 'end', cell: (row) => formatCents(row.sold.value) },
  { header: 'Redemptions', align: 'end', cell: (row) => row.redeemed.count },
  { header: 'Redeemed value', align: 'end', cell: (row) => formatCents(row.redeemed.value) },
];

function Figures({ report }: { report: GiftCardReportData }) {
  return (
    <>
      <div className="rounded-lg border border-black/10 p-4">
        <p className="text-sm text-text/75">Outstanding at the end of {report.to}</p>
        <p className="text-3xl font-bold tabular-nums">{formatCents(report.outstanding_at_end)}</p>
        <p className="text-sm text-text/75">What card holders can still spend: the tenant’s liability.</p>
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <DataTable
          caption="In the period"
          showCaption
          columns={FLOW_COLUMNS}
          rows={flows(report)}
          rowKey={(flow) => flow.label}
          className="max-w-xl self-start"
        />
        <div className="overflow-x-auto">
          <DataTable
            caption="By outlet"
            showCaption
            columns={OUTLET_COLUMNS}
            rows={report.by_outlet}
            rowKey={(row) => row.outlet_id ?? 'none'}
            className="min-w-[32rem]"
          />
        </div>
      </div>
    </>
  );
}

/** Issue 21: the gift-card liability of a period, the tenant's or an outlet's, on the tenant's clock; and its CSV. */
export function GiftCardReport({ outlets, allOutletsLabel, today }: GiftCardReportProps) {
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [outlet, setOutlet] = useState('');
  const invalid = periodError(from, to);
  const query: GiftCardReportQuery | null = invalid ? null : { from, to, ...(outlet !== '' && { outlet_id: Number(outlet) }) };
  const report = useGiftCardReport(query);
  const csv = useSubmit(async () => {
    if (query) saveFile(await fetchGiftCardReportCsv(query), `gift-cards-${from}-to-${to}${outlet ? `-outlet-${outlet}` : ''}.csv`);
  });

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={(event) => event.preventDefault()} aria-label="Report period" className="flex flex-wrap items-end gap-3">
        <TextField label="From" type="date" value={from} max={to || undefined} onChange={setFrom} />
        <TextField label="To" type="date" value={to} min={from || undefined} onChange={setTo} />
        <SelectField
          label="Outlet"
          value={outlet}
          options={[{ value: '', label: allOutletsLabel }, ...outlets.map(({ id, name }) => ({ value: String(id), label: name }))]}
          onChange={setOutlet}
          className="min-w-60"
        />
        <Button variant="secondary" disabled={query === null || csv.busy} onClick={() => void csv.submit()} className="min-h-12 text-base">
          {csv.busy ? 'Preparing…' : 'Download CSV'}
        </Button>
        {report.isFetching && (
          <span role="status" className="pb-3 text-sm text-text/75">
            Loading…
          </span>
        )}
      </form>
      <FormAlert>{invalid ?? csv.error}</FormAlert>
      {report.isError ? (
        <FormAlert>{messageOf(report.error)}</FormAlert>
      ) : report.data && query ? (
        <>
          <p className="text-sm text-text/75">
            From {report.data.from} to {report.data.to}, both days included ({report.data.timezone}); amounts in {report.data.currency}.
          </p>
          <Figures report={report.data} />
        </>
      ) : null}
    </div>
  );
}
