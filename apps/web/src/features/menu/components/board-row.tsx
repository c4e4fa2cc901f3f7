import { useId, type ReactNode } from 'react';
import { formatCents } from '@crust/contract/prices';

type BoardRowProps = {
  name: string;
  description: string;
  /** Cents, already the price that applies in store. */
  price: number;
  unit?: string | null;
  badges?: ReactNode;
  soldOut?: boolean;
  onSelect: () => void;
};

/** One line of the in-store board: name, a dotted leader and the price, in type that reads from afar. */
export function BoardRow({ name, description, price, unit = null, badges, soldOut = false, onSelect }: BoardRowProps) {
  const id = useId();
  return (
    <li>
      <button
        type="button"
        disabled={soldOut}
        onClick={onSelect}
        aria-labelledby={`${id}-name ${id}-price`}
        aria-describedby={`${id}-details`}
        className="-mx-2 w-[calc(100%+1rem)] rounded-lg px-2 py-3 text-left hover:bg-background/10 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-transparent"
      >
        <span className="flex items-baseline gap-3">
          <span id={`${id}-name`} className="text-2xl font-bold sm:text-3xl">
            {name}
          </span>
          {unit && <span className="text-lg opacity-85">{unit}</span>}
          <span aria-hidden="true" className="min-w-6 flex-1 border-b-2 border-dotted border-current/50" />
          <span id={`${id}-price`} className="text-2xl font-extrabold tabular-nums sm:text-3xl">
            {formatCents(price)}
          </span>
        </span>
        <span id={`${id}-details`} className="mt-1 flex flex-col items-start gap-2">
          {description && <span className="text-lg opacity-90">{description}</span>}
          {badges}
          {soldOut && <span className="text-lg font-bold tracking-wide uppercase">Out of stock</span>}
        </span>
      </button>
    </li>
  );
}
