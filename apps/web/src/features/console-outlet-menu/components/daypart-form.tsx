import type { DaypartFields } from '@crust/contract/console-outlet-menu';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { FormActions } from '@/components/ui/form-actions';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useCheckedForm } from '@/lib/use-checked-form';
import { daypartRequest, WEEKDAYS, type DaypartFormValues } from '../daypart-values';

type DaypartFormProps = {
  title: string;
  initial: DaypartFormValues;
  targets: { value: string; label: string }[];
  busy: boolean;
  error: string | null;
  serverErrors: Partial<Record<keyof DaypartFormValues, string>>;
  onSave: (fields: DaypartFields) => void;
  onCancel: () => void;
};

/** A daypart schedule: what it applies to, on which weekdays, from when to when in the outlet's time zone. */
export function DaypartForm({ title, initial, targets, busy, error, serverErrors, onSave, onCancel }: DaypartFormProps) {
  const { values, errors: ownErrors, set, onSubmit } = useCheckedForm(initial, daypartRequest, onSave);
  const errors = { ...serverErrors, ...ownErrors };
  const toggle = (day: number, on: boolean) =>
    set('weekdays')(on ? [...values.weekdays, day].sort((a, b) => a - b) : values.weekdays.filter((other) => other !== day));
  return (
    <form noValidate onSubmit={onSubmit} aria-label={title} className="flex flex-col gap-4 rounded-xl border-2 border-primary/30 bg-background p-4">
      <h3 className="text-lg font-bold">{title}</h3>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Schedule name" value={values.name} onChange={set('name')} error={errors.name} hint="e.g. Lunch menu." />
        <SelectField
          label="Applies to"
          value={values.target}
          options={[{ value: '', label: 'Choose…' }, ...targets]}
          onChange={set('target')}
          error={errors.target}
        />
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium">Weekdays</legend>
        <div className="flex flex-wrap gap-3">
          {WEEKDAYS.map(([day, label]) => (
            <Checkbox key={day} label={label} checked={values.weekdays.includes(day)} onChange={(on) => toggle(day, on)} />
          ))}
        </div>
        <FieldError error={errors.weekdays} />
      </fieldset>
      <div className="grid grid-cols-2 gap-4 md:max-w-md">
        <TextField label="From" type="time" value={values.starts} onChange={set('starts')} error={errors.starts} />
        <TextField label="To" type="time" value={values.ends} onChange={set('ends')} error={errors.ends} hint="Before From: runs past midnight." />
      </div>
      <FormActions action="Save schedule" busy={busy} error={error} onCancel={onCancel} />
    </form>
  );
}
