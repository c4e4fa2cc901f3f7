import { Link } from 'react-router';
import { NoticePanel } from '@/components/ui/notice-panel';
import { ONLINE_ORDERING_OFF_TEXT, ONLINE_ORDERING_OFF_TITLE } from '@/features/settings/online-ordering-wording';

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
