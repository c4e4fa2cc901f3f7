import type { ReactNode } from 'react';
import { AU_STATES } from '@crust/contract/outlet-profile-rules';
import type { OutletProfileFields } from '@crust/contract/console-outlet-profiles';
import { FormActions } from '@/components/ui/form-actions';
import { SelectField } from '@/components/ui/select-field';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { useCheckedForm } from '@/lib/use-checked-form';
import { outletRequest, timeZoneChoices, type OutletFormValues } from '../outlet-profile-values';

/**
 * The console's photo field for the outlet's photo (features/console-images), which the route gives:
 * features do not import each other.
 */
export type PhotoSlot = (field: { value: number | null; onChange: (imageId: number | null) => void; error?: string }) => ReactNode;

type OutletProfileFormProps = {
  title: string;
  initial: OutletFormValues;
  action: string;
  busy: boolean;
  /** The server's refusal (a 400, a 403, a 409). */
  error: string | null;
  onSave: (fields: OutletProfileFields) => void;
  onCancel: () => void;
  photo: PhotoSlot;
};

type TextKey = 'name' | 'street_name' | 'suburb' | 'city' | 'postcode' | 'phone' | 'email';

const STATUS_OPTIONS = [
  { value: '1', label: 'Active: listed on the storefront' },
  { value: '0', label: 'Hidden: not listed to diners' },
] as const;

/** An outlet's profile: what diners see of it in the outlet picker, and the zone its hours run in. */
export function OutletProfileForm({ title, initial, action, busy, error, onSave, onCancel, photo }: OutletProfileFormProps) {
  const { values, errors, set, onSubmit } = useCheckedForm(initial, outletRequest, onSave);
  const field = (name: TextKey, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField label={label} name={name} value={values[name]} onChange={set(name)} error={errors[name]} {...extra} />
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={title} className="flex flex-col gap-4 rounded-xl border-2 border-primary/30 bg-background p-4">
      <h2 className="text-xl font-bold">{title}</h2>
      {field('name', 'Name', { hint: 'As diners see it in the outlet picker, e.g. Crust Surry Hills.' })}
      <div className="grid gap-4 md:grid-cols-2">
        {field('street_name', 'Street address', { autoComplete: 'street-address' })}
        {field('suburb', 'Suburb')}
        {field('city', 'City')}
        <div className="grid grid-cols-2 gap-4">
          <SelectField
            label="State"
            value={values.state}
            options={AU_STATES.map((state) => ({ value: state, label: state }))}
            onChange={set('state')}
            error={errors.state}
          />
          {field('postcode', 'Postcode', { inputMode: 'numeric', maxLength: 4 })}
        </div>
        {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
        {field('email', 'Email', { type: 'email', autoComplete: 'email' })}
        <SelectField
          label="Time zone"
          value={values.timezone}
          options={timeZoneChoices(values.timezone).map((zone) => ({ value: zone, label: zone.replace('_', ' ') }))}
          onChange={set('timezone')}
          error={errors.timezone}
        />
        <SelectField label="Status" value={values.status} options={STATUS_OPTIONS} onChange={set('status')} error={errors.status} />
      </div>
      {photo({ value: values.image_id, onChange: set('image_id'), error: errors.image_id })}
      <FormActions action={action} busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
