import type { ConsoleCoupon, CouponRequest } from '@crust/contract/console-coupons';
import { centsToDollarsText, parseDollars } from '@/lib/money-input';

// A coupon as its form holds it (text; money in dollars; times in the browser's zone) and as the API
// takes it (cents, instants). The checks are console-coupons.ts's, repeated because the browser does
// not load zod (decision 001); the server checks again and its 400 shows at the form.

export type CouponKind = CouponRequest['kind'];
export type CouponScope = CouponRequest['scope'];
export type CouponPayment = CouponRequest['payment'];

export const KIND_LABELS: Record<CouponKind, string> = { percent: 'Percent off', fixed: 'Amount off', buy_x_get_y: 'Buy X, get Y free' };
export const SCOPE_LABELS: Record<CouponScope, string> = { order: 'The whole order', categories: 'Some categories', products: 'Some products' };
export const PAYMENT_LABELS: Record<CouponPayment, string> = { any: 'Any payment', online: 'Paid online', cash_on_delivery: 'Cash on delivery' };

export type CouponFormValues = {
  /** Blank: an automatic coupon. */
  code: string;
  name: string;
  kind: CouponKind;
  /** Percent for `percent`, dollars for `fixed`; unused for `buy_x_get_y`. */
  value: string;
  scope: CouponScope;
  category_ids: number[];
  product_ids: number[];
  /** Dollars. */
  min_order: string;
  /** datetime-local text, blank for none. */
  valid_from: string;
  valid_until: string;
  /** Blank: no limit. */
  usage_limit_total: string;
  usage_limit_per_customer: string;
  payment: CouponPayment;
  buy_quantity: string;
  get_quantity: string;
  /** A product id, or blank. */
  free_product_id: string;
  /** An outlet id, or blank for every outlet. */
  restaurant_id: string;
};

export type CouponFormErrors = Partial<Record<keyof CouponFormValues, string>>;

const CODE = /^[A-Z0-9-]{2,32}$/;
const MONEY_MAX_CENTS = 10_000_000;
const LIMIT_MAX = 100_000;
const QUANTITY_MAX = 100;

export const emptyCoupon = (outletId: number | null): CouponFormValues => ({
  code: '',
  name: '',
  kind: 'percent',
  value: '',
  scope: 'order',
  category_ids: [],
  product_ids: [],
  min_order: '0.00',
  valid_from: '',
  valid_until: '',
  usage_limit_total: '',
  usage_limit_per_customer: '',
  payment: 'any',
  buy_quantity: '',
  get_quantity: '',
  free_product_id: '',
  restaurant_id: outletId === null ? '' : String(outletId),
});

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local field shows it, in the browser's zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

const text = (n: number | null) => (n === null ? '' : String(n));

export const couponToValues = (coupon: ConsoleCoupon): CouponFormValues => ({
  code: coupon.code ?? '',
  name: coupon.name,
  kind: coupon.kind,
  value: coupon.kind === 'fixed' ? centsToDollarsText(coupon.value) : coupon.kind === 'percent' ? String(coupon.value) : '',
  scope: coupon.scope,
  category_ids: coupon.category_ids,
  product_ids: coupon.product_ids,
  min_order: centsToDollarsText(coupon.min_order),
  valid_from: toLocalInput(coupon.valid_from),
  valid_until: toLocalInput(coupon.valid_until),
  usage_limit_total: text(coupon.usage_limit_total),
  usage_limit_per_customer: text(coupon.usage_limit_per_customer),
  payment: coupon.payment,
  buy_quantity: coupon.kind === 'buy_x_get_y' ? String(coupon.buy_quantity) : '',
  get_quantity: coupon.kind === 'buy_x_get_y' ? String(coupon.get_quantity) : '',
  free_product_id: text(coupon.free_product_id),
  restaurant_id: text(coupon.restaurant_id),
});

/** A whole number from `min` to `max`, else null. */
function whole(value: string, min: number, max: number): number | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const number = Number(trimmed);
  return number >= min && number <= max ? number : null;
}

/** A datetime-local text as an instant, null when blank, undefined when not a time. */
function instant(value: string): string | null | undefined {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** The request to send, or the message to show under each field that is not right. */
export function couponRequest(values: CouponFormValues): { request: CouponRequest } | { errors: CouponFormErrors } {
  const errors: CouponFormErrors = {};
  const problem = (field: keyof CouponFormValues, message: string) => {
    errors[field] ??= message;
  };

  const code = values.code.trim().toUpperCase();
  if (code && !CODE.test(code)) problem('code', 'A coupon code is 2 to 32 letters, digits or dashes.');
  const name = values.name.trim();
  if (!name) problem('name', 'Name the coupon.');
  if (name.length > 100) problem('name', 'At most 100 characters.');

  let value = 0;
  if (values.kind === 'percent') {
    const percent = whole(values.value, 1, 100);
    if (percent === null) problem('value', 'A percent coupon takes 1 to 100 percent off.');
    else value = percent;
  }
  if (values.kind === 'fixed') {
    const cents = parseDollars(values.value);
    if (cents === null || cents < 1 || cents > MONEY_MAX_CENTS) problem('value', 'Enter the amount off in dollars, at least $0.01.');
    else value = cents;
  }
  const buyXGetY = values.kind === 'buy_x_get_y';
  const buy = buyXGetY ? whole(values.buy_quantity, 1, QUANTITY_MAX) : 0;
  const get = buyXGetY ? whole(values.get_quantity, 1, QUANTITY_MAX) : 0;
  if (buy === null) problem('buy_quantity', `Buy 1 to ${QUANTITY_MAX} items.`);
  if (get === null) problem('get_quantity', `Give 1 to ${QUANTITY_MAX} items.`);
  const freeProduct = buyXGetY && values.free_product_id ? Number(values.free_product_id) : null;
  if (buyXGetY && freeProduct === null) problem('free_product_id', 'Choose the product given away.');

  if (values.scope === 'categories' && values.category_ids.length === 0) problem('category_ids', 'Choose the categories it applies to.');
  if (values.scope === 'products' && values.product_ids.length === 0) problem('product_ids', 'Choose the products it applies to.');

  const minOrder = values.min_order.trim() ? parseDollars(values.min_order) : 0;
  if (minOrder === null || minOrder > MONEY_MAX_CENTS) problem('min_order', 'Enter an amount in dollars, e.g. 30 or 29.50.');

  const validFrom = instant(values.valid_from);
  const validUntil = instant(values.valid_until);
  if (validFrom === undefined) problem('valid_from', 'Enter a date and time.');
  if (validUntil === undefined) problem('valid_until', 'Enter a date and time.');
  if (validFrom && validUntil && validUntil <= validFrom) problem('valid_until', 'The end must be after the start.');

  const limit = (field: 'usage_limit_total' | 'usage_limit_per_customer') => {
    if (!values[field].trim()) return null;
    const count = whole(values[field], 1, LIMIT_MAX);
    if (count === null) problem(field, `Blank for no limit, or 1 to ${LIMIT_MAX.toLocaleString('en-AU')}.`);
    return count;
  };
  const usageLimitTotal = limit('usage_limit_total');
  const usageLimitPerCustomer = limit('usage_limit_per_customer');

  if (Object.keys(errors).length > 0) return { errors };
  return {
    request: {
      code: code || null,
      name,
      kind: values.kind,
      value,
      scope: values.scope,
      category_ids: values.scope === 'categories' ? values.category_ids : [],
      product_ids: values.scope === 'products' ? values.product_ids : [],
      min_order: minOrder ?? 0,
      valid_from: validFrom ?? null,
      valid_until: validUntil ?? null,
      usage_limit_total: usageLimitTotal,
      usage_limit_per_customer: usageLimitPerCustomer,
      payment: values.payment,
      buy_quantity: buy ?? 0,
      get_quantity: get ?? 0,
      free_product_id: freeProduct,
      restaurant_id: values.restaurant_id ? Number(values.restaurant_id) : null,
    },
  };
}
