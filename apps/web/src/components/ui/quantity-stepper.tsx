type QuantityStepperProps = {
  value: number;
  onChange: (value: number) => void;
  /** Names the group, e.g. 'Quantity' or a product name. */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  min?: number;
  max: number;
  disabled?: boolean;
  className?: string;
};

const stepButton =
  'inline-flex size-9 items-center justify-center rounded-md border border-secondary/30 bg-background text-lg font-semibold text-text ' +
  'hover:bg-light focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-40';

/**
 * − value + buttons. Buttons rather than a number field: nothing can be typed out of range, the
 * targets are thumb-sized on a phone, and the live value is announced after each press.
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  decreaseLabel,
  increaseLabel,
  min = 1,
  max,
  disabled = false,
  className = '',
}: QuantityStepperProps) {
  return (
    <div role="group" aria-label={label} className={`inline-flex items-center gap-2 ${className}`.trim()}>
      <button
        type="button"
        aria-label={decreaseLabel}
        className={stepButton}
        disabled={disabled || value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output aria-live="polite" aria-atomic="true" className="min-w-6 text-center font-semibold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        aria-label={increaseLabel}
        className={stepButton}
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
