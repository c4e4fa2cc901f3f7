import type { GiftCardLedgerEntry } from '@crust/contract/console-gift-cards';
import { formatCents } from '@crust/contract/prices';
import { Link } from 'react-router';
import { DataTable, type Column } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/zoned-time';
import { actorLabel, LEDGER_KIND_LABELS, signedMoney } from '../gift-card-format';

type GiftCardLedgerProps = {
  ledger: GiftCardLedgerEntry[];
  timeZone: string;
  /** Where an order's ticket is, in the console (at the outlet it was placed). */
  orderPath: (outletId: number, orderId: string) => string;
};

function OrderCell({ entry, orderPath }: { entry: GiftCardLedgerEntry; orderPath: GiftCardLedgerProps['orderPath'] }) {
  if (entry.order_id === null) return '—';
  const label = entry.order_number === null ? 'Order' : `#${entry.order_number}`;
  if (entry.restaurant === null) return label;
  return (
    <Link to={orderPath(entry.restaurant.id, entry.order_id)} className="inline-flex min-h-11 items-center underline">
      {label}
    </Link>
  );
}

/** Issue 21: every change to a card's balance, as its append-only ledger holds them, on the tenant's clock. */
export function GiftCardLedger({ ledger, timeZone, orderPath }: GiftCardLedgerProps) {
  const columns: Column<GiftCardLedgerEntry>[] = [
    { header: 'When', cell: (entry) => <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, timeZone)}</time>, className: 'whitespace-nowrap' },
    { header: 'What', rowHeader: true, cell: (entry) => LEDGER_KIND_LABELS[entry.kind] },
    { header: 'Amount', align: 'end', cell: (entry) => signedMoney(entry.amount) },
    { header: 'Balance after', align: 'end', cell: (entry) => formatCents(entry.balance_after) },
    { header: 'Order', cell: (entry) => <OrderCell entry={entry} orderPath={orderPath} /> },
    { header: 'Outlet', cell: (entry) => entry.restaurant?.name ?? '—' },
    { header: 'Who', cell: actorLabel },
    { header: 'Reason', cell: (entry) => entry.reason ?? '—' },
  ];
  if (ledger.length === 0) return <p>Nothing has changed this card yet.</p>;
  return (
    <div className="overflow-x-auto">
      <DataTable caption={`Ledger (times in ${timeZone})`} showCaption columns={columns} rows={ledger} rowKey={(entry) => entry.id} className="min-w-[52rem]" />
    </div>
  );
}
