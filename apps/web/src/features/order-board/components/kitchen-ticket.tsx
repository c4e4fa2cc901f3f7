import type { BoardOrder } from '@crust/contract/console-orders';
import './kitchen-ticket.css';
import { formatClock } from '@/lib/zoned-time';
import { methodLabel, paymentLabel, requestedLabel } from '../board-format';
import { TicketLineDetails } from './ticket-line-details';

/**
 * Issue 10: the kitchen ticket, laid out for an 80 mm receipt printer (styles.css's print rules):
 * what to make and for when (on the outlet's clock, `timeZone`), no prices but what is left to collect
 * (issue 18: the driver reads it to know whether to take cash, where to go and whom to call).
 */
export function KitchenTicket({ order, timeZone }: { order: BoardOrder; timeZone: string }) {
  return (
    <article
      aria-label={`Kitchen ticket, order #${order.number}`}
      className="kitchen-ticket mx-auto w-full max-w-[80mm] bg-white p-3 font-mono text-sm text-black"
    >
      <h1 className="text-center text-2xl font-bold">#{order.number}</h1>
      <p className="text-center text-lg font-bold uppercase">{methodLabel(order)}</p>
      <p className="text-center">For: {requestedLabel(order)}</p>
      <p className="text-center">Ready by {formatClock(order.estimated_at, timeZone)}</p>
      <p className="my-1 border-2 border-black py-1 text-center text-lg font-bold">{paymentLabel(order)}</p>
      <p className="mt-1 text-center">{order.customer.name}</p>
      <p className="text-center">Phone: {order.customer.phone_no}</p>
      {order.delivery_address && <p className="text-center">Deliver to: {order.delivery_address}</p>}
      <ul className="mt-2 border-t border-dashed border-black/40">
        {order.lines.map((line, index) => (
          <li key={index} className="border-b border-dashed border-black/40 py-1.5">
            <TicketLineDetails line={line} />
          </li>
        ))}
      </ul>
      {order.special_instructions && <p className="mt-2 font-bold">Instructions: {order.special_instructions}</p>}
      <p className="mt-2 text-center text-xs">Placed {formatClock(order.created_at, timeZone)}</p>
    </article>
  );
}
