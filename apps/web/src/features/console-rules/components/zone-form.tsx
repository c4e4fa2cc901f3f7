import type { DeliveryZoneRequest } from '@crust/contract/console-rules';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { zoneRequest, type ZoneFormErrors, type ZoneFormValues } from '../zone-form-values';

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
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ZoneFormErrors>({});
  const field = (name: keyof ZoneFormValues, label: string, extra: { hint?: string; inputMode?: 'decimal' | 'numeric'; className?: string } = {}) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
      error={errors[name]}
      {...extra}
    />
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = zoneRequest(values);
    setErrors('errors' in checked ? checked.errors : {});
    if ('request' in checked) onSave(checked.request);
  };

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
      <FormAlert>{error}</FormAlert>
      <div className="flex gap-3">
        <Button type="submit" disabled={busy} className="min-h-12 text-base">
          {busy ? 'Saving…' : 'Save zone'}
        </Button>
        <Button variant="secondary" onClick={onCancel} className="min-h-12 text-base">
          Cancel
        </Button>
      </div>
    </form>
  );
}
