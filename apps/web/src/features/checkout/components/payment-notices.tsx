import { useEffect, useRef } from 'react';
import { FormAlert } from '@/components/ui/form-alert';

// What the payment step says around the card form, whether it pays for the order checkout placed or
// for one a link names.

/**
 * An order waiting for its card payment: paying for it never orders again. Never called placed (issue 18
 * point 9): the restaurant gets it only once paid.
 */
export function AwaitingPaymentNotice({ number }: { number: number }) {
  return (
    <FormAlert tone="info">
      Waiting for your payment: order number {number} goes to the restaurant once it is paid. Pay for it below; you will not be charged twice.
    </FormAlert>
  );
}

/**
 * This try's failure; else the decline of the order's last attempt (before a reload, or on another
 * device). Announced as an alert and brought into view (issue 18 point 9): on a phone the diner pressed
 * Place order below the card form, far from where the message appears.
 */
export function PaymentFailure({ error, lastDecline }: { error: string | null; lastDecline: string | null | undefined }) {
  const message = error ?? (lastDecline ? `Your last payment did not go through: ${lastDecline}` : null);
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [message]);
  return <FormAlert ref={ref}>{message}</FormAlert>;
}
