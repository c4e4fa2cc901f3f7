import type { ConsoleAdjustGiftCardRequest, ConsoleGiftCardDetail, ConsoleVoidGiftCardRequest } from '@crust/contract/console-gift-cards';
import { maskedGiftCardCode } from '@crust/contract/gift-card-codes';
import { formatCents } from '@crust/contract/prices';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { notify } from '@/components/ui/notify';
import { useNow } from '@/lib/use-now';
import { messageOf } from '@/lib/use-submit';
import { formatDate, formatDateTime } from '@/lib/zoned-time';
import { useAdjustGiftCard, useGiftCard, useVoidGiftCard } from '../api/gift-cards-api';
import { cardName, isAdjustable, isVoidable, recipientLabel, signedMoney, soldAtLabel, STATUS_LABELS } from '../gift-card-format';
import { AdjustBalanceForm } from './adjust-balance-form';
import { GiftCardLedger } from './gift-card-ledger';
import { VoidCardDialog } from './void-card-dialog';

type GiftCardDetailsProps = {
  cardId: number;
  /** The tenant's clock: a card is tenant-wide. */
  timeZone: string;
  orderPath: (outletId: number, orderId: string) => string;
};

function Facts({ card, timeZone }: { card: ConsoleGiftCardDetail; timeZone: string }) {
  const facts = [
    { label: 'Status', value: STATUS_LABELS[card.status] },
    { label: 'Issued for', value: formatCents(card.initial_amount) },
    { label: 'Recipient', value: recipientLabel(card) },
    { label: 'Bought by', value: card.purchaser_email ?? '—' },
    { label: 'Sold at', value: soldAtLabel(card) },
    { label: 'Issued', value: formatDateTime(card.created_at, timeZone) },
    ...(card.status === 'scheduled' ? [{ label: 'Delivered', value: formatDateTime(card.deliver_at, timeZone) }] : []),
    { label: 'Expires', value: formatDate(card.expires_at, timeZone) },
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="text-sm text-text/75">{fact.label}</dt>
          <dd className="font-semibold break-words">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Issue 21: a card, its balance and ledger; a live card's balance adjusted, or the card voided, each with a reason. */
export function GiftCardDetails({ cardId, timeZone, orderPath }: GiftCardDetailsProps) {
  const card = useGiftCard(cardId);
  const adjust = useAdjustGiftCard(cardId);
  const voiding = useVoidGiftCard(cardId);
  const [adjusting, setAdjusting] = useState(false);
  const [confirmingVoid, setConfirmingVoid] = useState(false);
  // A card runs out of date while the page is open: its adjustment is offered while the server takes it.
  const now = useNow(60_000);

  if (card.isPending) return <p role="status">Loading the card…</p>;
  if (card.isError) return <FormAlert>{messageOf(card.error)}</FormAlert>;
  const shown = card.data;

  const saveAdjustment = (request: ConsoleAdjustGiftCardRequest) =>
    adjust.mutate(request, {
      onSuccess: (saved) => {
        setAdjusting(false);
        notify({ kind: 'success', title: `Balance adjusted by ${signedMoney(request.delta)}`, message: `Now ${formatCents(saved.balance)}.` });
      },
    });
  const confirmVoid = (request: ConsoleVoidGiftCardRequest) =>
    voiding.mutate(request, {
      onSuccess: () => {
        setConfirmingVoid(false);
        notify({ kind: 'success', title: `${cardName(shown)} voided` });
      },
    });

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="gift-card-title" className="flex flex-col gap-4 rounded-lg border border-black/10 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h1 id="gift-card-title" className="text-2xl font-bold">
            Gift card <span className="font-mono">{maskedGiftCardCode(shown.code_last4)}</span>
          </h1>
          <p className="text-3xl font-bold tabular-nums">
            <span className="sr-only">Balance </span>
            {formatCents(shown.balance)}
          </p>
        </div>
        <Facts card={shown} timeZone={timeZone} />
        {!adjusting && (isAdjustable(shown, now) || isVoidable(shown)) && (
          <div className="flex flex-wrap gap-3">
            {isAdjustable(shown, now) && (
              <Button
                onClick={() => {
                  adjust.reset();
                  setAdjusting(true);
                }}
                className="min-h-12 text-base"
              >
                Adjust balance
              </Button>
            )}
            {isVoidable(shown) && (
              <Button
                variant="secondary"
                onClick={() => {
                  voiding.reset();
                  setConfirmingVoid(true);
                }}
                className="min-h-12 text-base"
              >
                Void card
              </Button>
            )}
          </div>
        )}
      </section>
      {adjusting && (
        <AdjustBalanceForm
          balance={shown.balance}
          busy={adjust.isPending}
          error={adjust.error ? messageOf(adjust.error) : null}
          onSave={saveAdjustment}
          onCancel={() => setAdjusting(false)}
        />
      )}
      <GiftCardLedger ledger={shown.ledger} timeZone={timeZone} orderPath={orderPath} />
      <VoidCardDialog
        open={confirmingVoid}
        onOpenChange={setConfirmingVoid}
        last4={shown.code_last4}
        balance={shown.balance}
        busy={voiding.isPending}
        error={voiding.error ? messageOf(voiding.error) : null}
        onVoid={confirmVoid}
      />
    </div>
  );
}
