import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { fieldClass, TextField } from '@/components/ui/text-field';

// The editor's field kinds beyond a plain text field, each labelled, with its error tied to it.

/** `<input type=color>` only takes #rrggbb: a short or translucent hex is shown by its nearest such value. */
export function colourInputValue(hex: string): string {
  if (/^#[0-9a-f]{6}$/i.test(hex)) return hex.toLowerCase();
  if (/^#[0-9a-f]{3,4}$/i.test(hex)) return `#${[...hex.slice(1, 4)].map((digit) => digit + digit).join('')}`.toLowerCase();
  if (/^#[0-9a-f]{8}$/i.test(hex)) return hex.slice(0, 7).toLowerCase();
  return '#000000';
}

/** A colour picker and its hex text, two inputs for one value: either changes it. */
export function ColourField({ label, value, onChange, error }: { label: string; value: string; onChange: (hex: string) => void; error?: string }) {
  return (
    <div className="flex items-end gap-2">
      <input
        type="color"
        aria-label={`${label} colour picker`}
        value={colourInputValue(value)}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-black/20 bg-background p-1"
      />
      <TextField label={`${label} (hex)`} value={value} onChange={onChange} error={error} spellCheck={false} className="flex-1" />
    </div>
  );
}

export function CheckField({ label, checked, onChange, hint }: { label: string; checked: boolean; onChange: (checked: boolean) => void; hint?: string }) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 size-5 accent-primary"
      />
      <div className="flex flex-col">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-text/75">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

export function TextAreaField({ label, value, onChange, error }: { label: string; value: string; onChange: (value: string) => void; error?: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={fieldClass}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A whole number; an emptied field is NaN, which the schema refuses, rather than a silent 0. */
export function NumberField({ label, value, onChange, error }: { label: string; value: number; onChange: (value: number) => void; error?: string }) {
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      value={Number.isNaN(value) ? '' : String(value)}
      onChange={(typed) => onChange(typed.trim() === '' ? Number.NaN : Number(typed))}
      error={error}
    />
  );
}

type Column<Row> = { key: keyof Row & string; label: string };

/** An editable list of small records (footer links, social links, feature items): each row's fields, remove, add. */
export function RowListField<Row extends Record<string, string>>({
  legend,
  rows,
  columns,
  onChange,
  newRow,
  error,
  errorOf,
  rowName,
  addLabel,
}: {
  legend: string;
  rows: Row[];
  columns: Column<Row>[];
  onChange: (rows: Row[]) => void;
  newRow: () => Row;
  /** The list's own error (too many rows). */
  error?: string;
  /** The error of a row's field, by 'index.key'. */
  errorOf: (path: string) => string | undefined;
  /** How a row is named to screen readers, e.g. 'link 2'. */
  rowName: (index: number) => string;
  addLabel: string;
}) {
  const change = (index: number, key: keyof Row, value: string) => onChange(rows.map((row, at) => (at === index ? { ...row, [key]: value } : row)));
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-3 rounded-md border border-black/10 p-3">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {rows.length === 0 && <p className="text-sm text-text/75">None yet.</p>}
      {rows.map((row, index) => (
        <div key={index} role="group" aria-label={rowName(index)} className="flex flex-wrap items-end gap-2 border-b border-black/5 pb-3 last:border-0">
          {columns.map((column) => (
            <TextField
              key={column.key}
              label={`${column.label} (${rowName(index)})`}
              value={row[column.key] ?? ''}
              onChange={(value) => change(index, column.key, value)}
              error={errorOf(`${index}.${column.key}`)}
              className="min-w-40 flex-1"
            />
          ))}
          <Button variant="secondary" onClick={() => onChange(rows.filter((_, at) => at !== index))} aria-label={`Remove ${rowName(index)}`}>
            Remove
          </Button>
        </div>
      ))}
      <Button variant="secondary" className="self-start" onClick={() => onChange([...rows, newRow()])}>
        {addLabel}
      </Button>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
