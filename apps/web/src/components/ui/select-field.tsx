import { useId } from 'react';
import { FieldError } from './field-error';
import { fieldClass } from './text-field';

type SelectFieldProps<V extends string> = {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  error?: string;
  disabled?: boolean;
  className?: string;
};

/** A labelled native select (large on a tablet, accessible as it is), its error tied to it. */
export function SelectField<V extends string>({ label, value, options, onChange, error, disabled, className = '' }: SelectFieldProps<V>) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`.trim()}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as V)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${fieldClass} min-h-12`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
