import { Link } from 'react-router';
import { NoticePanel } from '@/components/ui/notice-panel';

/**
 * A link to an order that is not this diner's, or no longer exists: the API answers 404 alike, so the
 * page says so plainly (not the app's error page) and offers ways on.
 */
export function OrderNotFound({ loggedIn }: { loggedIn: boolean }) {
  return (
    <NoticePanel
      role="alert"
      action={
        <Link to="/menu" className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-dark">
          Browse the menu
        </Link>
      }
    >
      <h2 className="text-lg font-semibold">We couldn’t find this order</h2>
      <p className="text-sm opacity-80">
        An order shows only to whoever placed it, on the account or the device it was placed with.{' '}
        {loggedIn ? (
          <Link to="/order-history" className="font-medium underline">
            See your orders
          </Link>
        ) : (
          <>
            {/* Issue 18 point 11: a guest opening the order mail's link on another device finds it here. */}
            <Link to="/order-lookup" className="font-medium underline">
              Find your order with its number and email
            </Link>{' '}
            or{' '}
            <Link to="/login" className="font-medium underline">
              log in to see your orders
            </Link>
          </>
        )}
      </p>
    </NoticePanel>
  );
}
