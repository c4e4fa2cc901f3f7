// Issue 10: where the console's pages are, for links between them.

export const CONSOLE_HOME = '/console';
export const SIGN_IN_PATH = '/console/sign-in';
export const boardPath = (outletId: number) => `/console/outlets/${outletId}/board`;
export const ticketPath = (outletId: number, orderId: string) => `/console/outlets/${outletId}/orders/${encodeURIComponent(orderId)}/ticket`;
export const siteConfigPath = (outletId: number) => `/console/outlets/${outletId}/site-config`;
export const summaryPath = (outletId: number) => `/console/outlets/${outletId}/summary`;
export const STAFF_PATH = '/console/staff';
export const AUDIT_PATH = '/console/audit';
export const stockPath = (outletId: number) => `/console/outlets/${outletId}/stock`;
export const rulesPath = (outletId: number) => `/console/outlets/${outletId}/rules`;
export const COUPONS_PATH = '/console/coupons';
export const OUTLETS_PATH = '/console/outlets';
export const outletProfilePath = (outletId: number) => `/console/outlets/${outletId}/profile`;
export const MENU_PATH = '/console/menu';
/** A new product, filed under `categoryId` when given. */
export const newProductPath = (categoryId?: number) => `/console/menu/products/new${categoryId === undefined ? '' : `?category=${categoryId}`}`;
export const productPath = (productId: number) => `/console/menu/products/${productId}`;

// Issue 19: an outlet's products, prices and dayparts, its deals; the business's modifier groups and sizes.
export const outletMenuPath = (outletId: number) => `/console/outlets/${outletId}/menu`;
export const outletDealsPath = (outletId: number) => `/console/outlets/${outletId}/deals`;
export const MODIFIER_GROUPS_PATH = '/console/menu/modifier-groups';
export const SIZES_PATH = '/console/menu/sizes';

// Issue 21: gift cards (owners and managers): found, issued, adjusted and voided; their liability.
export const GIFT_CARDS_PATH = '/console/gift-cards';
/** The cards found by `search` (kept in the address, so going back to the list finds them again). */
export const giftCardsSearchPath = (search: string) => `${GIFT_CARDS_PATH}?search=${encodeURIComponent(search)}`;
export const giftCardPath = (cardId: number) => `/console/gift-cards/${cardId}`;
export const GIFT_CARD_REPORT_PATH = '/console/gift-cards/report';

/** Only a console page may follow sign-in: `next` never leads off the console. */
export const safeConsoleNext = (next: string | null) => (next && next.startsWith('/console/') && !next.startsWith('//') ? next : CONSOLE_HOME);
