import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { isLoggedIn, useIdentityStore } from '@/lib/identity-store';
import { isOrderNotFound } from '@/lib/get-order';
import { OrderNotFound } from './order-not-found';

type OrderUnavailableProps = {
  /** Why the order's read failed. */
  error: Error | null;
  isRetrying: boolean;
  onRetry: () => void;
};

/** An order that cannot be shown: not this diner's or none (the API answers 404 alike), or a failed read to try again. */
export function OrderUnavailable({ error, isRetrying, onRetry }: OrderUnavailableProps) {
  const loggedIn = useIdentityStore(isLoggedIn);
  if (isOrderNotFound(error)) return <OrderNotFound loggedIn={loggedIn} />;
  return <LoadErrorNotice what="this order" isRetrying={isRetrying} onRetry={onRetry} />;
}
