import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { saveFile } from '@/lib/save-file';
import { useSubmit } from '@/lib/use-submit';
import { fetchOrdersCsv } from '../api/reports-api';
import { exportRangeError } from '../report-format';

/** The orders of a range of days as a CSV file for the books (every status; the status column says which count). */
export function CsvExportForm({ outletId, initialDay }: { outletId: number; initialDay: string }) {
  const [from, setFrom] = useState(initialDay);
  const [to, setTo] = useState(initialDay);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const { submit, busy, error } = useSubmit(async () => saveFile(await fetchOrdersCsv(outletId, from, to), `orders-${outletId}-${from}-to-${to}.csv`));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = exportRangeError(from, to);
    setRangeError(found);
    if (!found) void submit();
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="export-title" className="flex flex-col gap-3 rounded-lg border border-black/10 p-4">
      <h2 id="export-title" className="text-lg font-bold">
        Export orders (CSV)
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <TextField label="From" type="date" value={from} onChange={setFrom} />
        <TextField label="To" type="date" value={to} onChange={setTo} />
        <Button type="submit" disabled={busy} className="min-h-11">
          {busy ? 'Preparing…' : 'Download CSV'}
        </Button>
      </div>
      <FormAlert>{rangeError ?? error}</FormAlert>
    </form>
  );
}
