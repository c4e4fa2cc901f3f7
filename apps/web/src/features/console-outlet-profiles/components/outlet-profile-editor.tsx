import { useQueryClient } from '@tanstack/react-query';
import { FormAlert } from '@/components/ui/form-alert';
import { notify } from '@/components/ui/notify';
import { StaleNotice } from '@/components/ui/stale-notice';
import { isStaleVersion } from '@/lib/stale-version';
import { messageOf } from '@/lib/use-submit';
import { outletProfileQueryOptions, useChangeOutlet, useOutletProfile } from '../api/outlet-profiles-api';
import { formValuesOf } from '../outlet-profile-values';
import { OutletProfileForm, type PhotoSlot } from './outlet-profile-form';

export const STALE_MESSAGE = 'Someone else saved this outlet meanwhile: reload to see their changes, then make yours again.';

/** Issue 19: an owner edits an outlet's profile over the version read; managers and crew read it. */
export function OutletProfileEditor({ outletId, canEdit, onDone, photo }: { outletId: number; canEdit: boolean; onDone: () => void; photo: PhotoSlot }) {
  const queryClient = useQueryClient();
  const profile = useOutletProfile(outletId);
  const change = useChangeOutlet();
  if (profile.isPending) return <p role="status">Loading the outlet…</p>;
  if (profile.isError) return <FormAlert>{messageOf(profile.error)}</FormAlert>;
  const current = profile.data;

  if (!canEdit) {
    return (
      <dl className="grid gap-2 md:grid-cols-[12rem_1fr]">
        <dt className="font-medium">Address</dt>
        <dd>{[current.street_name, current.suburb, current.city, current.state, current.postcode].filter(Boolean).join(', ')}</dd>
        <dt className="font-medium">Phone</dt>
        <dd>{current.phone}</dd>
        <dt className="font-medium">Email</dt>
        <dd>{current.email || '—'}</dd>
        <dt className="font-medium">Time zone</dt>
        <dd>{current.timezone}</dd>
      </dl>
    );
  }
  if (current.archived_at) return <FormAlert>This outlet is archived: bring it back from the outlets page before changing it.</FormAlert>;

  const stale = isStaleVersion(change.error);
  const reload = () => {
    change.reset();
    void queryClient.invalidateQueries({ queryKey: outletProfileQueryOptions(outletId).queryKey });
  };
  return (
    <div className="flex flex-col gap-3">
      {stale && <StaleNotice message={STALE_MESSAGE} onReload={reload} />}
      <OutletProfileForm
        // A new version (saved, or reloaded after a conflict) starts the form again from it.
        key={current.version}
        title="Outlet profile"
        initial={formValuesOf(current)}
        action="Save outlet"
        busy={change.isPending}
        error={change.isError && !stale ? messageOf(change.error) : null}
        onSave={(fields) =>
          change.mutate(
            { kind: 'save', id: outletId, profile: { ...fields, version: current.version } },
            { onSuccess: () => notify({ title: 'Outlet saved', message: 'Diners see it on their next visit.', kind: 'success' }) },
          )
        }
        onCancel={onDone}
        photo={photo}
      />
    </div>
  );
}
