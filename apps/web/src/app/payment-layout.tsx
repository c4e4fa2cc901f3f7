import type { ReactNode } from 'react';

/**
 * A payment page: the form, and the order it pays for beside it on a tablet or wider, where it stays in
 * view while the diner retries a declined card (issue 18 point 9); on a phone the order follows the form.
 */
export function PaymentLayout({ form, order }: { form: ReactNode; order: ReactNode }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
      {form}
      <div className="self-start lg:sticky lg:top-4">{order}</div>
    </div>
  );
}
