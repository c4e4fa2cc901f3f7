import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/use-submit';
import { useGiftCardSearch } from '../api/gift-cards-api';
import { GiftCardList } from './gift-card-list';

type GiftCardSearchProps = {
  /** The search shown (the page's address keeps it, so going back to it from a card finds the same cards). */
  search: string;
  onSearch: (search: string) => void;
  timeZone: string;
  cardPath: (cardId: number) => string;
};

/** Issue 21: a card found by its code's last four characters, or its buyer's or recipient's email. */
export function GiftCardSearch({ search, onSearch, timeZone, cardPath }: GiftCardSearchProps) {
  const [typed, setTyped] = useState(search);
  const [error, setError] = useState<string | null>(null);
  const cards = useGiftCardSearch(search);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = typed.trim();
    setError(wanted ? null : 'Enter the last four characters of the code, or an email.');
    if (wanted) onSearch(wanted);
  };

  return (
    <div className="flex flex-col gap-4">
      <form role="search" aria-label="Find a gift card" noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <TextField
          label="Code’s last four, or an email"
          type="search"
          value={typed}
          onChange={setTyped}
          error={error}
          maxLength={254}
          autoComplete="off"
          className="min-w-72 flex-1"
        />
        <Button type="submit" className="min-h-12 text-base">
          Find
        </Button>
      </form>
      {search !== '' && cards.isPending && <p role="status">Looking for cards…</p>}
      {cards.isError && <FormAlert>{messageOf(cards.error)}</FormAlert>}
      {cards.data &&
        (cards.data.length === 0 ? (
          <p role="status">No card matches “{search}”.</p>
        ) : (
          <>
            <p role="status" className="text-sm text-text/75">
              {cards.data.length === 1 ? '1 card' : `${cards.data.length} cards`} for “{search}”
            </p>
            <GiftCardList cards={cards.data} timeZone={timeZone} cardPath={cardPath} />
          </>
        ))}
    </div>
  );
}
