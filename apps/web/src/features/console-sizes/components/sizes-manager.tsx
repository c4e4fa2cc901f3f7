import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { notify } from '@/components/ui/notify';
import { StaleNotice } from '@/components/ui/stale-notice';
import { serverErrorsAt } from '@/lib/server-field-paths';
import { isStaleVersion } from '@/lib/stale-version';
import { messageOf } from '@/lib/use-submit';
import { attributesQueryOptions, useAttributes, useChangeAttribute } from '../api/attributes-api';
import { attributeFieldOf, attributeFormValuesOf, NEW_ATTRIBUTE, type AttributeErrors } from '../attribute-values';
import { AttributeForm } from './attribute-form';

/**
 * Issue 19: the business's sizes and other configurations. Owners create and edit them over the
 * version read; a value a product or a deal uses cannot be removed (the server's 409 says where).
 */
export function SizesManager({ canEdit }: { canEdit: boolean }) {
  const queryClient = useQueryClient();
  const attributes = useAttributes();
  const change = useChangeAttribute();
  const [editing, setEditing] = useState<'new' | number | null>(null);

  if (attributes.isPending) return <p role="status">Loading sizes…</p>;
  if (attributes.isError) return <FormAlert>{messageOf(attributes.error)}</FormAlert>;

  const edit = (which: 'new' | number | null) => {
    change.reset();
    setEditing(which);
  };
  const saved = (title: string) => () => {
    notify({ title, kind: 'success' });
    edit(null);
  };
  const stale = isStaleVersion(change.error);
  const serverErrors = serverErrorsAt(change.error, attributeFieldOf) as AttributeErrors;
  const formError = change.isError && !stale && Object.keys(serverErrors).length === 0 ? messageOf(change.error) : null;
  const open = attributes.data.find((attribute) => attribute.id === editing);
  const formProps = { busy: change.isPending, error: formError, serverErrors, onCancel: () => edit(null) };

  return (
    <div className="flex flex-col gap-4">
      {editing === 'new' && (
        <AttributeForm
          title="New size or configuration"
          initial={NEW_ATTRIBUTE}
          onSave={(fields) => change.mutate({ kind: 'create', fields }, { onSuccess: saved(`${fields.name} created`) })}
          {...formProps}
        />
      )}
      {open && (
        <>
          {stale && (
            <StaleNotice
              onReload={() => {
                change.reset();
                void queryClient.invalidateQueries({ queryKey: attributesQueryOptions().queryKey });
              }}
            />
          )}
          <AttributeForm
            key={`${open.id}:${open.version}`}
            title={`Edit ${open.name}`}
            initial={attributeFormValuesOf(open)}
            onSave={(fields) => change.mutate({ kind: 'save', id: open.id, fields, version: open.version }, { onSuccess: saved(`${fields.name} saved`) })}
            {...formProps}
          />
        </>
      )}
      {canEdit && editing === null && (
        <Button onClick={() => edit('new')} className="min-h-12 self-start text-base">
          New size or configuration
        </Button>
      )}
      {attributes.data.length === 0 ? (
        <p>No sizes or configurations yet.</p>
      ) : (
        <ul aria-label="Sizes and configurations" className="flex flex-col divide-y divide-black/10 rounded-xl border border-black/10">
          {attributes.data.map((attribute) => (
            <li key={attribute.id} className="flex flex-wrap items-center gap-3 p-3">
              <div className="flex min-w-48 flex-1 flex-col">
                <span className="font-semibold">{attribute.name}</span>
                <span className="text-sm text-text/75">{attribute.values.map((value) => value.name).join(', ')}</span>
              </div>
              {canEdit && (
                <Button variant="secondary" aria-label={`Edit ${attribute.name}`} onClick={() => edit(attribute.id)} className="min-h-11">
                  Edit
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
