import { useId } from 'react';
import { MAX_NOTES_LENGTH } from '@crust/contract/limits';

type NotesFieldProps = { value: string; onChange: (value: string) => void };

export function NotesField({ value, onChange }: NotesFieldProps) {
  const id = useId();
  const countId = `${id}-count`;
  return (
    <div className="mt-5">
      <label htmlFor={id} className="font-semibold">
        Notes <span className="font-normal text-text/70">(optional)</span>
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={MAX_NOTES_LENGTH}
        rows={2}
        placeholder="e.g. Well done, cut into squares"
        aria-describedby={countId}
        className="mt-2 block w-full rounded-md border border-secondary/30 bg-background p-2 text-sm placeholder:text-text/50"
      />
      <p id={countId} className="mt-1 text-right text-xs text-text/70">
        {value.length}/{MAX_NOTES_LENGTH} characters
      </p>
    </div>
  );
}
