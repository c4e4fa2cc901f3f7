import { useId } from 'react';
import { fieldClass } from '@/components/ui/text-field';
import { SPECIAL_INSTRUCTIONS_MAX_LENGTH, useCheckoutStore } from '../checkout-store';

export function SpecialInstructionsField() {
  const text = useCheckoutStore((state) => state.specialInstructions);
  const setText = useCheckoutStore((state) => state.setSpecialInstructions);
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-lg font-semibold">
        Special instructions <span className="text-sm font-normal text-text/75">(optional)</span>
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={SPECIAL_INSTRUCTIONS_MAX_LENGTH}
        rows={3}
        aria-describedby={`${id}-count`}
        placeholder="Allergies, the buzzer code, where to leave it…"
        className={fieldClass}
      />
      <p id={`${id}-count`} className="text-sm text-text/75">
        {text.length} of {SPECIAL_INSTRUCTIONS_MAX_LENGTH} characters
      </p>
    </div>
  );
}
