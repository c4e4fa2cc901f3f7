import { couponRequestSchema, type ConsoleCoupon, type CouponRequest } from '@crust/contract/console-coupons';
import { centsOf, centsToDollarsText, moneyWording } from '@/lib/money-input';
import { checkWithSchema, wholeNumberOf, type IssueWording } from '@/lib/schema-check';
import type { Checked } from '@/lib/use-checked-form';
import { fromZonedInput, toZonedInput } from '@/lib/zoned-time';

// A coupon as its form holds it (text; money in dollars; times on the clock of the outlet it applies
// at) and as the API takes it (cents, instants), checked with console-coupons.ts's own schema (issue
// 17); the server checks again and its 400 shows at the form.

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
  /** Listed on the storefront's /deals (issue 18 point 12). */
  is_public: boolean;
};

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
  is_public: false,
});

const text = (n: number | null) => (n === null ? '' : String(n));

/** The coupon's values for its form, its validity on `timeZone`'s clock (the outlet it applies at). */
export const couponToValues = (coupon: ConsoleCoupon, timeZone: string): CouponFormValues => ({
  code: coupon.code ?? '',
  name: coupon.name,
  kind: coupon.kind,
  value: coupon.kind === 'fixed' ? centsToDollarsText(coupon.value) : coupon.kind === 'percent' ? String(coupon.value) : '',
  scope: coupon.scope,
  category_ids: coupon.category_ids,
  product_ids: coupon.product_ids,
  min_order: centsToDollarsText(coupon.min_order),
  valid_from: coupon.valid_from ? toZonedInput(coupon.valid_from, timeZone) : '',
  valid_until: coupon.valid_until ? toZonedInput(coupon.valid_until, timeZone) : '',
  usage_limit_total: text(coupon.usage_limit_total),
  usage_limit_per_customer: text(coupon.usage_limit_per_customer),
  payment: coupon.payment,
  buy_quantity: coupon.kind === 'buy_x_get_y' ? String(coupon.buy_quantity) : '',
  get_quantity: coupon.kind === 'buy_x_get_y' ? String(coupon.get_quantity) : '',
  free_product_id: text(coupon.free_product_id),
  restaurant_id: text(coupon.restaurant_id),
  is_public: coupon.is_public,
});

/** A datetime-local text as an instant on `timeZone`'s clock; null when blank; the text itself when it is no time, which the schema reports. */
const instantOf = (text: string, timeZone: string) => (text ? (fromZonedInput(text, timeZone)?.toISOString() ?? text) : null);

/** Blank for no limit, else the count typed. */
const limitOf = (text: string) => (text.trim() ? wholeNumberOf(text) : null);

const notATime: IssueWording = (issue) => (issue.code === 'invalid_format' ? 'Enter a date and time.' : undefined);
const notALimit: IssueWording = (issue) => (issue.code === 'invalid_type' ? 'Blank for no limit, or a whole number.' : undefined);

/** The form's words where the contract's would not do: dollars for cents, a person's words for a field's form. */
const wordingFor = (kind: CouponKind): Partial<Record<keyof CouponFormValues, IssueWording>> => ({
  value: kind === 'fixed' ? moneyWording('5 or 4.50') : (issue) => (issue.code === 'invalid_type' ? 'Enter the percent off as a whole number.' : undefined),
  min_order: moneyWording('30 or 29.50'),
  valid_from: notATime,
  valid_until: (issue) => (issue.code === 'custom' ? 'The end must be after the start.' : notATime(issue)),
  usage_limit_total: notALimit,
  usage_limit_per_customer: notALimit,
  buy_quantity: (issue) => (issue.code === 'invalid_type' ? 'Enter how many items to buy.' : undefined),
  get_quantity: (issue) => (issue.code === 'invalid_type' ? 'Enter how many items are free.' : undefined),
  free_product_id: (issue) => (issue.code === 'custom' ? 'Choose the product given away.' : undefined),
  category_ids: (issue) => (issue.code === 'custom' ? 'Choose the categories it applies to.' : undefined),
  product_ids: (issue) => (issue.code === 'custom' ? 'Choose the products it applies to.' : undefined),
});

/**
 * The request to send, or the message to show under each field that is not right. Its validity is
 * read on `timeZone`'s clock: the outlet's it applies at, or the tenant's for every outlet.
 */
export function couponRequest(values: CouponFormValues, timeZone: string): Checked<CouponFormValues, CouponRequest> {
  const buyXGetY = values.kind === 'buy_x_get_y';
  const request = {
    code: values.code.trim() || null,
    name: values.name,
    kind: values.kind,
    value: values.kind === 'percent' ? wholeNumberOf(values.value) : values.kind === 'fixed' ? centsOf(values.value) : 0,
    scope: values.scope,
    category_ids: values.scope === 'categories' ? values.category_ids : [],
    product_ids: values.scope === 'products' ? values.product_ids : [],
    min_order: values.min_order.trim() ? centsOf(values.min_order) : 0,
    valid_from: instantOf(values.valid_from, timeZone),
    valid_until: instantOf(values.valid_until, timeZone),
    usage_limit_total: limitOf(values.usage_limit_total),
    usage_limit_per_customer: limitOf(values.usage_limit_per_customer),
    payment: values.payment,
    buy_quantity: buyXGetY ? wholeNumberOf(values.buy_quantity) : 0,
    get_quantity: buyXGetY ? wholeNumberOf(values.get_quantity) : 0,
    free_product_id: buyXGetY && values.free_product_id ? Number(values.free_product_id) : null,
    restaurant_id: values.restaurant_id ? Number(values.restaurant_id) : null,
    is_public: values.is_public,
  };
  return checkWithSchema<CouponFormValues, CouponRequest>(couponRequestSchema, request, wordingFor(values.kind));
}
