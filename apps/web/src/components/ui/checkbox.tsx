import type { ReactNode } from 'react';

type CheckboxProps = {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
};

/** A checkbox inside its label (the label is the target too), for a row of choices in a console form. */
export function Checkbox({ label, checked, onChange, disabled, className = '' }: CheckboxProps) {
  return (
    <label className={`inline-flex min-h-11 cursor-pointer items-center gap-2 has-disabled:cursor-not-allowed has-disabled:opacity-60 ${className}`.trim()}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} className="size-5 accent-primary" />
      <span>{label}</span>
    </label>
  );
}
