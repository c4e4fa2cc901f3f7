import type { Allergen, DietaryTag, TaxClass } from '@crust/contract/catalogue-vocabulary';
import { productFieldsSchema, type ConsoleProduct, type ProductFields } from '@crust/contract/console-products';
import { centsOf, centsToDollarsText, moneyWording, signedCentsOf, signedDollarsText } from '@/lib/money-input';
import { checkWithSchema, type IssueWording } from '@/lib/schema-check';
import type { Checked } from '@/lib/use-checked-form';

// Issue 19: a product as its form holds it (money as dollars typed) and as the API takes it (cents),
// checked with console-products.ts's own schema; the server checks again and its 400 shows at the field.

/** A value the product offers of one attribute, its adjustment in dollars as typed (may be negative). */
export type OfferedValue = { attribute_value_id: number; adjustment: string };
export type OfferedAttribute = { attribute_id: number; values: OfferedValue[] };

export type ProductFormValues = {
  name: string;
  description: string;
  /** The category's id as the select holds it; blank before one is chosen. */
  category_id: string;
  image_id: number | null;
  price: string;
  /** Blank: sold online at the price. */
  online_price: string;
  instore_price: string;
  dinein_price: string;
  tax_class: TaxClass;
  unit: string;
  popular: boolean;
  is_new: boolean;
  allow_half_and_half: boolean;
  tags: DietaryTag[];
  allergens: Allergen[];
  modifier_group_ids: number[];
  configurations: OfferedAttribute[];
};

export const newProduct = (categoryId: number | null): ProductFormValues => ({
  name: '',
  description: '',
  category_id: categoryId === null ? '' : String(categoryId),
  image_id: null,
  price: '',
  online_price: '',
  instore_price: '',
  dinein_price: '',
  tax_class: 'gst',
  unit: '',
  popular: false,
  is_new: false,
  allow_half_and_half: false,
  tags: [],
  allergens: [],
  modifier_group_ids: [],
  configurations: [],
});

const dollarsOrBlank = (cents: number | null) => (cents === null ? '' : centsToDollarsText(cents));

export const productValuesOf = (product: ConsoleProduct): ProductFormValues => ({
  name: product.name,
  description: product.description,
  category_id: String(product.category_id),
  image_id: product.image_id,
  price: centsToDollarsText(product.price),
  online_price: dollarsOrBlank(product.online_price),
  instore_price: dollarsOrBlank(product.instore_price),
  dinein_price: dollarsOrBlank(product.dinein_price),
  tax_class: product.tax_class,
  unit: product.unit ?? '',
  popular: product.popular,
  is_new: product.is_new,
  allow_half_and_half: product.allow_half_and_half,
  // The server keeps only the vocabulary's words (the contract checks them on every save).
  tags: product.tags as DietaryTag[],
  allergens: product.allergens as Allergen[],
  modifier_group_ids: product.modifier_group_ids,
  configurations: product.configurations.map(({ attribute_id, values }) => ({
    attribute_id,
    values: values.map((value) => ({ attribute_value_id: value.attribute_value_id, adjustment: signedDollarsText(value.price_adjustment) })),
  })),
});

const optionalCents = (text: string) => (text.trim() ? centsOf(text) : null);

const wording: Partial<Record<keyof ProductFormValues, IssueWording>> = {
  price: moneyWording('17.50'),
  online_price: moneyWording('17.50, or blank for the price'),
  instore_price: moneyWording('17.50, or blank for the house price'),
  dinein_price: moneyWording('17.50, or blank for the house price'),
  category_id: (issue) => (issue.code === 'invalid_type' || issue.code === 'too_small' ? 'Choose the category.' : undefined),
  configurations: (issue) => (issue.code === 'invalid_type' ? 'Enter each adjustment in dollars, e.g. -4 or 1.50.' : undefined),
};

/** The request to send (dollars as whole cents: '17.50' → 1750), or the message for each field that is not right. */
export function productRequest(values: ProductFormValues): Checked<ProductFormValues, ProductFields> {
  return checkWithSchema<ProductFormValues, ProductFields>(
    productFieldsSchema,
    {
      name: values.name,
      description: values.description,
      category_id: values.category_id ? Number(values.category_id) : Number.NaN,
      image_id: values.image_id,
      price: centsOf(values.price),
      online_price: optionalCents(values.online_price),
      instore_price: optionalCents(values.instore_price),
      dinein_price: optionalCents(values.dinein_price),
      tax_class: values.tax_class,
      unit: values.unit.trim() || null,
      popular: values.popular,
      is_new: values.is_new,
      allow_half_and_half: values.allow_half_and_half,
      tags: values.tags,
      allergens: values.allergens,
      modifier_group_ids: values.modifier_group_ids,
      configurations: values.configurations.map(({ attribute_id, values: offered }) => ({
        attribute_id,
        values: offered.map((value) => ({ attribute_value_id: value.attribute_value_id, price_adjustment: signedCentsOf(value.adjustment) })),
      })),
    },
    wording,
  );
}
