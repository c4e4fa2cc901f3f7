import type { DeliveryZoneRequest } from '@crust/contract/console-rules';
import { FormActions } from '@/components/ui/form-actions';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { useCheckedForm } from '@/lib/use-checked-form';
import { zoneRequest, type ZoneFormValues } from '../zone-form-values';

type ZoneFormProps = {
  title: string;
  initial: ZoneFormValues;
  busy: boolean;
  error: string | null;
  onSave: (zone: DeliveryZoneRequest) => void;
  onCancel: () => void;
};

/** A delivery zone's definition; money typed in dollars, sent in cents. */
export function ZoneForm({ title, initial, busy, error, onSave, onCancel }: ZoneFormProps) {
  const { values, errors, set, onSubmit } = useCheckedForm(initial, zoneRequest, onSave);
  const field = (name: keyof ZoneFormValues, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField label={label} name={name} value={values[name]} onChange={set(name)} error={errors[name]} {...extra} />
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={title} className="flex flex-col gap-4 rounded-lg border-2 border-primary/30 p-4">
      <h3 className="text-lg font-bold">{title}</h3>
      {field('name', 'Zone name')}
      <div className="grid gap-4 md:grid-cols-2">
        {field('postcodes', 'Postcodes', { hint: 'Separated by commas or spaces, e.g. 2010, 2011.' })}
        {field('suburbs', 'Suburbs', { hint: 'Separated by commas, e.g. Surry Hills, Darlinghurst.' })}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {field('fee', 'Delivery fee ($)', { inputMode: 'decimal' })}
        {field('minimum_order', 'Minimum order ($)', { inputMode: 'decimal' })}
        {field('free_delivery_over', 'Free delivery over ($)', { inputMode: 'decimal', hint: 'Blank: the fee always applies.' })}
      </div>
      {field('sort_order', 'Order tried', { inputMode: 'numeric', hint: 'Lower first, when two zones list one postcode.', className: 'max-w-60' })}
      <FormActions action="Save zone" busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
