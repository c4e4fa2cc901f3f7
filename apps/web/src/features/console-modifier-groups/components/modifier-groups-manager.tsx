import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ConsoleModifierGroup } from '@crust/contract/console-modifier-groups';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { notify } from '@/components/ui/notify';
import { StaleNotice } from '@/components/ui/stale-notice';
import { serverErrorsAt } from '@/lib/server-field-paths';
import { isStaleVersion } from '@/lib/stale-version';
import { messageOf } from '@/lib/use-submit';
import { modifierGroupsQueryOptions, useChangeModifierGroup, useModifierGroups } from '../api/modifier-groups-api';
import { groupFieldOf, groupFormValuesOf, NEW_GROUP, type GroupErrors } from '../modifier-group-values';
import { ModifierGroupForm } from './modifier-group-form';

const usedBy = (count: number) => (count === 0 ? 'Not used yet' : `Used by ${count} product${count === 1 ? '' : 's'}`);

/**
 * Issue 19: the business's modifier groups, each shared by the products that offer it. Owners create,
 * edit (over the version read) and delete one no product uses; the others read them.
 */
export function ModifierGroupsManager({ canEdit }: { canEdit: boolean }) {
  const queryClient = useQueryClient();
  const groups = useModifierGroups();
  const change = useChangeModifierGroup();
  // The group open in the form: 'new', one's id, or none.
  const [editing, setEditing] = useState<'new' | number | null>(null);

  if (groups.isPending) return <p role="status">Loading modifier groups…</p>;
  if (groups.isError) return <FormAlert>{messageOf(groups.error)}</FormAlert>;

  const edit = (which: 'new' | number) => {
    change.reset();
    setEditing(which);
  };
  const close = () => {
    change.reset();
    setEditing(null);
  };
  const stale = isStaleVersion(change.error);
  const serverErrors = serverErrorsAt(change.error, groupFieldOf) as GroupErrors;
  const formError = change.isError && !stale && Object.keys(serverErrors).length === 0 ? messageOf(change.error) : null;
  const open = editing === 'new' ? null : groups.data.find((group) => group.id === editing);
  const done = (title: string) => () => {
    notify({ title, kind: 'success' });
    close();
  };
  const remove = (group: ConsoleModifierGroup) =>
    change.mutate({ kind: 'delete', id: group.id }, { onSuccess: () => notify({ title: `${group.name} deleted`, kind: 'success' }) });

  return (
    <div className="flex flex-col gap-4">
      {editing === 'new' && (
        <ModifierGroupForm
          title="New modifier group"
          initial={NEW_GROUP}
          busy={change.isPending}
          error={formError}
          serverErrors={serverErrors}
          onSave={(fields) => change.mutate({ kind: 'create', fields }, { onSuccess: done(`${fields.name} created`) })}
          onCancel={close}
        />
      )}
      {open && (
        <>
          {stale && (
            <StaleNotice
              onReload={() => {
                change.reset();
                void queryClient.invalidateQueries({ queryKey: modifierGroupsQueryOptions().queryKey });
              }}
            />
          )}
          <ModifierGroupForm
            // A new version (reloaded after someone else's save) starts the form again from it.
            key={`${open.id}:${open.version}`}
            title={`Edit ${open.name}`}
            initial={groupFormValuesOf(open)}
            busy={change.isPending}
            error={formError}
            serverErrors={serverErrors}
            onSave={(fields) => change.mutate({ kind: 'save', id: open.id, fields, version: open.version }, { onSuccess: done(`${fields.name} saved`) })}
            onCancel={close}
          />
        </>
      )}
      {canEdit && editing === null && (
        <>
          <FormAlert>{formError}</FormAlert>
          <Button onClick={() => edit('new')} className="min-h-12 self-start text-base">
            New modifier group
          </Button>
        </>
      )}
      {groups.data.length === 0 ? (
        <p>No modifier groups yet.</p>
      ) : (
        <ul aria-label="Modifier groups" className="flex flex-col divide-y divide-black/10 rounded-xl border border-black/10">
          {groups.data.map((group) => (
            <li key={group.id} className="flex flex-wrap items-center gap-3 p-3">
              <div className="flex min-w-48 flex-1 flex-col">
                <span className="font-semibold">{group.name}</span>
                <span className="text-sm text-text/75">
                  {group.modifiers.map((modifier) => modifier.name).join(', ')} · choose {group.min_choices}–{group.max_choices}
                </span>
              </div>
              <span className="rounded-full bg-black/5 px-3 py-1 text-sm">{usedBy(group.product_count)}</span>
              {canEdit && (
                <>
                  <Button variant="secondary" aria-label={`Edit ${group.name}`} onClick={() => edit(group.id)} className="min-h-11">
                    Edit
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`Delete ${group.name}`}
                    disabled={change.isPending}
                    onClick={() => remove(group)}
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
