import type { ConsoleIssueGiftCardRequest } from '@crust/contract/console-gift-cards';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import { messageOf } from '@/lib/use-submit';
import { useIssueGiftCard, type IssuedGiftCard } from '../api/gift-cards-api';
import { cardName } from '../gift-card-format';
import { GiftCardSearch } from './gift-card-search';
import { IssueGiftCardForm, type NamedOutlet } from './issue-gift-card-form';
import { IssuedCodeDialog } from './issued-code-dialog';

type GiftCardsManagerProps = {
  search: string;
  onSearch: (search: string) => void;
  /** The outlets the person works at: where they may issue a card. */
  outlets: NamedOutlet[];
  /** Owners may issue a card at no outlet; managers only at theirs. */
  allowNoOutlet: boolean;
  timeZone: string;
  cardPath: (cardId: number) => string;
  onOpenCard: (cardId: number) => void;
};

/** Issue 21: find a card, or issue one by hand (its code shown once when nobody is mailed it). */
export function GiftCardsManager({ search, onSearch, outlets, allowNoOutlet, timeZone, cardPath, onOpenCard }: GiftCardsManagerProps) {
  const issue = useIssueGiftCard();
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<{ card: IssuedGiftCard; code: string } | null>(null);

  const open = () => {
    issue.reset();
    setIssuing(true);
  };
  const save = (request: ConsoleIssueGiftCardRequest) =>
    issue.mutate(request, {
      onSuccess: (card) => {
        setIssuing(false);
        if (card.code) return setIssued({ card, code: card.code });
        notify({
          kind: 'success',
          title: `${cardName(card)} issued`,
          message: card.recipient_email ? `Its code is mailed to ${card.recipient_email}.` : undefined,
        });
        onOpenCard(card.id);
      },
    });

  return (
    <div className="flex flex-col gap-6">
      {issuing ? (
        <IssueGiftCardForm
          outlets={outlets}
          allowNoOutlet={allowNoOutlet}
          busy={issue.isPending}
          error={issue.error ? messageOf(issue.error) : null}
          onSave={save}
          onCancel={() => setIssuing(false)}
        />
      ) : (
        <Button onClick={open} className="min-h-12 self-start text-base">
          Issue a card
        </Button>
      )}
      <GiftCardSearch search={search} onSearch={onSearch} timeZone={timeZone} cardPath={cardPath} />
      <IssuedCodeDialog
        issued={issued}
        onOpenCard={(cardId) => {
          setIssued(null);
          onOpenCard(cardId);
        }}
        onDone={() => setIssued(null)}
      />
    </div>
  );
}
