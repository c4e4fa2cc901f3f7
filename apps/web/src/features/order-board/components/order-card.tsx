import type { BoardOrder, StaffTransition } from '@crust/contract/console-orders';
import { formatCents } from '@crust/contract/prices';
import { Link } from 'react-router';
import { formatClock } from '@/lib/zoned-time';
import { methodLabel, paymentLabel, requestedLabel } from '../board-format';
import { CardActions } from './card-actions';
import { TicketLineDetails } from './ticket-line-details';

type OrderCardProps = {
  order: BoardOrder;
  boardDate: string;
  /** The outlet's IANA zone: the kitchen reads its own clock, whatever the tablet's zone. */
  timeZone: string;
  now: Date;
  /** A new order nobody has tapped yet: highlighted until a tap acknowledges it. */
  unacknowledged: boolean;
  onAcknowledge: () => void;
  busy: boolean;
  onChange: (change: Omit<StaffTransition, 'version'>) => void;
  ticketPath: string;
};

export function OrderCard({ order, boardDate, timeZone, now, unacknowledged, onAcknowledge, busy, onChange, ticketPath }: OrderCardProps) {
  const prepareFrom = new Date(order.prepare_at);
  const due = order.status === 'placed' || order.status === 'accepted' ? prepareFrom <= now : false;
  return (
    <article
      aria-labelledby={`order-${order.id}`}
      className={`flex flex-col gap-2 rounded-lg border-2 bg-background p-3 shadow-sm ${unacknowledged ? 'border-primary ring-4 ring-primary/30' : 'border-black/10'}`}
    >
      <header className="flex items-baseline justify-between gap-2">
        <h3 id={`order-${order.id}`} className="text-xl font-bold">
          #{order.number}
        </h3>
        <span className="rounded bg-light px-2 py-0.5 text-sm font-semibold">{methodLabel(order)}</span>
      </header>
      {unacknowledged && (
        <button type="button" onClick={onAcknowledge} className="min-h-11 rounded-md bg-primary px-3 text-sm font-bold text-white">
          New order · tap to acknowledge
        </button>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm">
        <dt className="text-text/70">For</dt>
        <dd className="font-semibold">{requestedLabel(order, boardDate)}</dd>
        <dt className="text-text/70">Prepare</dt>
        <dd className={due ? 'font-bold text-dark' : ''}>
          {due ? `now (from ${formatClock(prepareFrom, timeZone)})` : `from ${formatClock(prepareFrom, timeZone)}`}
        </dd>
        <dt className="text-text/70">Customer</dt>
        <dd>{order.customer.name}</dd>
        <dt className="text-text/70">Phone</dt>
        <dd>
          <a href={`tel:${order.customer.phone_no.replace(/\s/g, '')}`} className="underline underline-offset-2">
            {order.customer.phone_no}
          </a>
        </dd>
        {order.delivery_address && (
          <>
            <dt className="text-text/70">Deliver to</dt>
            <dd>{order.delivery_address}</dd>
          </>
        )}
      </dl>
      <p className="rounded border-2 border-dark px-2 py-1 text-center font-bold">{paymentLabel(order)}</p>
      <ul aria-label="Items" className="flex flex-col gap-1 text-sm">
        {order.lines.map((line, index) => (
          <li key={index}>
            <TicketLineDetails line={line} />
          </li>
        ))}
      </ul>
      {order.special_instructions && <p className="text-sm font-bold">“{order.special_instructions}”</p>}
      <div className="flex items-center justify-between text-sm">
        <span className="font-semibold">{formatCents(order.totals.total)}</span>
        <Link to={ticketPath} className="font-medium text-primary underline underline-offset-2">
          Ticket
        </Link>
      </div>
      <CardActions order={order} busy={busy} onChange={onChange} />
    </article>
  );
}
