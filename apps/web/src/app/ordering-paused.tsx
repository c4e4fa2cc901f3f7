import { Link } from 'react-router';
import { NoticePanel } from '@/components/ui/notice-panel';
import { ONLINE_ORDERING_OFF_TEXT, ONLINE_ORDERING_OFF_TITLE } from '@/features/settings/online-ordering-wording';
import { useConfigStore } from '@/lib/config-store';
import { useOutlet } from './use-outlet';

/**
 * Whether checkout can take no order at all: online ordering is off, and no later slot is offered
 * (issue 18 point 7: a timed pause still takes orders for slots from its end on).
 */
export function useOrderingPaused(): boolean {
  const isPaused = useConfigStore((state) => state.webSettings?.is_online_order_enabled === 0);
  const { state } = useOutlet();
  return isPaused && !state?.later_slots.length;
}

/** Checkout while the outlet's online ordering is off (issue 9): said at the start, not as a failure at the end. */
export function OrderingPaused() {
  return (
    <NoticePanel
      action={
        <Link to="/menu" className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-dark">
          Browse the menu
        </Link>
      }
    >
      <p className="font-semibold">{ONLINE_ORDERING_OFF_TITLE}</p>
      <p className="text-sm">{ONLINE_ORDERING_OFF_TEXT}</p>
      <p className="text-sm">Ordering is paused: your cart is kept for when it opens again.</p>
    </NoticePanel>
  );
}
