import { useId } from 'react';

export type ListedOption = { key: number; name: string; price?: string | null; unavailable?: boolean };

type OptionListProps = { title: string; rule?: string; options: readonly ListedOption[] };

/** A read-only list of the choices an item offers, for the browse-only menus. */
export function OptionList({ title, rule, options }: OptionListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      {rule && <p className="text-sm text-text/70">{rule}</p>}
      <ul className="mt-2 divide-y divide-secondary/10 text-sm">
        {options.map((option) => (
          <li key={option.key} className={`flex items-center justify-between gap-3 py-2 ${option.unavailable ? 'text-text/50' : ''}`}>
            <span>
              {option.name}
              {option.unavailable && <span className="text-xs"> (Out of stock)</span>}
            </span>
            {/* The space keeps name and price apart when read as text; flex layout ignores it. */}
            {option.price && <span className="tabular-nums"> {option.price}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
