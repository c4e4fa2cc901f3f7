// Issue 18 point 11: /checkout/success names its order in its address, so a reload, a payment method
// that left the page (Stripe's redirects come back to it) or a shared tab shows that order again,
// read from the server for its owner. The order's id says nothing without the owner's session.

/** The thank-you page's address for an order. */
export const successPath = (orderId: string): string => `/checkout/success?${new URLSearchParams({ order: orderId })}`;
