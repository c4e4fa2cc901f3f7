import type { CouponRequest } from '@crust/contract/console-coupons';
import { FormActions } from '@/components/ui/form-actions';
import { SelectField } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { useCheckedForm } from '@/lib/use-checked-form';
import { couponRequest, KIND_LABELS, PAYMENT_LABELS, SCOPE_LABELS, type CouponFormValues } from '../coupon-form-values';
import { ChoiceList, type Named } from './coupon-fields';

/** The categories and products a coupon may name, from an outlet's menu. */
export type CouponCatalogue = { categories: Named[]; products: Named[] };

type CouponFormProps = {
  title: string;
  initial: CouponFormValues;
  /** The outlets the person may give a coupon to. */
  outlets: Named[];
  /** The clock its validity is typed on: the outlet's chosen, or the tenant's for every outlet. */
  zoneOf: (restaurantId: number | null) => string;
  catalogue: CouponCatalogue;
  busy: boolean;
  /** The server's refusal (a 400, a 409 for a code the tenant has, a 403). */
  error: string | null;
  onSave: (coupon: CouponRequest) => void;
  onCancel: () => void;
};

/** The fields typed as text (the rest are selects and checkboxes). */
type TextKey =
  'name' | 'code' | 'value' | 'buy_quantity' | 'get_quantity' | 'min_order' | 'valid_from' | 'valid_until' | 'usage_limit_total' | 'usage_limit_per_customer';

const labelled = <V extends string>(labels: Record<V, string>) => (Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label }));

/** Creates or replaces a coupon, with the contract's fields; what it accepts, the cart can apply. */
export function CouponForm({ title, initial, outlets, zoneOf, catalogue, busy, error, onSave, onCancel }: CouponFormProps) {
  const check = (values: CouponFormValues) => couponRequest(values, zoneOf(values.restaurant_id ? Number(values.restaurant_id) : null));
  const { values, errors, set, onSubmit } = useCheckedForm(initial, check, onSave);
  const field = (name: TextKey, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField label={label} name={name} value={values[name]} onChange={set(name)} error={errors[name]} {...extra} />
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={title} className="flex flex-col gap-4 rounded-xl border-2 border-primary/30 bg-background p-4">
      <h2 className="text-xl font-bold">{title}</h2>
      <div className="grid gap-4 md:grid-cols-2">
        {field('name', 'Name', { hint: 'What staff and the receipt call it.' })}
        {field('code', 'Code', { autoCapitalize: 'characters', hint: 'Blank: applied automatically whenever its conditions hold.' })}
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <SelectField label="Kind" value={values.kind} options={labelled(KIND_LABELS)} onChange={set('kind')} />
        {values.kind === 'percent' && field('value', 'Percent off', { inputMode: 'numeric' })}
        {values.kind === 'fixed' && field('value', 'Amount off ($)', { inputMode: 'decimal' })}
        {values.kind === 'buy_x_get_y' && (
          <>
            {field('buy_quantity', 'Buy (items)', { inputMode: 'numeric' })}
            {field('get_quantity', 'Get free (items)', { inputMode: 'numeric' })}
          </>
        )}
      </div>
      {values.kind === 'buy_x_get_y' && (
        <SelectField
          label="Product given free"
          value={values.free_product_id}
          options={[{ value: '', label: 'Choose a product' }, ...catalogue.products.map(({ id, name }) => ({ value: String(id), label: name }))]}
          onChange={set('free_product_id')}
          error={errors.free_product_id}
          className="max-w-md"
        />
      )}
      <SelectField label="Applies to" value={values.scope} options={labelled(SCOPE_LABELS)} onChange={set('scope')} className="max-w-md" />
      {values.scope === 'categories' && (
        <ChoiceList
          legend="Categories"
          choices={catalogue.categories}
          chosen={values.category_ids}
          onChange={set('category_ids')}
          error={errors.category_ids}
        />
      )}
      {values.scope === 'products' && (
        <ChoiceList legend="Products" choices={catalogue.products} chosen={values.product_ids} onChange={set('product_ids')} error={errors.product_ids} />
      )}
      <div className="grid gap-4 md:grid-cols-3">
        {field('min_order', 'Minimum order ($)', { inputMode: 'decimal' })}
        <SelectField label="Payment" value={values.payment} options={labelled(PAYMENT_LABELS)} onChange={set('payment')} />
        <SelectField
          label="Outlet"
          value={values.restaurant_id}
          options={[{ value: '', label: 'Every outlet' }, ...outlets.map(({ id, name }) => ({ value: String(id), label: name }))]}
          onChange={set('restaurant_id')}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {field('valid_from', 'Valid from', { type: 'datetime-local', hint: 'Blank: from now.' })}
        {field('valid_until', 'Valid until', { type: 'datetime-local', hint: 'Blank: no end.' })}
        {field('usage_limit_total', 'Uses in all', { inputMode: 'numeric', hint: 'Blank: no limit.' })}
        {field('usage_limit_per_customer', 'Uses per customer', { inputMode: 'numeric', hint: 'Blank: no limit.' })}
      </div>
      <Switch
        label="Show on the Deals page"
        detail={
          values.code.trim()
            ? 'Diners see the code and its conditions on the storefront’s Deals page. Off: only those you give it to know it.'
            : 'An automatic offer is always shown there: it applies to every diner whose order meets its conditions.'
        }
        checked={values.is_public}
        onChange={set('is_public')}
        className="max-w-xl"
      />
      <FormActions action="Save coupon" busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
