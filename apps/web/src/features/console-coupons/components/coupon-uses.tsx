import { useState } from 'react';
import type { CouponUse } from '@crust/contract/console-coupons';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { messageOf } from '@/lib/use-submit';
import { formatDateTime } from '@/lib/zoned-time';
import { useCouponUses, USES_PER_PAGE } from '../api/coupons-api';
import type { Named } from './coupon-fields';

/** A coupon's uses, newest first, a page at a time (only orders at the person's outlets), on the coupon's clock (`timeZone`). */
export function CouponUses({ couponId, outlets, timeZone }: { couponId: number; outlets: Named[]; timeZone: string }) {
  const [page, setPage] = useState(1);
  const uses = useCouponUses(couponId, page);
  if (uses.isPending) return <p role="status">Loading uses…</p>;
  if (uses.isError) return <FormAlert>{messageOf(uses.error)}</FormAlert>;
  const { total } = uses.data;
  if (total === 0) return <p>Not used yet.</p>;
  const pages = Math.max(1, Math.ceil(total / USES_PER_PAGE));
  const outletName = (id: number | null) => outlets.find((outlet) => outlet.id === id)?.name ?? (id === null ? '—' : `#${id}`);
  const columns: Column<CouponUse>[] = [
    { header: 'When', cell: (use) => formatDateTime(use.used_at, timeZone) },
    { header: 'Order', cell: (use) => (use.order_number === null ? '—' : `#${use.order_number}`) },
    { header: 'Outlet', cell: (use) => outletName(use.restaurant_id) },
    { header: 'Customer', cell: (use) => [use.customer_email, use.customer_phone].filter(Boolean).join(' · ') || '—' },
  ];

  return (
    <div className="flex flex-col gap-3">
      <div className="max-h-[60dvh] overflow-auto">
        <DataTable caption="Uses, newest first" columns={columns} rows={uses.data.uses} rowKey={(use, index) => `${use.order_id ?? 'none'}-${index}`} />
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
