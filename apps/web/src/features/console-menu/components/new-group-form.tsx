import type { ModifierGroupFields } from '@crust/contract/console-modifier-groups';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useCheckedForm } from '@/lib/use-checked-form';
import { EMPTY_MODIFIER, groupRequest, NEW_GROUP, type ModifierValues } from '../group-values';

type NewGroupFormProps = { busy: boolean; error: string | null; onCreate: (group: ModifierGroupFields) => void; onCancel: () => void };

/**
 * A new shared modifier group, made inside the product form: a group of fields, not a form (forms do
 * not nest), its Create button checking and sending it alone.
 */
export function NewGroupForm({ busy, error, onCreate, onCancel }: NewGroupFormProps) {
  const { values, errors, set, onSubmit } = useCheckedForm(NEW_GROUP, groupRequest, onCreate);
  const setModifier = (index: number, change: Partial<ModifierValues>) =>
    set('modifiers')(values.modifiers.map((modifier, at) => (at === index ? { ...modifier, ...change } : modifier)));
  return (
    <div role="group" aria-label="New modifier group" className="flex flex-col gap-3 rounded-lg border-2 border-primary/30 p-3">
      <h3 className="font-semibold">New modifier group</h3>
      <TextField label="Group name" value={values.name} onChange={set('name')} error={errors.name} hint="e.g. Extra toppings" />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Fewest choices" inputMode="numeric" value={values.min_choices} onChange={set('min_choices')} error={errors.min_choices} />
        <TextField label="Most choices" inputMode="numeric" value={values.max_choices} onChange={set('max_choices')} error={errors.max_choices} />
      </div>
      {values.modifiers.map((modifier, index) => (
        <div key={index} className="flex flex-wrap items-end gap-3">
          <TextField label={`Modifier ${index + 1} name`} value={modifier.name} onChange={(name) => setModifier(index, { name })} className="flex-1" />
          <TextField
            label={`Modifier ${index + 1} price ($)`}
            inputMode="decimal"
            value={modifier.price}
            onChange={(price) => setModifier(index, { price })}
            className="w-40"
          />
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              checked={modifier.is_default}
              onChange={(event) => setModifier(index, { is_default: event.target.checked })}
              className="size-5"
            />
            Ticked by default
          </label>
          {values.modifiers.length > 1 && (
            <Button variant="ghost" onClick={() => set('modifiers')(values.modifiers.filter((_, at) => at !== index))} className="min-h-11">
              Remove modifier {index + 1}
            </Button>
          )}
        </div>
      ))}
      <FieldError error={errors.modifiers} />
      <Button variant="secondary" onClick={() => set('modifiers')([...values.modifiers, EMPTY_MODIFIER])} className="min-h-11 self-start">
        Add a modifier
      </Button>
      <FormAlert>{error}</FormAlert>
      <div className="flex gap-3">
        {/* A plain button, not a submit: it checks and sends this group alone, not the product's form. */}
        <Button disabled={busy} onClick={onSubmit} className="min-h-11">
          {busy ? 'Creating…' : 'Create group'}
        </Button>
        <Button variant="secondary" onClick={onCancel} className="min-h-11">
          Cancel
        </Button>
      </div>
    </div>
  );
}
