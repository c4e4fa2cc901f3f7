import type { BoardOrder, StaffTransition } from '@crust/contract/console-orders';
import { useState } from 'react';
import { AcceptDialog } from './accept-dialog';
import { RejectDialog } from './reject-dialog';

type Step = { transition: 'start_preparing' | 'mark_ready' | 'send_out' | 'complete'; label: string };

/** The one-tap steps from each status (accept and reject ask first). */
export function nextSteps(order: BoardOrder): Step[] {
  switch (order.status) {
    case 'accepted':
      return [
        { transition: 'start_preparing', label: 'Start preparing' },
        { transition: 'mark_ready', label: 'Ready' },
      ];
    case 'preparing':
      return [{ transition: 'mark_ready', label: 'Ready' }];
    case 'ready':
      return [order.delivery_method === 'delivery' ? { transition: 'send_out', label: 'Out for delivery' } : { transition: 'complete', label: 'Collected' }];
    case 'out_for_delivery':
      return [{ transition: 'complete', label: 'Delivered' }];
    default:
      return [];
  }
}

const REJECTABLE = new Set<BoardOrder['status']>(['placed', 'accepted', 'preparing']);

const big =
  'min-h-12 rounded-lg px-4 text-base font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-50';

type CardActionsProps = {
  order: BoardOrder;
  busy: boolean;
  /** The change to send; the card's version is added here. */
  onChange: (change: Omit<StaffTransition, 'version'>) => void;
};

/** Large targets for wet hands on a tablet: each status change is one tap (accept and reject one more to choose). */
export function CardActions({ order, busy, onChange }: CardActionsProps) {
  const [asking, setAsking] = useState<'accept' | 'reject' | null>(null);
  const close = (open: boolean) => !open && setAsking(null);
  return (
    <div className="flex flex-wrap gap-2">
      {order.status === 'placed' && (
        <button type="button" disabled={busy} onClick={() => setAsking('accept')} className={`${big} flex-1 bg-primary text-white hover:bg-dark`}>
          Accept
        </button>
      )}
      {nextSteps(order).map(({ transition, label }) => (
        <button
          key={transition}
          type="button"
          disabled={busy}
          onClick={() => onChange({ transition })}
          className={`${big} flex-1 bg-primary text-white hover:bg-dark`}
        >
          {label}
        </button>
      ))}
      {REJECTABLE.has(order.status) && (
        <button
          type="button"
          disabled={busy}
          onClick={() => setAsking('reject')}
          className={`${big} border border-black/20 bg-background text-text hover:bg-light`}
        >
          Reject
        </button>
      )}
      <AcceptDialog
        orderNumber={order.number}
        open={asking === 'accept'}
        onOpenChange={close}
        onAccept={(minutes) => {
          setAsking(null);
          onChange({ transition: 'accept', estimated_minutes: minutes });
        }}
      />
      {asking === 'reject' && (
        <RejectDialog
          orderNumber={order.number}
          open
          onOpenChange={close}
          onReject={(reason) => {
            setAsking(null);
            onChange({ transition: 'reject', reason });
          }}
        />
      )}
    </div>
  );
}
