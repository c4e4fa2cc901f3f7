import { notify } from '@/components/ui/notify';

// Spec §8's wishlist toasts, word for word, in one place.

export const wishlistToasts = {
  loginToAdd: { title: 'Please log in', message: 'You need to be logged in to add items to your wishlist.', kind: 'warning' },
  loginToClear: { title: 'Please log in', message: 'You need to be logged in to clear your wishlist.', kind: 'warning' },
  added: { title: 'Added to wishlist', kind: 'success' },
  removed: { title: 'Removed from wishlist', kind: 'success' },
  cleared: { title: 'Wishlist cleared', kind: 'success' },
  addFailed: { title: 'Failed to add item', message: 'There was an error adding this item to your wishlist.', kind: 'error' },
  removeFailed: { title: 'Failed to remove item', kind: 'error' },
  clearFailed: { title: 'Failed to clear wishlist', kind: 'error' },
} as const satisfies Record<string, Parameters<typeof notify>[0]>;

export type WishlistToast = keyof typeof wishlistToasts;

export const notifyWishlist = (toast: WishlistToast) => notify(wishlistToasts[toast]);
