import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { NoticePanel } from '@/components/ui/notice-panel';
import { useOrders } from '../api/get-orders';
import { OrderSummaryCard } from './order-summary-card';

/** ?page=N in the address, so Back and a shared link keep the page; anything else is page 1. */
function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** /order-history: the logged-in diner's orders, newest first, ten to a page, each with Reorder. */
export function OrderHistory({ onReordered }: { onReordered: () => void }) {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const { data, isError, isFetching, isPlaceholderData, refetch } = useOrders(page);

  if (!data) {
    if (isError) return <LoadErrorNotice what="your orders" isRetrying={isFetching} onRetry={() => void refetch()} />;
    return <p role="status">Loading your orders…</p>;
  }
  if (data.total === 0) {
    return (
      <NoticePanel
        action={
          <Link to="/menu" className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-dark">
            Browse the menu
          </Link>
        }
      >
        <p className="font-semibold">You haven’t ordered yet.</p>
        <p className="text-sm opacity-80">Your orders will appear here once you’ve placed one.</p>
      </NoticePanel>
    );
  }

  const pages = Math.ceil(data.total / data.per_page);
  // A page past the last (an old link) offers the way back to the last one.
  const goTo = (next: number) => setParams(next <= 1 ? {} : { page: String(Math.min(next, pages)) });
  return (
    <div className="flex flex-col gap-6">
      <ul aria-busy={isPlaceholderData} className={`flex flex-col gap-4 ${isPlaceholderData ? 'opacity-70' : ''}`}>
        {data.orders.map((order) => (
          <li key={order.id}>
            <OrderSummaryCard order={order} onReordered={onReordered} />
          </li>
        ))}
      </ul>
      {data.orders.length === 0 && <p>There are no orders on this page.</p>}
      {(pages > 1 || page > 1) && (
        <nav aria-label="Order history pages" className="flex items-center justify-between gap-3">
          <Button variant="secondary" onClick={() => goTo(page - 1)} disabled={page <= 1}>
            Previous
          </Button>
          <p className="text-sm">
            Page {page} of {pages}
          </p>
          <Button variant="secondary" onClick={() => goTo(page + 1)} disabled={page >= pages}>
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
