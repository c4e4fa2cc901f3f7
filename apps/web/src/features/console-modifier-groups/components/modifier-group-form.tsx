import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { FormActions } from '@/components/ui/form-actions';
import { RowMoves } from '@/components/ui/row-moves';
import { TextField } from '@/components/ui/text-field';
import { moveItem } from '@/lib/list-edits';
import { useCheckedForm } from '@/lib/use-checked-form';
import type { ModifierGroupFields } from '@crust/contract/console-modifier-groups';
import { groupRequest, newModifierRow, type GroupErrors, type GroupFormValues, type ModifierRow } from '../modifier-group-values';

type GroupFormProps = {
  title: string;
  initial: GroupFormValues;
  busy: boolean;
  /** The server's refusal that names no field. */
  error: string | null;
  /** What a 400 named, by the form's places (modifier-group-values.ts). */
  serverErrors: GroupErrors;
  onSave: (fields: ModifierGroupFields) => void;
  onCancel: () => void;
};

/** A modifier group: its name, how many choices a diner makes, and its modifiers in the order diners see them. */
export function ModifierGroupForm({ title, initial, busy, error, serverErrors, onSave, onCancel }: GroupFormProps) {
  const { values, errors: ownErrors, set, onSubmit } = useCheckedForm(initial, groupRequest, onSave);
  const errors: GroupErrors = { ...serverErrors, ...(ownErrors as GroupErrors) };
  const setModifiers = set('modifiers');
  const change = (index: number, patch: Partial<ModifierRow>) => setModifiers(values.modifiers.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  return (
    <form noValidate onSubmit={onSubmit} aria-label={title} className="flex flex-col gap-4 rounded-xl border-2 border-primary/30 bg-background p-4">
      <h2 className="text-xl font-bold">{title}</h2>
      <TextField label="Group name" value={values.name} onChange={set('name')} error={errors.name} hint="As diners see it, e.g. Extra toppings." />
      <div className="grid grid-cols-2 gap-4 md:max-w-md">
        <TextField label="Fewest choices" inputMode="numeric" value={values.min_choices} onChange={set('min_choices')} error={errors.min_choices} />
        <TextField label="Most choices" inputMode="numeric" value={values.max_choices} onChange={set('max_choices')} error={errors.max_choices} />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">Modifiers</legend>
        <ol className="flex flex-col gap-2">
          {values.modifiers.map((row, index) => {
            const label = row.name.trim() || `modifier ${index + 1}`;
            const at = (field: string) => errors[`modifiers.${index}.${field}`];
            return (
              <li key={row.key} className="flex flex-wrap items-start gap-3 rounded-lg bg-light/50 p-2">
                <TextField
                  label={`Modifier ${index + 1} name`}
                  value={row.name}
                  onChange={(name) => change(index, { name })}
                  error={at('name')}
                  className="min-w-48 flex-1"
                />
                <TextField
                  label={`Modifier ${index + 1} price`}
                  inputMode="decimal"
                  value={row.price}
                  onChange={(price) => change(index, { price })}
                  error={at('online_price')}
                  className="w-32"
                />
                <Checkbox label="Default" checked={row.is_default} onChange={(is_default) => change(index, { is_default })} className="self-center" />
                <div className="self-center">
                  <RowMoves
                    label={label}
                    index={index}
                    count={values.modifiers.length}
                    onMove={(by) => setModifiers(moveItem(values.modifiers, index, by))}
                    onRemove={() => setModifiers(values.modifiers.filter((_, at) => at !== index))}
                  />
                </div>
              </li>
            );
          })}
        </ol>
        <FieldError error={errors.modifiers} />
        <Button variant="secondary" onClick={() => setModifiers([...values.modifiers, newModifierRow()])} className="min-h-11 self-start">
          Add modifier
        </Button>
      </fieldset>
      <FormActions action="Save group" busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
