import type { CartItem, CartModifier } from '@crust/contract/cart';
import type { DeliveryMethod } from '@crust/contract/checkout';
import type { BoardOrder, TicketLine } from '@crust/contract/console-orders';
import { orderBasics, orderTenders, requestedSlot } from '../orders/order-view.ts';
import type { CardSource } from './console-orders.repo.ts';

const modifiersOf = (modifiers: CartModifier[]) => modifiers.map(({ name, quantity }) => ({ name, quantity }));

/** A line as the kitchen reads it, from the cart item frozen at placement (names only: the ticket shows no prices). */
export function ticketLine(line: { name: string; quantity: number; notes: string; item: CartItem }): TicketLine {
  const { item } = line;
  return {
    name: line.name,
    quantity: line.quantity,
    options: item.configurations.map(({ name, value }) => ({ name, value })),
    modifiers: modifiersOf(item.modifiers),
    halves: item.cart_portions.map((half) => ({ side: half.portion, name: half.name, modifiers: modifiersOf(half.modifiers) })),
    deal_parts: item.deal_component_types.map((part) => ({
      component: part.component_name,
      name: part.name,
      quantity: part.quantity,
      options: part.configurations.map(({ name, value }) => ({ name, value })),
      modifiers: modifiersOf(part.modifiers),
    })),
    notes: line.notes,
    is_free: item.is_free,
  };
}

/**
 * A delivery's address as the driver needs it: the street line the diner typed (often the street
 * alone; a saved address holds its suburb and postcode too), then whichever of suburb, city and
 * postcode it does not already name.
 */
export function fullAddress({ formattedAddress, suburb, city, postcode }: Pick<CardSource['order'], 'formattedAddress' | 'suburb' | 'city' | 'postcode'>) {
  const street = formattedAddress ?? '';
  const missing = (part: string | null): part is string => part !== null && part !== '' && !street.toLowerCase().includes(part.toLowerCase());
  const place = [suburb, city].filter(missing).join(', ');
  const tail = [place, missing(postcode) ? postcode : ''].filter(Boolean).join(' ');
  return tail ? `${street}, ${tail}` : street;
}

const MINUTE_MS = 60_000;

/** What a card needs of its outlet (restaurant_settings): its time zone and the lead time of each method. */
export interface CardOutlet {
  timezone: string;
  leadMinutes: Record<DeliveryMethod, number>;
}

/**
 * When the kitchen should start on an order: its time (the slot, or the estimate accepting set) less
 * the outlet's lead time for the method, as slots are offered; an ASAP order is due once placed, so
 * never later than now.
 */
export function prepareAt(
  order: Pick<CardSource['order'], 'estimatedAt' | 'deliveryMethod' | 'asap'>,
  leadMinutes: CardOutlet['leadMinutes'],
  now: Date,
): Date {
  const start = order.estimatedAt.getTime() - leadMinutes[order.deliveryMethod] * MINUTE_MS;
  return new Date(order.asap ? Math.min(start, now.getTime()) : start);
}

/** An order as a board card and its ticket; times in the outlet's zone, `now` for when an ASAP order is due. */
export function boardCard({ order, paymentStatus, lines }: CardSource, { timezone, leadMinutes }: CardOutlet, now: Date): BoardOrder {
  const slot = requestedSlot(order, timezone);
  return {
    ...orderBasics(order),
    requested_date: slot?.date ?? null,
    requested_time: slot?.time ?? null,
    prepare_at: prepareAt(order, leadMinutes, now).toISOString(),
    customer: { name: order.customerName, phone_no: order.customerPhone },
    delivery_address: order.deliveryMethod === 'delivery' ? fullAddress(order) : null,
    payment_status: paymentStatus,
    // What is left to collect at the door or counter: the total less a gift card's part (issue 21) and
    // what a card payment took online, as the diner's own view of the order says it.
    amount_due: orderTenders(order, paymentStatus).amount_due,
    lines: lines.map(ticketLine),
  };
}
