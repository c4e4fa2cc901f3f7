import { formatGiftCardCode, normaliseGiftCardCode } from '@crust/contract/gift-card-codes';
import { formatCents } from '@crust/contract/prices';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { IssuedGiftCard } from '../api/gift-cards-api';

type IssuedCodeDialogProps = {
  /** The card just issued, with the code the server answered this once. */
  issued: { card: IssuedGiftCard; code: string } | null;
  onOpenCard: (cardId: number) => void;
  onDone: () => void;
};

/**
 * Issue 21: a card issued without a recipient email has nobody to mail its code to, so it is shown
 * here, once: the server keeps only its hash. The dialog stays up until the person says they have it.
 */
export function IssuedCodeDialog({ issued, onOpenCard, onDone }: IssuedCodeDialogProps) {
  const code = issued ? formatGiftCardCode(normaliseGiftCardCode(issued.code) ?? issued.code) : '';
  return (
    <Dialog
      open={issued !== null}
      onOpenChange={() => {}}
      dismissible={false}
      title="Card issued: note its code"
      description="This is the only time the code is shown. Hand it over or write it down now: it cannot be looked up later."
    >
      {issued && (
        <div className="flex flex-col gap-4">
          <p className="text-sm">
            {formatCents(issued.card.balance)} gift card{issued.card.recipient_name ? ` for ${issued.card.recipient_name}` : ''}
          </p>
          <dl className="rounded-lg border-2 border-dashed border-primary/40 bg-light p-4 text-center">
            <dt className="text-sm font-medium">Code</dt>
            <dd className="font-mono text-2xl font-bold tracking-wider">{code}</dd>
          </dl>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => onOpenCard(issued.card.id)} className="min-h-12 text-base">
              I have the code: open the card
            </Button>
            <Button variant="secondary" onClick={onDone} className="min-h-12 text-base">
              I have the code: done
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
