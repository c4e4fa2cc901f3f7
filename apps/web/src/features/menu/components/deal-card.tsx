import { useId } from 'react';
import type { MenuDeal } from '@crust/contract/menu';
import { formatCents } from '@crust/contract/prices';
import { FallbackImage } from '@/components/ui/fallback-image';

/** The deals a phone shows before any scrolling (a row of 18rem cards, or the first of a column): their photos load first. */
export const FIRST_DEALS = 2;

type DealCardProps = {
  deal: MenuDeal;
  onSelect: (deal: MenuDeal) => void;
  /** In the first screenful (issue 20): its photo is asked for at once and first, not lazily. */
  eager?: boolean;
};

/** A deal as one button that opens the deal builder. */
export function DealCard({ deal, onSelect, eager = false }: DealCardProps) {
  const id = useId();
  return (
    <button
      type="button"
      onClick={() => onSelect(deal)}
      aria-labelledby={`${id}-name ${id}-price`}
      aria-describedby={`${id}-description`}
      className="flex h-full w-full flex-col overflow-hidden rounded-xl border border-black/10 bg-background text-left transition-shadow hover:border-primary/40 hover:shadow-md"
    >
      {/* Decorative: the deal is named by its text. */}
      <FallbackImage
        src={deal.image}
        srcset={deal.srcset}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 18rem"
        alt=""
        width={480}
        height={270}
        className="aspect-video w-full object-cover"
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
      />
      <span className="flex flex-1 flex-col gap-1.5 p-4">
        <span id={`${id}-name`} className="font-semibold text-text">
          {deal.name}
        </span>
        <span id={`${id}-description`} className="line-clamp-3 text-sm text-text/75">
          {deal.description}
        </span>
        <span id={`${id}-price`} className="mt-auto pt-1 font-bold tabular-nums">
          {formatCents(deal.price)}
        </span>
      </span>
    </button>
  );
}
