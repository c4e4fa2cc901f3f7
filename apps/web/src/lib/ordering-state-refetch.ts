import type { OrderingState } from '@crust/contract/ordering-state';

// Apart from ordering-state.ts, which the header's first load holds: only the queries of the outlet
// list and app settings (loaded after the first paint) need this.

/** Read again at least this often while a state changes by the clock (the console may edit hours meanwhile; timers take no more than 2^31 ms). */
const LONGEST_WAIT_MS = 60 * 60 * 1000;

/** A query's refetchInterval: the time until the first of the states changes (a second to an hour), or false when none changes by the clock. */
export function untilFirstChange(states: readonly OrderingState[], now = Date.now()): number | false {
  const due = states.flatMap((state) => (state.changes_at === null ? [] : [Date.parse(state.changes_at) - now]));
  return due.length === 0 ? false : Math.min(LONGEST_WAIT_MS, Math.max(1000, Math.min(...due)));
}
