import { useState } from 'react';
import type { ConsoleDeal } from '@crust/contract/console-deals';
import { formatCents } from '@crust/contract/prices';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { notify } from '@/components/ui/notify';
import { StaleNotice } from '@/components/ui/stale-notice';
import { serverErrorsAt } from '@/lib/server-field-paths';
import { isStaleVersion } from '@/lib/stale-version';
import { messageOf } from '@/lib/use-submit';
import { useChangeDeal, useDeals } from '../api/deals-api';
import { dealFieldOf, dealFormValuesOf, NEW_DEAL, type DealErrors, type DealProduct, type DealSize } from '../deal-values';
import { DealForm, type DealPhotoSlot } from './deal-form';

type DealsManagerProps = {
  outletId: number;
  canEdit: boolean;
  /** The products the outlet sells (by restaurant_product_id) and the business's sizes, from the route. */
  products: DealProduct[];
  sizes: DealSize[];
  photo: DealPhotoSlot;
};

const statusOf = (deal: ConsoleDeal) => (deal.archived_at ? 'Archived' : deal.kind === 'combo' ? 'Combo' : 'Deal');

/** Issue 19: the outlet's deals and combos: create, edit over the version read, archive (never deleted) and bring back. */
export function DealsManager({ outletId, canEdit, products, sizes, photo }: DealsManagerProps) {
  const deals = useDeals(outletId);
  const change = useChangeDeal(outletId);
  const [editing, setEditing] = useState<'new' | number | null>(null);

  if (deals.isPending) return <p role="status">Loading deals…</p>;
  if (deals.isError) return <FormAlert>{messageOf(deals.error)}</FormAlert>;

  const edit = (which: 'new' | number | null) => {
    change.reset();
    setEditing(which);
  };
  const done = (title: string) => () => {
    notify({ title, message: 'Diners see it within a second.', kind: 'success' });
    edit(null);
  };
  const reload = () => {
    change.reset();
    void deals.refetch();
  };
  const stale = isStaleVersion(change.error);
  const serverErrors = serverErrorsAt(change.error, dealFieldOf) as DealErrors;
  const error = change.isError && !stale && Object.keys(serverErrors).length === 0 ? messageOf(change.error) : null;
  const open = deals.data.find((deal) => deal.id === editing);
  const formProps = { products, sizes, photo, busy: change.isPending, error, serverErrors, onCancel: () => edit(null) };
  const archive = (deal: ConsoleDeal) => {
    const kind = deal.archived_at ? 'unarchive' : 'archive';
    change.mutate({ kind, id: deal.id }, { onSuccess: done(kind === 'archive' ? `${deal.name} archived` : `${deal.name} is back`) });
  };

  return (
    <div className="flex flex-col gap-4">
      {editing === 'new' && (
        <DealForm
          title="New deal"
          initial={NEW_DEAL}
          onSave={(fields) => change.mutate({ kind: 'create', fields }, { onSuccess: done(`${fields.name} created`) })}
          {...formProps}
        />
      )}
      {open && (
        <>
          {stale && <StaleNotice onReload={reload} />}
          <DealForm
            key={`${open.id}:${open.version}`}
            title={`Edit ${open.name}`}
            initial={dealFormValuesOf(open)}
            onSave={(fields) => change.mutate({ kind: 'save', id: open.id, fields, version: open.version }, { onSuccess: done(`${fields.name} saved`) })}
            {...formProps}
          />
        </>
      )}
      {canEdit && editing === null && (
        <>
          <FormAlert>{error}</FormAlert>
          <Button onClick={() => edit('new')} className="min-h-12 self-start text-base">
            New deal
          </Button>
        </>
      )}
      {deals.data.length === 0 ? (
        <p>No deals at this outlet yet.</p>
      ) : (
        <ul aria-label="Deals" className="flex flex-col divide-y divide-black/10 rounded-xl border border-black/10">
          {deals.data.map((deal) => (
            <li key={deal.id} className="flex flex-wrap items-center gap-3 p-3">
              <div className="flex min-w-48 flex-1 flex-col">
                <span className="font-semibold">{deal.name}</span>
                <span className="text-sm text-text/75">
                  {formatCents(deal.price)} · {deal.components.map((slot) => `${slot.quantity} × ${slot.name}`).join(', ')}
                </span>
              </div>
              <span className="rounded-full bg-black/5 px-3 py-1 text-sm">{statusOf(deal)}</span>
              {canEdit && (
                <>
                  <Button variant="secondary" aria-label={`Edit ${deal.name}`} onClick={() => edit(deal.id)} className="min-h-11">
                    Edit
                  </Button>
                  <Button variant="secondary" disabled={change.isPending} onClick={() => archive(deal)} className="min-h-11">
                    {deal.archived_at ? `Bring back ${deal.name}` : `Archive ${deal.name}`}
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
