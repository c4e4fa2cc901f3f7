import { useState } from 'react';
import type { AuditEntry } from '@crust/contract/console-staff';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { messageOf } from '@/lib/use-submit';
import { AUDIT_PAGE_SIZE, useAuditLog } from '../api/staff-api';

const when = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'medium' });

const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

/** What changed, folded away: the before and after can be whole configurations. */
function Change({ entry }: { entry: AuditEntry }) {
  if ((entry.before ?? null) === null && (entry.after ?? null) === null) return <span className="text-text/60">—</span>;
  return (
    <details>
      <summary className="cursor-pointer font-medium">Before and after</summary>
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

/** Staff actions, newest first, a page at a time. */
export function AuditLog() {
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
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
            <caption className="sr-only">Audit log, page {page}</caption>
            <thead>
              <tr className="border-b border-black/20">
                <th scope="col" className="py-2 pr-3">
                  When
                </th>
                <th scope="col" className="py-2 pr-3">
                  Who
                </th>
                <th scope="col" className="py-2 pr-3">
                  What
                </th>
                <th scope="col" className="py-2 pr-3">
                  Target
                </th>
                <th scope="col" className="py-2 pr-3">
                  Change
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-black/10 align-top">
                  <td className="whitespace-nowrap py-2 pr-3">
                    <time dateTime={entry.created_at}>{when.format(new Date(entry.created_at))}</time>
                  </td>
                  <td className="py-2 pr-3">{entry.staff_name ?? 'The system'}</td>
                  <td className="py-2 pr-3 font-mono text-xs">{entry.action}</td>
                  <td className="py-2 pr-3 font-mono text-xs">{entry.target}</td>
                  <td className="py-2 pr-3">
                    <Change entry={entry} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
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
