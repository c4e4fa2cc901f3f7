import { useId, type ReactNode } from 'react';

type SwitchProps = {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A second line under the label (a category, a state). */
  detail?: ReactNode;
  disabled?: boolean;
  className?: string;
};

/**
 * An on/off setting: a real checkbox (role switch) with its label, the whole row a target large
 * enough for a finger on a kitchen tablet.
 */
export function Switch({ label, checked, onChange, detail, disabled, className = '' }: SwitchProps) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={`flex min-h-14 cursor-pointer items-center justify-between gap-4 rounded-lg px-3 py-2 hover:bg-light has-disabled:cursor-not-allowed has-disabled:opacity-60 ${className}`.trim()}
    >
      <span className="flex flex-col">
        <span className="font-semibold">{label}</span>
        {detail && <span className="text-sm text-text/75">{detail}</span>}
      </span>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="relative h-8 w-14 shrink-0 cursor-pointer appearance-none rounded-full bg-black/25 transition-colors before:absolute before:top-1 before:left-1 before:size-6 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-primary checked:before:translate-x-6 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed"
      />
    </label>
  );
}
