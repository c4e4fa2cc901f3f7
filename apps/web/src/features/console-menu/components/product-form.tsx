import type { ConsoleAttribute } from '@crust/contract/console-attributes';
import type { ConsoleCategory } from '@crust/contract/console-categories';
import type { ConsoleModifierGroup } from '@crust/contract/console-modifier-groups';
import type { ProductFields } from '@crust/contract/console-products';
import { ALLERGENS, DIETARY_TAGS, type TaxClass } from '@crust/contract/catalogue-vocabulary';
import type { ReactNode } from 'react';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { FormActions } from '@/components/ui/form-actions';
import { SelectField } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { tagLabel } from '@/lib/product-words';
import { useCheckedForm } from '@/lib/use-checked-form';
import { productRequest, type ProductFormValues } from '../product-values';
import { ConfigurationsField } from './configurations-field';
import { ModifierGroupsField } from './modifier-groups-field';

/** The console's photo field (features/console-images), which the route gives: features do not import each other. */
export type PhotoSlot = (field: { value: number | null; onChange: (imageId: number | null) => void; error?: string }) => ReactNode;

/** What the product may name: the tenant's categories, attributes and modifier groups. */
export type ProductChoices = { categories: ConsoleCategory[]; attributes: ConsoleAttribute[]; groups: ConsoleModifierGroup[] };

type ProductFormProps = {
  title: string;
  initial: ProductFormValues;
  choices: ProductChoices;
  photo: PhotoSlot;
  busy: boolean;
  /** The server's refusal as a whole, and the fields its 400 named (each shown at its field). */
  error: string | null;
  serverErrors: Partial<Record<string, string>>;
  onSave: (fields: ProductFields) => void;
  onCancel: () => void;
};

type MoneyKey = 'price' | 'online_price' | 'instore_price' | 'dinein_price';

const TAX_OPTIONS: readonly { value: TaxClass; label: string }[] = [
  { value: 'gst', label: 'GST included' },
  { value: 'gst_free', label: 'GST-free (basic food)' },
];
const TAG_OPTIONS = DIETARY_TAGS.map((tag) => ({ value: tag, label: tagLabel(tag) }));
const ALLERGEN_OPTIONS = ALLERGENS.map((allergen) => ({ value: allergen, label: tagLabel(allergen) }));

/** Issue 19: a product's every field, prices typed in dollars and sent as cents. */
export function ProductForm({ title, initial, choices, photo, busy, error, serverErrors, onSave, onCancel }: ProductFormProps) {
  const { values, errors, set, onSubmit } = useCheckedForm(initial, productRequest, onSave);
  const errorOf = (name: keyof ProductFormValues) => errors[name] ?? serverErrors[name];
  const money = (name: MoneyKey, label: string, hint?: string) => (
    <TextField label={label} inputMode="decimal" value={values[name]} onChange={set(name)} error={errorOf(name)} hint={hint} />
  );
  const text = (name: 'name' | 'description' | 'unit', label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField label={label} value={values[name]} onChange={set(name)} error={errorOf(name)} {...extra} />
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={title} className="flex flex-col gap-4">
      {text('name', 'Name')}
      {text('description', 'Description', { hint: 'Optional: what is in it, as the menu shows it.' })}
      <SelectField
        label="Category"
        value={values.category_id}
        options={[{ value: '', label: 'Choose a category' }, ...choices.categories.map((category) => ({ value: String(category.id), label: category.name }))]}
        onChange={set('category_id')}
        error={errorOf('category_id')}
        className="max-w-md"
      />
      {photo({ value: values.image_id, onChange: set('image_id'), error: errorOf('image_id') })}
      <div className="grid gap-4 md:grid-cols-2">
        {money('price', 'Price ($)', 'The house price, e.g. 17.50.')}
        {money('online_price', 'Online price ($)', 'Blank: online at the price.')}
        {money('instore_price', 'In-store price ($)', 'Blank: the house price.')}
        {money('dinein_price', 'Dine-in price ($)', 'Blank: the house price.')}
        <SelectField label="Tax" value={values.tax_class} options={TAX_OPTIONS} onChange={set('tax_class')} error={errorOf('tax_class')} />
        {text('unit', 'Unit', { hint: 'Optional, e.g. 1.25 L.' })}
      </div>
      <div className="grid gap-1 md:grid-cols-3">
        <Switch label="Popular" checked={values.popular} onChange={set('popular')} />
        <Switch label="New" checked={values.is_new} onChange={set('is_new')} />
        <Switch label="Allowed in half-and-half" checked={values.allow_half_and_half} onChange={set('allow_half_and_half')} />
      </div>
      <CheckboxGroup legend="Dietary tags" options={TAG_OPTIONS} chosen={values.tags} onChange={set('tags')} error={errorOf('tags')} />
      <CheckboxGroup legend="Allergens" options={ALLERGEN_OPTIONS} chosen={values.allergens} onChange={set('allergens')} error={errorOf('allergens')} />
      <ConfigurationsField attributes={choices.attributes} value={values.configurations} onChange={set('configurations')} error={errorOf('configurations')} />
      <ModifierGroupsField
        groups={choices.groups}
        value={values.modifier_group_ids}
        onChange={set('modifier_group_ids')}
        error={errorOf('modifier_group_ids')}
      />
      <FormActions action="Save product" busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
