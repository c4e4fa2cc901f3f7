import type { DeliveryZoneRequest, DeliveryZoneView } from '@crust/contract/console-rules';
import { formatCents } from '@crust/contract/prices';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { notify } from '@/components/ui/notify';
import { messageOf } from '@/lib/use-submit';
import { useChangeZone, useZones } from '../api/zones-api';
import { emptyZone, zoneToValues } from '../zone-form-values';
import { ZoneForm } from './zone-form';

/** What the form is open for: a new zone, or the zone of this id. */
type Editing = 'new' | number | null;

function ZoneSummary({ zone }: { zone: DeliveryZoneView }) {
  const areas = [...zone.postcodes, ...zone.suburbs].join(', ');
  return (
    <div className="flex flex-1 flex-col">
      <span className="font-semibold">{zone.name}</span>
      <span className="text-sm text-text/75">{areas}</span>
      <span className="text-sm">
        Fee {formatCents(zone.fee)} · minimum {formatCents(zone.minimum_order)}
        {zone.free_delivery_over !== null && ` · free over ${formatCents(zone.free_delivery_over)}`}
      </span>
    </div>
  );
}

/** An outlet's delivery zones in checkout's order; crew see them, managers change them. */
export function ZonesEditor({ outletId, canChange }: { outletId: number; canChange: boolean }) {
  const zones = useZones(outletId);
  const change = useChangeZone(outletId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<DeliveryZoneView | null>(null);

  if (zones.isPending) return <p role="status">Loading zones…</p>;
  if (zones.isError) return <FormAlert>{messageOf(zones.error)}</FormAlert>;

  const open = (next: Editing) => {
    change.reset();
    setEditing(next);
  };
  const save = (id: number | undefined, zone: DeliveryZoneRequest) =>
    change.mutate(
      { id, zone },
      {
        onSuccess: () => {
          setEditing(null);
          notify({ kind: 'success', title: `Zone ${zone.name} saved` });
        },
      },
    );
  const remove = (zone: DeliveryZoneView) =>
    change.mutate(
      { id: zone.id, zone: null },
      {
        onSuccess: () => notify({ kind: 'success', title: `Zone ${zone.name} deleted` }),
        onError: (error) => notify({ kind: 'error', title: `Zone ${zone.name} was not deleted`, message: messageOf(error) }),
        onSettled: () => setDeleting(null),
      },
    );
  const formError = change.error ? messageOf(change.error) : null;
  const nextSortOrder = Math.max(0, ...zones.data.map((zone) => zone.sort_order + 1));

  return (
    <div className="flex flex-col gap-3">
      {zones.data.length === 0 && <p className="text-text/75">No delivery zones: delivery is offered nowhere.</p>}
      <ul className="flex flex-col gap-2">
        {zones.data.map((zone) => (
          <li key={zone.id} className="rounded-lg border border-black/10 p-3">
            {editing === zone.id ? (
              <ZoneForm
                title={`Edit zone ${zone.name}`}
                initial={zoneToValues(zone)}
                busy={change.isPending}
                error={formError}
                onSave={(request) => save(zone.id, request)}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <div className="flex flex-wrap items-center gap-3">
                <ZoneSummary zone={zone} />
                {canChange && (
                  <div className="flex gap-2">
                    <Button variant="secondary" onClick={() => open(zone.id)} aria-label={`Edit zone ${zone.name}`} className="min-h-12">
                      Edit
                    </Button>
                    <Button variant="secondary" onClick={() => setDeleting(zone)} aria-label={`Delete zone ${zone.name}`} className="min-h-12">
                      Delete
                    </Button>
                  </div>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
      {canChange &&
        (editing === 'new' ? (
          <ZoneForm
            title="New delivery zone"
            initial={emptyZone(nextSortOrder)}
            busy={change.isPending}
            error={formError}
            onSave={(request) => save(undefined, request)}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <Button onClick={() => open('new')} className="min-h-12 self-start text-base">
            Add a delivery zone
          </Button>
        ))}
      <Dialog open={deleting !== null} onOpenChange={(next) => !next && setDeleting(null)} title={`Delete zone ${deleting?.name ?? ''}?`}>
        <p>Diners at its addresses will no longer get delivery from this outlet, unless another zone lists them.</p>
        <div className="mt-4 flex gap-3">
          <Button disabled={change.isPending} onClick={() => deleting && remove(deleting)} className="min-h-12">
            Delete zone
          </Button>
          <Button variant="secondary" onClick={() => setDeleting(null)} className="min-h-12">
            Keep it
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
