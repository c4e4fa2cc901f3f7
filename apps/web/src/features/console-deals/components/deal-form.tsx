import type { ReactNode } from 'react';
import type { DealFields } from '@crust/contract/console-deals';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { FormActions } from '@/components/ui/form-actions';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { moveItem } from '@/lib/list-edits';
import { useCheckedForm } from '@/lib/use-checked-form';
import { dealRequest, newSlotRow, type DealErrors, type DealFormValues, type DealProduct, type DealSize } from '../deal-values';
import { DealSlotFields } from './deal-slot-fields';

/** The deal's photo: the app's upload field (features do not import each other), its value the photo's id. */
export type DealPhotoSlot = (field: { value: number | null; onChange: (imageId: number | null) => void; error?: string }) => ReactNode;

const KINDS = [
  { value: 'deal', label: 'Deal: several items at one price' },
  { value: 'combo', label: 'Combo: a meal sold as one product' },
] as const;

const MENUS = [
  ['on_main_menu', 'Main (online)'],
  ['on_instore_menu', 'In-store'],
  ['on_dinein_menu', 'Dine-in'],
] as const;

type DealFormProps = {
  title: string;
  initial: DealFormValues;
  products: DealProduct[];
  sizes: DealSize[];
  photo: DealPhotoSlot;
  busy: boolean;
  error: string | null;
  serverErrors: DealErrors;
  onSave: (fields: DealFields) => void;
  onCancel: () => void;
};

/** A deal or combo of the outlet: what diners see of it, its price, its menus, and its slots. */
export function DealForm({ title, initial, products, sizes, photo, busy, error, serverErrors, onSave, onCancel }: DealFormProps) {
  const { values, errors: ownErrors, set, onSubmit } = useCheckedForm(initial, dealRequest, onSave);
  const errors: DealErrors = { ...serverErrors, ...(ownErrors as DealErrors) };
  const setSlots = set('components');
  return (
    <form noValidate onSubmit={onSubmit} aria-label={title} className="flex flex-col gap-4 rounded-xl border-2 border-primary/30 bg-background p-4">
      <h2 className="text-xl font-bold">{title}</h2>
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField label="Kind" value={values.kind} options={KINDS} onChange={set('kind')} error={errors.kind} />
        <TextField label="Deal name" value={values.name} onChange={set('name')} error={errors.name} />
        <TextField label="Description" value={values.description} onChange={set('description')} error={errors.description} />
        <TextField label="Deal price" inputMode="decimal" value={values.price} onChange={set('price')} error={errors.price} hint="In dollars, e.g. 29.90." />
      </div>
      {photo({ value: values.image_id, onChange: set('image_id'), error: errors.image_id })}
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium">Menus</legend>
        <div className="flex flex-wrap gap-3">
          {MENUS.map(([name, label]) => (
            <Checkbox key={name} label={label} checked={values[name]} onChange={set(name)} />
          ))}
        </div>
      </fieldset>
      {values.components.map((slot, index) => (
        <DealSlotFields
          key={slot.key}
          slot={slot}
          index={index}
          count={values.components.length}
          products={products}
          sizes={sizes}
          errors={errors}
          onChange={(next) => setSlots(values.components.map((other, at) => (at === index ? next : other)))}
          onMove={(by) => setSlots(moveItem(values.components, index, by))}
          onRemove={() => setSlots(values.components.filter((_, at) => at !== index))}
        />
      ))}
      <FieldError error={errors.components} />
      <Button variant="secondary" onClick={() => setSlots([...values.components, newSlotRow()])} className="min-h-11 self-start">
        Add slot
      </Button>
      <FormActions action="Save deal" busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
