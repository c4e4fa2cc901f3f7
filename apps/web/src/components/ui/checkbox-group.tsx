import { useId, type ReactNode } from 'react';
import { FieldError } from './field-error';

type CheckboxGroupProps<V extends string> = {
  legend: ReactNode;
  options: readonly { value: V; label: string }[];
  chosen: readonly V[];
  onChange: (chosen: V[]) => void;
  error?: string | null;
  className?: string;
};

/** A fieldset of checkboxes for a set of values (chosen in the options' order), its error tied to it. */
export function CheckboxGroup<V extends string>({ legend, options, chosen, onChange, error, className = '' }: CheckboxGroupProps<V>) {
  const errorId = useId();
  const toggle = (value: V, on: boolean) => onChange(options.map((option) => option.value).filter((v) => (v === value ? on : chosen.includes(v))));
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className={`flex flex-col gap-2 rounded-lg border border-black/10 p-3 ${className}`.trim()}>
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      <div className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-3 rounded-md px-2 hover:bg-light">
            <input
              type="checkbox"
              checked={chosen.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              className="size-5"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
