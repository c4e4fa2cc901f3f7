/**
 * The storefront's pages (spec §2's routes table), as React Router patterns: the web router has a
 * route for each and the server answers any other path with the not-found page and HTTP 404
 * (issue 18 point 16), so a search engine or a link checker learns that the page does not exist.
 * Zod-free: the server imports it at start and the web router's test checks it against the routes.
 */
export const storefrontPagePatterns = [
  '/',
  '/menu',
  '/instore-menu',
  '/dine-in-menu',
  '/contact',
  '/deals',
  '/login',
  '/signup',
  '/profile',
  '/checkout',
  '/checkout/payment',
  '/checkout/success',
  '/order-confirmation/:orderId',
  '/order-lookup',
  '/terms',
  '/privacy',
  '/refund-policy',
  '/forgot-password',
  '/otp-verification',
  '/order-history',
  '/favorites',
  '/gift-cards',
  '/loyalty-points',
  '/reservations',
  '/table-reservation',
  '/table-reservation/confirm',
  '/table-reservation/success',
  '/error',
] as const;

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

const patternSegments = storefrontPagePatterns.map(segmentsOf);

/**
 * Whether `pathname` (no query string) is one of the storefront's pages, as React Router matches it:
 * case-insensitively, a trailing slash ignored, `:param` standing for one non-empty segment.
 */
export function isStorefrontPage(pathname: string): boolean {
  const segments = segmentsOf(pathname.toLowerCase());
  return patternSegments.some(
    (pattern) => pattern.length === segments.length && pattern.every((part, index) => part.startsWith(':') || part === segments[index]),
  );
}
