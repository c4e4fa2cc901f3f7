import type { Daypart } from '@crust/contract/console-outlet-menu';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { notify } from '@/components/ui/notify';
import { StaleNotice } from '@/components/ui/stale-notice';
import { serverErrorsAt } from '@/lib/server-field-paths';
import { isStaleVersion } from '@/lib/stale-version';
import { messageOf } from '@/lib/use-submit';
import { useChangeDaypart, useDayparts, useOutletMenuItems } from '../api/outlet-menu-api';
import { daypartFormValuesOf, NEW_DAYPART, targetChoices, targetLabel, WEEKDAYS, type DaypartFormValues } from '../daypart-values';
import { DaypartForm } from './daypart-form';

const daysOf = (weekdays: readonly number[]) =>
  WEEKDAYS.filter(([day]) => weekdays.includes(day))
    .map(([, label]) => label)
    .join(', ');

const fieldOf = (path: readonly string[]) => (path[0] ?? 'name') as keyof DaypartFormValues;

/**
 * Issue 19: the outlet's daypart schedules (a lunch menu 11:00–15:00 on weekdays): outside them the
 * category or product shows "Available from …" to diners. Its managers and the owners change them.
 */
export function DaypartsEditor({ outletId, canEdit }: { outletId: number; canEdit: boolean }) {
  const dayparts = useDayparts(outletId);
  const items = useOutletMenuItems(outletId);
  const change = useChangeDaypart(outletId);
  const [editing, setEditing] = useState<'new' | number | null>(null);

  if (dayparts.isPending || items.isPending) return <p role="status">Loading schedules…</p>;
  if (dayparts.isError) return <FormAlert>{messageOf(dayparts.error)}</FormAlert>;
  const targets = targetChoices(items.data ?? []);
  const edit = (which: 'new' | number | null) => {
    change.reset();
    setEditing(which);
  };
  const done = (title: string) => () => {
    notify({ title, kind: 'success' });
    edit(null);
  };
  const stale = isStaleVersion(change.error);
  const serverErrors = serverErrorsAt(change.error, fieldOf);
  const error = change.isError && !stale && Object.keys(serverErrors).length === 0 ? messageOf(change.error) : null;
  const open = dayparts.data.find((daypart) => daypart.id === editing);
  const formProps = { targets, busy: change.isPending, error, serverErrors, onCancel: () => edit(null) };
  const reload = () => {
    change.reset();
    void dayparts.refetch();
  };
  const remove = (daypart: Daypart) => change.mutate({ kind: 'delete', id: daypart.id }, { onSuccess: done(`${daypart.name} deleted`) });

  return (
    <div className="flex flex-col gap-3">
      {editing === 'new' && (
        <DaypartForm
          title="New schedule"
          initial={NEW_DAYPART}
          onSave={(fields) => change.mutate({ kind: 'create', fields }, { onSuccess: done(`${fields.name} created`) })}
          {...formProps}
        />
      )}
      {open && (
        <>
          {stale && <StaleNotice onReload={reload} />}
          <DaypartForm
            key={`${open.id}:${open.version}`}
            title={`Edit ${open.name}`}
            initial={daypartFormValuesOf(open)}
            onSave={(fields) => change.mutate({ kind: 'save', id: open.id, fields, version: open.version }, { onSuccess: done(`${fields.name} saved`) })}
            {...formProps}
          />
        </>
      )}
      {canEdit && editing === null && (
        <>
          <FormAlert>{error}</FormAlert>
          <Button onClick={() => edit('new')} className="min-h-12 self-start text-base">
            New schedule
          </Button>
        </>
      )}
      {dayparts.data.length === 0 ? (
        <p>No schedules: everything sold here is available whenever the outlet takes orders.</p>
      ) : (
        <ul aria-label="Schedules" className="flex flex-col divide-y divide-black/10 rounded-xl border border-black/10">
          {dayparts.data.map((daypart) => (
            <li key={daypart.id} className="flex flex-wrap items-center gap-3 p-3">
              <div className="flex min-w-48 flex-1 flex-col">
                <span className="font-semibold">{daypart.name}</span>
                <span className="text-sm text-text/75">
                  {targetLabel(daypart.target, targets)} · {daysOf(daypart.weekdays)} · {daypart.starts}–{daypart.ends}
                </span>
              </div>
              {canEdit && (
                <>
                  <Button variant="secondary" aria-label={`Edit ${daypart.name}`} onClick={() => edit(daypart.id)} className="min-h-11">
                    Edit
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`Delete ${daypart.name}`}
                    disabled={change.isPending}
                    onClick={() => remove(daypart)}
                    className="min-h-11"
                  >
                    Delete
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
