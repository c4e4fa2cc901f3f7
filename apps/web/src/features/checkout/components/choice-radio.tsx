import type { ReactNode } from 'react';

type ChoiceRadioProps = {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  label: ReactNode;
  /** A line under the label, read with it. */
  detail?: ReactNode;
  disabled?: boolean;
};

/** One option of a radio group, as a card the whole of which can be clicked; arrow keys move within its group. */
export function ChoiceRadio({ name, value, checked, onChange, label, detail, disabled = false }: ChoiceRadioProps) {
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-focus-visible:outline-2 has-focus-visible:outline-primary ${
        checked ? 'border-primary bg-primary/5' : 'border-black/15'
      } ${disabled ? 'cursor-not-allowed opacity-50' : ''}`}
    >
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} disabled={disabled} className="mt-1 size-4 shrink-0 accent-primary" />
      <span className="flex flex-col">
        <span className="font-medium">{label}</span>
        {detail && <span className="text-sm text-text/75">{detail}</span>}
      </span>
    </label>
  );
}
