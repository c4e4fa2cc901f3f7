import { formatCents } from '@crust/contract/prices';
import { FormAlert } from '@/components/ui/form-alert';

// What the payment step says around the card form, whether it pays for the order checkout placed or
// for one a link names.

/** An order already placed and waiting for its card payment: paying for it never places another. */
export function AwaitingPaymentNotice({ number }: { number: number }) {
  return <FormAlert tone="info">Order number {number} is placed and waits for its payment. Pay for it below: it will not be placed again.</FormAlert>;
}

/** The total the server will charge, in cents; undefined while it loads. */
export function TotalToPay({ total }: { total: number | undefined }) {
  return (
    <p className="flex justify-between gap-4 border-y border-black/10 py-3 text-lg font-bold">
      <span>Total to pay</span>
      <span className="tabular-nums">{total === undefined ? '…' : formatCents(total)}</span>
    </p>
  );
}

/** This try's failure; else the decline of the order's last attempt (before a reload, or on another device). */
export function PaymentFailure({ error, lastDecline }: { error: string | null; lastDecline: string | null | undefined }) {
  return <FormAlert>{error ?? (lastDecline ? `Your last payment did not go through: ${lastDecline}` : null)}</FormAlert>;
}
