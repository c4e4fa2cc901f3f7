import { useId, type InputHTMLAttributes } from 'react';
import { FieldError } from './field-error';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field, tied to it and announced; marks the field invalid. */
  error?: string | null;
  /** A standing hint (a rule), read with the field. */
  hint?: string;
};

export const fieldClass =
  'w-full rounded-md border border-black/20 bg-background px-3 py-2 text-base text-text focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary aria-invalid:border-primary';

/** A labelled input whose hint and error are tied to it (aria-describedby) and whose error is announced. */
export function TextField({ label, value, onChange, error, hint, className = '', ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`.trim()}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={fieldClass}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-text/75">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
