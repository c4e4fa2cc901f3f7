import { useState, type ReactNode } from 'react';
import type { OutletProfile } from '@crust/contract/console-outlet-profiles';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { notify } from '@/components/ui/notify';
import { messageOf } from '@/lib/use-submit';
import { useChangeOutlet, useOutletProfiles } from '../api/outlet-profiles-api';
import { NEW_OUTLET } from '../outlet-profile-values';
import { OutletProfileForm, type PhotoSlot } from './outlet-profile-form';

const statusOf = (outlet: OutletProfile) => (outlet.archived_at ? 'Archived' : outlet.status === 1 ? 'Active' : 'Hidden');

/**
 * Issue 19: the tenant's outlets for an owner, hidden and archived ones too: a new outlet, archive
 * (never deleted: its orders stay) and bring back. `profileLink` is the app's link to an outlet's profile, `photo` its photo field.
 */
export function OutletsManager({ profileLink, photo }: { profileLink: (outlet: OutletProfile) => ReactNode; photo: PhotoSlot }) {
  const outlets = useOutletProfiles();
  const change = useChangeOutlet();
  const [creating, setCreating] = useState(false);

  if (outlets.isPending) return <p role="status">Loading outlets…</p>;
  if (outlets.isError) return <FormAlert>{messageOf(outlets.error)}</FormAlert>;

  const archive = (outlet: OutletProfile, kind: 'archive' | 'unarchive') =>
    change.mutate(
      { kind, id: outlet.id },
      {
        onSuccess: () =>
          notify({
            title: kind === 'archive' ? `${outlet.name} archived` : `${outlet.name} is back`,
            message: kind === 'archive' ? 'Diners no longer see it; its orders stay.' : 'It stays hidden until you make it active.',
            kind: 'success',
          }),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      {creating ? (
        <OutletProfileForm
          title="New outlet"
          initial={NEW_OUTLET}
          action="Create outlet"
          busy={change.isPending}
          error={change.isError ? messageOf(change.error) : null}
          onSave={(outlet) =>
            change.mutate(
              { kind: 'create', outlet },
              {
                onSuccess: (created) => {
                  setCreating(false);
                  notify({ title: `${created.name} created`, message: 'Set its opening hours: it shows closed until then.', kind: 'success' });
                },
              },
            )
          }
          onCancel={() => {
            change.reset();
            setCreating(false);
          }}
          photo={photo}
        />
      ) : (
        <Button onClick={() => setCreating(true)} className="min-h-12 self-start text-base">
          New outlet
        </Button>
      )}
      <ul aria-label="Outlets" className="flex flex-col divide-y divide-black/10 rounded-xl border border-black/10">
        {outlets.data.map((outlet) => (
          <li key={outlet.id} className="flex flex-wrap items-center gap-3 p-3">
            <div className="flex min-w-48 flex-1 flex-col">
              <span className="font-semibold">{outlet.name}</span>
              <span className="text-sm text-text/75">{[outlet.street_name, outlet.suburb, outlet.city].filter(Boolean).join(', ')}</span>
            </div>
            <span className="rounded-full bg-black/5 px-3 py-1 text-sm">{statusOf(outlet)}</span>
            {!outlet.archived_at && profileLink(outlet)}
            <Button
              variant="secondary"
              disabled={change.isPending}
              onClick={() => archive(outlet, outlet.archived_at ? 'unarchive' : 'archive')}
              className="min-h-11"
            >
              {outlet.archived_at ? `Bring back ${outlet.name}` : `Archive ${outlet.name}`}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
