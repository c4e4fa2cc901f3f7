import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { WishlistItem } from '@crust/contract/wishlist';
import { formatCents } from '@crust/contract/prices';
import { Button } from '@/components/ui/button';
import { FallbackImage } from '@/components/ui/fallback-image';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { useClearWishlist, useRemoveFromWishlist, useWishlist } from '../use-wishlist';

type FavoritesListProps = {
  /** What each item offers to do with the cart (the app composes it: this feature knows no cart). */
  cartAction: (item: WishlistItem) => ReactNode;
};

/** /favorites: the diner's saved items with their price, Add to cart, Remove, and Clear all. */
export function FavoritesList({ cartAction }: FavoritesListProps) {
  const { data, isPending, isError, isFetching, refetch } = useWishlist();
  const remove = useRemoveFromWishlist();
  const clear = useClearWishlist();
  const [confirming, setConfirming] = useState(false);

  if (isPending) return <p role="status">Loading your favourites…</p>;
  if (isError) return <LoadErrorNotice what="your favourites" isRetrying={isFetching} onRetry={() => void refetch()} />;
  if (data.length === 0) {
    return (
      <p>
        No favourites yet. Tap the heart on a dish in{' '}
        <Link to="/menu" className="font-medium text-primary underline">
          the menu
        </Link>{' '}
        to save it here.
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <ul className="flex flex-col gap-4">
        {data.map((item) => (
          <li key={item.id} className="flex gap-4 rounded-xl border border-black/10 p-4">
            <FallbackImage
              src={item.image}
              srcset={item.srcset}
              sizes="96px"
              alt=""
              width={96}
              height={96}
              className="size-24 shrink-0 rounded-lg object-cover"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <h2 className="font-semibold">{item.name}</h2>
              <p className="text-sm text-text/75">{item.category}</p>
              <p className="font-bold tabular-nums">{formatCents(item.price)}</p>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                {cartAction(item)}
                <Button variant="ghost" onClick={() => remove.mutate(item.id)} aria-label={`Remove ${item.name} from favourites`}>
                  Remove
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {confirming ? (
        <div role="group" aria-label="Clear all favourites?" className="flex flex-wrap items-center gap-3">
          <p className="font-medium">Remove all {data.length} favourites?</p>
          <Button
            onClick={() => {
              setConfirming(false);
              clear();
            }}
          >
            Yes, clear all
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep them
          </Button>
        </div>
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => setConfirming(true)}>
          Clear all
        </Button>
      )}
    </div>
  );
}
