import { useState, type FormEvent, type ReactNode } from 'react';
import type { CartItem } from '@crust/contract/cart';
import type { Order } from '@crust/contract/orders';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { ApiRequestError } from '@/lib/api-client';
import { useLookupOrder } from '../api/lookup-order';
import { fulfilmentOf, orderStatusLabel } from '../order-status-display';
import { OrderFulfilment, OrderPayment, OrderRestaurant } from './order-facts';
import { OrderLines } from './order-lines';

const NOT_FOUND = 'We couldn’t find an order with that number and email. Check both against your order email.';

function failureMessage(error: Error): string {
  if (error instanceof ApiRequestError && error.status === 404) return NOT_FOUND;
  if (error instanceof ApiRequestError && error.status === 429) return 'Too many tries from here. Wait a minute and try again.';
  if (error instanceof ApiRequestError && error.status === 400) return error.message;
  return 'We could not look up your order. Try again.';
}

type OrderLookupProps = {
  /** The number an order's page or mail link filled in, if any. */
  initialNumber: string;
  lineDetails: (item: CartItem) => ReactNode;
};

/** /order-lookup (issue 18 point 11): a guest finds an order again by its number and email, on any device, to read. */
export function OrderLookup({ initialNumber, lineDetails }: OrderLookupProps) {
  const [number, setNumber] = useState(initialNumber);
  const [email, setEmail] = useState('');
  const lookup = useLookupOrder();
  const numberValue = Number(number.trim());
  const numberError = number.trim() !== '' && !(Number.isInteger(numberValue) && numberValue > 0) ? 'Enter the order number from your email.' : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (numberError || !number.trim() || !email.trim()) return;
    lookup.mutate({ number: numberValue, email: email.trim() });
  };

  return (
    <div className="flex flex-col gap-8">
      <form aria-label="Find your order" noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
        <TextField label="Order number" inputMode="numeric" value={number} onChange={setNumber} error={numberError} required autoComplete="off" />
        <TextField label="Email" type="email" value={email} onChange={setEmail} required autoComplete="email" />
        <FormAlert>{lookup.error ? failureMessage(lookup.error) : null}</FormAlert>
        <Button type="submit" disabled={lookup.isPending || !number.trim() || !email.trim()} className="self-start">
          {lookup.isPending ? 'Finding your order…' : 'Find my order'}
        </Button>
      </form>
      {lookup.data && <FoundOrder order={lookup.data} lineDetails={lineDetails} />}
    </div>
  );
}

function FoundOrder({ order, lineDetails }: { order: Order; lineDetails: (item: CartItem) => ReactNode }) {
  return (
    <section aria-label={`Order number ${order.number}`} className="flex flex-col gap-6">
      <div className="rounded-xl bg-light p-6">
        <h2 className="text-2xl font-bold">
          Order number <span className="tabular-nums">{order.number}</span>
        </h2>
        <p role="status" className="text-lg">
          Status: <strong>{orderStatusLabel(order.status, fulfilmentOf(order))}</strong>
        </p>
      </div>
      <OrderFulfilment order={order} />
      <OrderLines order={order} lineDetails={lineDetails} />
      <OrderPayment order={order} />
      <OrderRestaurant restaurant={order.restaurant} />
    </section>
  );
}
