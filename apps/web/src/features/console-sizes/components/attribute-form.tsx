import type { AttributeFields } from '@crust/contract/console-attributes';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { FormActions } from '@/components/ui/form-actions';
import { RowMoves } from '@/components/ui/row-moves';
import { TextField } from '@/components/ui/text-field';
import { moveItem } from '@/lib/list-edits';
import { useCheckedForm } from '@/lib/use-checked-form';
import { attributeRequest, newValueRow, type AttributeErrors, type AttributeFormValues } from '../attribute-values';

type AttributeFormProps = {
  title: string;
  initial: AttributeFormValues;
  busy: boolean;
  error: string | null;
  serverErrors: AttributeErrors;
  onSave: (fields: AttributeFields) => void;
  onCancel: () => void;
};

/** A configuration (Size, Crust) and its values in the order diners see them. */
export function AttributeForm({ title, initial, busy, error, serverErrors, onSave, onCancel }: AttributeFormProps) {
  const { values, errors: ownErrors, set, onSubmit } = useCheckedForm(initial, attributeRequest, onSave);
  const errors: AttributeErrors = { ...serverErrors, ...(ownErrors as AttributeErrors) };
  const setRows = set('values');
  return (
    <form noValidate onSubmit={onSubmit} aria-label={title} className="flex flex-col gap-4 rounded-xl border-2 border-primary/30 bg-background p-4">
      <h2 className="text-xl font-bold">{title}</h2>
      <TextField label="Name" value={values.name} onChange={set('name')} error={errors.name} hint="e.g. Size or Crust." />
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">Values</legend>
        <ol className="flex flex-col gap-2">
          {values.values.map((row, index) => (
            <li key={row.key} className="flex flex-wrap items-start gap-3">
              <TextField
                label={`Value ${index + 1}`}
                value={row.name}
                onChange={(name) => setRows(values.values.map((other, at) => (at === index ? { ...other, name } : other)))}
                error={errors[`values.${index}.name`]}
                className="min-w-48 flex-1"
              />
              <div className="self-end">
                <RowMoves
                  label={row.name.trim() || `value ${index + 1}`}
                  index={index}
                  count={values.values.length}
                  onMove={(by) => setRows(moveItem(values.values, index, by))}
                  onRemove={() => setRows(values.values.filter((_, at) => at !== index))}
                />
              </div>
            </li>
          ))}
        </ol>
        <FieldError error={errors.values} />
        <Button variant="secondary" onClick={() => setRows([...values.values, newValueRow()])} className="min-h-11 self-start">
          Add value
        </Button>
      </fieldset>
      <FormActions action="Save" busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
