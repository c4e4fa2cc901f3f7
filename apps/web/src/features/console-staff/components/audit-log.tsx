import { useState } from 'react';
import type { AuditEntry } from '@crust/contract/console-staff';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { messageOf } from '@/lib/use-submit';
import { formatDateTime } from '@/lib/zoned-time';
import { AUDIT_PAGE_SIZE, useAuditLog } from '../api/staff-api';
import { auditSentence } from '../audit-sentence';

const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

/** The record as stored, folded away: the action, what it acted on, and the before and after (whole configurations, at times). */
function Change({ entry }: { entry: AuditEntry }) {
  return (
    <details>
      <summary className="cursor-pointer font-medium">Before and after</summary>
      <p className="mt-1 font-mono text-xs">
        {entry.action} · {entry.target}
      </p>
      <div className="mt-1 grid gap-2 md:grid-cols-2">
        {(['before', 'after'] as const).map((side) => (
          <div key={side}>
            <p className="text-xs font-semibold uppercase">{side === 'before' ? 'Before' : 'After'}</p>
            <pre className="max-h-64 overflow-auto rounded bg-light p-2 text-xs text-text">{shown(entry[side])}</pre>
          </div>
        ))}
      </div>
    </details>
  );
}

const columns = (timeZone: string): Column<AuditEntry>[] => [
  {
    header: 'When',
    cell: (entry) => <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, timeZone, { seconds: true })}</time>,
    className: 'whitespace-nowrap',
  },
  { header: 'What happened', cell: auditSentence },
  { header: 'Record', cell: (entry) => <Change entry={entry} /> },
];

/** Staff actions, newest first, a page at a time, on one clock: `timeZone`'s, the tenant's (its zone named in the caption). */
export function AuditLog({ timeZone }: { timeZone: string }) {
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  if (log.isPending) return <p role="status">Loading the audit log…</p>;
  if (log.isError) return <FormAlert>{messageOf(log.error)}</FormAlert>;
  const { entries, total } = log.data;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));

  return (
    <div className="flex flex-col gap-3">
      {entries.length === 0 ? (
        <p>No staff actions yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <DataTable
            caption={`Audit log, page ${page} (times in ${timeZone})`}
            columns={columns(timeZone)}
            rows={entries}
            rowKey={(entry) => entry.id}
            className="min-w-[40rem]"
          />
        </div>
      )}
      <nav aria-label="Audit log pages" className="flex items-center gap-3">
        <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Newer
        </Button>
        <span aria-live="polite" className="text-sm">
          Page {page} of {pages}
        </span>
        <Button variant="secondary" disabled={page >= pages || log.isPlaceholderData} onClick={() => setPage(page + 1)}>
          Older
        </Button>
      </nav>
    </div>
  );
}
