import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { messageOf } from '@/lib/use-submit';
import { useCouponUses, USES_PER_PAGE } from '../api/coupons-api';
import { formatUseTime } from '../coupon-format';
import type { Named } from './coupon-fields';

/** A coupon's uses, newest first, a page at a time (only orders at the person's outlets). */
export function CouponUses({ couponId, outlets }: { couponId: number; outlets: Named[] }) {
  const [page, setPage] = useState(1);
  const uses = useCouponUses(couponId, page);
  if (uses.isPending) return <p role="status">Loading uses…</p>;
  if (uses.isError) return <FormAlert>{messageOf(uses.error)}</FormAlert>;
  const { total } = uses.data;
  const pages = Math.max(1, Math.ceil(total / USES_PER_PAGE));
  const outletName = (id: number | null) => outlets.find((outlet) => outlet.id === id)?.name ?? (id === null ? '—' : `#${id}`);

  if (total === 0) return <p>Not used yet.</p>;
  return (
    <div className="flex flex-col gap-3">
      <div className="max-h-[60dvh] overflow-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Uses, newest first</caption>
          <thead>
            <tr className="border-b border-black/10">
              <th scope="col" className="py-2 pr-3">
                When
              </th>
              <th scope="col" className="py-2 pr-3">
                Order
              </th>
              <th scope="col" className="py-2 pr-3">
                Outlet
              </th>
              <th scope="col" className="py-2">
                Customer
              </th>
            </tr>
          </thead>
          <tbody>
            {uses.data.uses.map((use, index) => (
              <tr key={`${use.order_id ?? 'none'}-${index}`} className="border-b border-black/5">
                <td className="py-2 pr-3">{formatUseTime(use.used_at)}</td>
                <td className="py-2 pr-3">{use.order_number === null ? '—' : `#${use.order_number}`}</td>
                <td className="py-2 pr-3">{outletName(use.restaurant_id)}</td>
                <td className="py-2">{[use.customer_email, use.customer_phone].filter(Boolean).join(' · ') || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="Pages of uses" className="flex items-center gap-3">
        <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)} className="min-h-12">
          Newer
        </Button>
        <span role="status">
          Page {page} of {pages} · {total} {total === 1 ? 'use' : 'uses'}
        </span>
        <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)} className="min-h-12">
          Older
        </Button>
      </nav>
    </div>
  );
}
