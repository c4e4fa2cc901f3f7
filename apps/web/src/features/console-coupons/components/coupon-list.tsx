import type { ConsoleCoupon } from '@crust/contract/console-coupons';
import { formatCents } from '@crust/contract/prices';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { useNow } from '@/lib/use-now';
import { couponState, describeLimits, describeUses, describeValidity, describeValue } from '../coupon-format';
import type { Named } from './coupon-fields';

type CouponListProps = {
  coupons: ConsoleCoupon[];
  outlets: Named[];
  /** The clock of a coupon's times: its outlet's, or the tenant's for one that applies everywhere. */
  zoneOf: (restaurantId: number | null) => string;
  busy: boolean;
  onEdit: (coupon: ConsoleCoupon) => void;
  onToggleDisabled: (coupon: ConsoleCoupon) => void;
  onShowUses: (coupon: ConsoleCoupon) => void;
};

function CouponActions({
  coupon,
  busy,
  onEdit,
  onToggleDisabled,
  onShowUses,
}: { coupon: ConsoleCoupon } & Omit<CouponListProps, 'coupons' | 'outlets' | 'zoneOf'>) {
  const label = coupon.code ?? coupon.name;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => onEdit(coupon)} aria-label={`Edit ${label}`} className="min-h-11">
        Edit
      </Button>
      <Button
        variant="secondary"
        disabled={busy}
        onClick={() => onToggleDisabled(coupon)}
        aria-label={`${coupon.disabled ? 'Enable' : 'Disable'} ${label}`}
        className="min-h-11"
      >
        {coupon.disabled ? 'Enable' : 'Disable'}
      </Button>
      <Button variant="secondary" onClick={() => onShowUses(coupon)} aria-label={`Uses of ${label}`} className="min-h-11">
        Uses
      </Button>
    </div>
  );
}

/** The coupons, one row each: what it gives, when, how often, how often used and what is left, and its state now. */
export function CouponList({ coupons, outlets, zoneOf, busy, onEdit, onToggleDisabled, onShowUses }: CouponListProps) {
  // A coupon expires or starts while the page is open: its state follows the clock.
  const now = useNow(60_000);
  if (coupons.length === 0) return <p>No coupons yet.</p>;
  const outletName = (id: number | null) => (id === null ? 'Every outlet' : (outlets.find((outlet) => outlet.id === id)?.name ?? `Outlet #${id}`));
  const columns: Column<ConsoleCoupon>[] = [
    {
      header: 'Code',
      rowHeader: true,
      cell: (coupon) => (coupon.code === null ? <span className="italic">Automatic</span> : <span className="font-mono font-semibold">{coupon.code}</span>),
    },
    {
      header: 'Coupon',
      cell: (coupon) => (
        <>
          <span className="block font-semibold">{coupon.name}</span>
          {describeValue(coupon)}
          {coupon.min_order > 0 && ` · orders from ${formatCents(coupon.min_order)}`}
          <span className="block text-text/75">{outletName(coupon.restaurant_id)}</span>
          {/* Issue 18 point 12: what diners see on /deals (automatic offers are always listed there). */}
          {coupon.code !== null && coupon.is_public && <span className="block text-text/75">Shown on the Deals page</span>}
        </>
      ),
    },
    { header: 'Valid', cell: (coupon) => describeValidity(coupon, zoneOf(coupon.restaurant_id)) },
    { header: 'Limits', cell: describeLimits },
    { header: 'Used', align: 'end', cell: describeUses },
    { header: 'Status', cell: (coupon) => couponState(coupon, now) },
    {
      header: 'Actions',
      cell: (coupon) => <CouponActions coupon={coupon} busy={busy} onEdit={onEdit} onToggleDisabled={onToggleDisabled} onShowUses={onShowUses} />,
    },
  ];

  return (
    <div className="overflow-x-auto">
      <DataTable
        caption="Coupons"
        columns={columns}
        rows={coupons}
        rowKey={(coupon) => coupon.id}
        rowClassName={(coupon) => (couponState(coupon, now) === 'Active' ? '' : 'text-text/60')}
        className="min-w-[56rem]"
      />
    </div>
  );
}
