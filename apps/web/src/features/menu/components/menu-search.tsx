import { useId } from 'react';

type MenuSearchProps = {
  value: string;
  onChange: (value: string) => void;
  /** How many dishes the current search finds, or null when nothing is searched. */
  resultCount: number | null;
};

export function MenuSearch({ value, onChange, resultCount }: MenuSearchProps) {
  const id = useId();
  return (
    // Filtering happens as the diner types; submitting only closes the phone's keyboard.
    <form role="search" onSubmit={(event) => event.preventDefault()} className="relative">
      <label htmlFor={id} className="sr-only">
        Search the menu
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-text/60"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="m21 21-4.3-4.3M18 11a7 7 0 1 1-14 0 7 7 0 0 1 14 0" />
      </svg>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search dishes or ingredients"
        autoComplete="off"
        enterKeyHint="search"
        className="w-full rounded-lg border border-black/20 bg-background py-2.5 pr-3 pl-10 text-base text-text placeholder:text-text/60 focus-visible:border-primary"
      />
      <p role="status" className="sr-only">
        {resultCount === null ? '' : `${resultCount} ${resultCount === 1 ? 'dish matches' : 'dishes match'}`}
      </p>
    </form>
  );
}
