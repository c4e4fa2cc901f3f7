import { useId, type ReactNode } from 'react';
import { fieldClass } from '@/components/ui/text-field';

/** Something a coupon can name: a category or a product, by its tenant-wide id. */
export type Named = { id: number; name: string };

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-dark">
      {error}
    </p>
  );
}

type SelectFieldProps<V extends string> = {
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
  error?: string;
  className?: string;
};

/** A labelled native select (large on a tablet, accessible as it is). */
export function SelectField<V extends string>({ label, value, options, onChange, error, className = '' }: SelectFieldProps<V>) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`.trim()}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
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

/**
 * Checkboxes for the categories or products a coupon applies to. Ids the coupon already names but
 * the list lacks (offered at another outlet only) stay listed by number, so an edit keeps them.
 */
export function ChoiceList({
  legend,
  choices,
  chosen,
  onChange,
  error,
}: {
  legend: ReactNode;
  choices: Named[];
  chosen: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const errorId = useId();
  const known = new Set(choices.map((choice) => choice.id));
  const all = [...choices, ...chosen.filter((id) => !known.has(id)).map((id) => ({ id, name: `#${id}` }))];
  const toggle = (id: number, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((entry) => entry !== id));
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2 rounded-lg border border-black/10 p-3">
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      {all.length === 0 && <p className="text-sm text-text/75">Nothing to choose from: the outlet’s menu is empty or still loading.</p>}
      <div className="grid max-h-64 gap-1 overflow-y-auto sm:grid-cols-2">
        {all.map((choice) => (
          <label key={choice.id} className="flex min-h-11 items-center gap-3 rounded-md px-2 hover:bg-light">
            <input type="checkbox" checked={chosen.includes(choice.id)} onChange={(event) => toggle(choice.id, event.target.checked)} className="size-5" />
            {choice.name}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
