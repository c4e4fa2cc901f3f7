import type { ConsoleCoupon, CouponRequest } from '@crust/contract/console-coupons';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { notify } from '@/components/ui/notify';
import { SelectField } from '@/components/ui/select-field';
import { messageOf } from '@/lib/use-submit';
import { useChangeCoupon, useCoupons } from '../api/coupons-api';
import { couponToValues, emptyCoupon } from '../coupon-form-values';
import type { ZonedOutlet } from './coupon-fields';
import { CouponForm, type CouponCatalogue } from './coupon-form';
import { CouponList } from './coupon-list';
import { CouponUses } from './coupon-uses';

type CouponsManagerProps = {
  /** The outlets the person works at: the filter's and the form's choices. */
  outlets: ZonedOutlet[];
  /** The clock of coupons for every outlet (and of any outlet not in `outlets`). */
  tenantTimeZone: string;
  /** The outlet whose coupons are shown (its own and the tenant-wide ones); null: all. */
  outletId: number | null;
  onOutletChange: (outletId: number | null) => void;
  catalogue: CouponCatalogue;
};

/** Issue 10: the coupons managers and owners create, edit, disable and enable, and whom they served. */
export function CouponsManager({ outlets, tenantTimeZone, outletId, onOutletChange, catalogue }: CouponsManagerProps) {
  // Issue 17: a coupon's times are on the clock of the outlet it applies at, whatever the device's.
  const zoneOf = (restaurantId: number | null) => outlets.find((outlet) => outlet.id === restaurantId)?.timezone ?? tenantTimeZone;
  const coupons = useCoupons(outletId);
  const change = useChangeCoupon();
  // Its own mutation, so a refused disable toasts and never shows at an open form.
  const toggle = useChangeCoupon();
  const [editing, setEditing] = useState<ConsoleCoupon | 'new' | null>(null);
  const [showingUses, setShowingUses] = useState<ConsoleCoupon | null>(null);

  const open = (next: ConsoleCoupon | 'new') => {
    change.reset();
    setEditing(next);
  };
  const save = (coupon: CouponRequest) =>
    change.mutate(editing === 'new' || editing === null ? { coupon } : { id: editing.id, coupon }, {
      onSuccess: (saved) => {
        setEditing(null);
        notify({ kind: 'success', title: `Coupon ${saved.code ?? saved.name} saved` });
      },
    });
  const toggleDisabled = (coupon: ConsoleCoupon) =>
    toggle.mutate(
      { id: coupon.id, action: coupon.disabled ? 'enable' : 'disable' },
      {
        onSuccess: (saved) => notify({ kind: 'success', title: `${saved.code ?? saved.name} ${saved.disabled ? 'disabled' : 'enabled'}` }),
        onError: (error) => notify({ kind: 'error', title: `${coupon.code ?? coupon.name} was not changed`, message: messageOf(error) }),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Show coupons for"
          value={outletId === null ? '' : String(outletId)}
          options={[{ value: '', label: 'All my outlets' }, ...outlets.map(({ id, name }) => ({ value: String(id), label: name }))]}
          onChange={(value) => onOutletChange(value ? Number(value) : null)}
          className="min-w-60"
        />
        {editing === null && (
          <Button onClick={() => open('new')} className="ml-auto min-h-12 text-base">
            New coupon
          </Button>
        )}
      </div>
      {editing !== null && (
        <CouponForm
          key={editing === 'new' ? 'new' : editing.id}
          title={editing === 'new' ? 'New coupon' : `Edit ${editing.code ?? editing.name}`}
          initial={editing === 'new' ? emptyCoupon(outletId) : couponToValues(editing, zoneOf(editing.restaurant_id))}
          outlets={outlets}
          zoneOf={zoneOf}
          catalogue={catalogue}
          busy={change.isPending}
          error={change.error ? messageOf(change.error) : null}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
      {coupons.isPending && <p role="status">Loading coupons…</p>}
      {coupons.isError && <FormAlert>{messageOf(coupons.error)}</FormAlert>}
      {coupons.data && (
        <CouponList
          coupons={coupons.data}
          outlets={outlets}
          zoneOf={zoneOf}
          busy={toggle.isPending}
          onEdit={open}
          onToggleDisabled={toggleDisabled}
          onShowUses={setShowingUses}
        />
      )}
      <Dialog
        open={showingUses !== null}
        onOpenChange={(next) => !next && setShowingUses(null)}
        title={`Uses of ${showingUses?.code ?? showingUses?.name ?? ''}`}
        className="max-w-3xl"
      >
        {showingUses && <CouponUses couponId={showingUses.id} outlets={outlets} timeZone={zoneOf(showingUses.restaurant_id)} />}
      </Dialog>
    </div>
  );
}
