import type { ConsoleCoupon } from '@crust/contract/console-coupons';
import { formatCents } from '@crust/contract/prices';
import { Button } from '@/components/ui/button';
import { describeLimits, describeValidity, describeValue } from '../coupon-format';
import type { Named } from './coupon-fields';

type CouponListProps = {
  coupons: ConsoleCoupon[];
  outlets: Named[];
  busy: boolean;
  onEdit: (coupon: ConsoleCoupon) => void;
  onToggleDisabled: (coupon: ConsoleCoupon) => void;
  onShowUses: (coupon: ConsoleCoupon) => void;
};

const cell = 'px-2 py-2 align-top';

/** The coupons, one row each: what it gives, when, how often, how often used, and whether it is on. */
export function CouponList({ coupons, outlets, busy, onEdit, onToggleDisabled, onShowUses }: CouponListProps) {
  if (coupons.length === 0) return <p>No coupons yet.</p>;
  const outletName = (id: number | null) => (id === null ? 'Every outlet' : (outlets.find((outlet) => outlet.id === id)?.name ?? `Outlet #${id}`));
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">Coupons</caption>
        <thead>
          <tr className="border-b-2 border-black/10">
            {['Code', 'Coupon', 'Valid', 'Limits', 'Used', 'Status', 'Actions'].map((heading) => (
              <th key={heading} scope="col" className={cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {coupons.map((coupon) => {
            const label = coupon.code ?? coupon.name;
            return (
              <tr key={coupon.id} className={`border-b border-black/5 ${coupon.disabled ? 'text-text/60' : ''}`}>
                <th scope="row" className={`${cell} font-mono font-semibold`}>
                  {coupon.code ?? <span className="font-sans font-normal italic">Automatic</span>}
                </th>
                <td className={cell}>
                  <span className="block font-semibold">{coupon.name}</span>
                  {describeValue(coupon)}
                  {coupon.min_order > 0 && ` · orders from ${formatCents(coupon.min_order)}`}
                  <span className="block text-text/75">{outletName(coupon.restaurant_id)}</span>
                </td>
                <td className={cell}>{describeValidity(coupon)}</td>
                <td className={cell}>{describeLimits(coupon)}</td>
                <td className={`${cell} tabular-nums`}>{coupon.used_count}</td>
                <td className={cell}>{coupon.disabled ? 'Disabled' : 'Active'}</td>
                <td className={cell}>
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
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
