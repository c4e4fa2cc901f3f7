import type { ChangeEventHandler, ReactNode } from 'react';

type ChoiceOptionProps = {
  type: 'radio' | 'checkbox';
  name: string;
  label: ReactNode;
  /** A second line, e.g. 'Out of stock'. */
  detail?: string | null;
  /** Right-aligned, e.g. '+$1.50'. */
  price?: string | null;
  checked: boolean;
  disabled?: boolean;
  onChange: ChangeEventHandler<HTMLInputElement>;
};

/** One radio or checkbox as a full-width card: the whole card is the label, so the touch target is large. */
export function ChoiceOption({ type, name, label, detail, price, checked, disabled = false, onChange }: ChoiceOptionProps) {
  const state = checked
    ? 'cursor-pointer border-primary bg-light'
    : disabled
      ? 'cursor-not-allowed border-secondary/20 opacity-50'
      : 'cursor-pointer border-secondary/20 hover:bg-light';
  return (
    <label className={`flex items-center gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary ${state}`}>
      <input type={type} name={name} checked={checked} disabled={disabled} onChange={onChange} className="size-4 shrink-0 accent-primary" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium">{label}</span>
        {/* The spaces keep the accessible name readable ('Large +$4.00'); flex layout ignores them. */}{' '}
        {detail && <span className="text-xs text-text/70">{detail}</span>}
      </span>{' '}
      {price && <span className="shrink-0 font-medium tabular-nums">{price}</span>}
    </label>
  );
}
