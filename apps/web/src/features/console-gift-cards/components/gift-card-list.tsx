import type { ConsoleGiftCard } from '@crust/contract/console-gift-cards';
import { maskedGiftCardCode } from '@crust/contract/gift-card-codes';
import { formatCents } from '@crust/contract/prices';
import { Link } from 'react-router';
import { DataTable, type Column } from '@/components/ui/data-table';
import { formatDate } from '@/lib/zoned-time';
import { cardName, recipientLabel, soldAtLabel, STATUS_LABELS } from '../gift-card-format';

type GiftCardListProps = {
  cards: ConsoleGiftCard[];
  /** The tenant's clock, on which a card's sale day is read. */
  timeZone: string;
  cardPath: (cardId: number) => string;
};

/** The cards a search found, one row each, each row leading to the card and its ledger. */
export function GiftCardList({ cards, timeZone, cardPath }: GiftCardListProps) {
  const columns: Column<ConsoleGiftCard>[] = [
    {
      header: 'Card',
      rowHeader: true,
      cell: (card) => (
        <Link to={cardPath(card.id)} aria-label={cardName(card)} className="inline-flex min-h-11 items-center font-mono font-semibold underline">
          {maskedGiftCardCode(card.code_last4)}
        </Link>
      ),
      className: 'whitespace-nowrap',
    },
    { header: 'Status', cell: (card) => STATUS_LABELS[card.status] },
    { header: 'Balance', align: 'end', cell: (card) => formatCents(card.balance) },
    {
      header: 'Recipient',
      cell: (card) => (
        <>
          {recipientLabel(card)}
          {card.purchaser_email && <span className="block text-text/75">Bought by {card.purchaser_email}</span>}
        </>
      ),
    },
    { header: 'Sold at', cell: soldAtLabel },
    { header: 'Issued', cell: (card) => <time dateTime={card.created_at}>{formatDate(card.created_at, timeZone)}</time>, className: 'whitespace-nowrap' },
  ];
  return (
    <div className="overflow-x-auto">
      <DataTable
        caption="Gift cards found"
        columns={columns}
        rows={cards}
        rowKey={(card) => card.id}
        rowClassName={(card) => (card.status === 'active' ? '' : 'text-text/60')}
        className="min-w-[44rem]"
      />
    </div>
  );
}
