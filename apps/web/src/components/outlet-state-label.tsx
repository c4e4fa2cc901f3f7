import type { OrderingState } from '@crust/contract/ordering-state';

/** An outlet's state in the server's words ("Open until 22:00", "Online ordering paused until 19:45"), green while it takes orders. */
export function OutletStateLabel({ state, className = '' }: { state: OrderingState; className?: string }) {
  return (
    <span data-ordering-state={state.state} className={`${state.state === 'open' ? 'text-green-800' : 'text-amber-900'} ${className}`}>
      {state.label}
    </span>
  );
}
