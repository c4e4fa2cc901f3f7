import { PAUSE_MINUTES } from '@crust/contract/console-limits';
import type { PauseOrderingRequest } from '@crust/contract/console-outlets';
import { notify } from '@/components/ui/notify';
import { messageOf } from '@/lib/use-submit';
import { useNow } from '@/lib/use-now';
import { formatClock } from '@/lib/zoned-time';
import { useOrdering, useSetOrdering } from '../api/ordering-api';
import { formatCountdown } from '../countdown';

/** Each pause the server takes: for a number of minutes, or until resumed. */
const PAUSE_CHOICES: { minutes: PauseOrderingRequest['minutes']; label: string }[] = [
  ...PAUSE_MINUTES.map((minutes) => ({ minutes, label: `${minutes} min` })),
  { minutes: null, label: 'Until resumed' },
];

const target =
  'min-h-12 rounded-lg px-4 text-base font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-50';

/**
 * Issue 10: whether diners can order online from this outlet, with the time a timed pause ends (on
 * the outlet's clock, `timeZone`) and a countdown to it. Managers and owners pause and resume; crew
 * see the state only (the server refuses them too).
 */
export function PauseControl({ outletId, canPause, timeZone }: { outletId: number; canPause: boolean; timeZone: string }) {
  const ordering = useOrdering(outletId).data;
  const setOrdering = useSetOrdering(outletId);
  const now = useNow(1000);
  if (!ordering) return null;

  const send = (pause: PauseOrderingRequest | 'resume') =>
    setOrdering.mutate(pause, { onError: (error) => notify({ kind: 'error', title: 'Online ordering was not changed', message: messageOf(error) }) });
  const paused = ordering.is_online_order_enabled === 0;
  const until = ordering.paused_until ? new Date(ordering.paused_until) : null;

  return (
    <div className={`flex flex-wrap items-center gap-2 rounded-lg border-2 p-2 ${paused ? 'border-dark bg-dark/5' : 'border-black/10'}`}>
      <p role="status" className="mr-auto px-1 font-semibold">
        {!paused && 'Taking online orders'}
        {paused && !until && 'Online ordering paused until resumed'}
        {paused && until && (
          <>
            Online ordering paused until <time dateTime={ordering.paused_until ?? undefined}>{formatClock(until, timeZone)}</time> · resumes in{' '}
            {formatCountdown(until, now)}
          </>
        )}
      </p>
      {canPause && paused && (
        <button type="button" disabled={setOrdering.isPending} onClick={() => send('resume')} className={`${target} bg-primary text-white hover:bg-dark`}>
          Resume now
        </button>
      )}
      {canPause && !paused && (
        <div role="group" aria-label="Pause online ordering" className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium">Pause:</span>
          {PAUSE_CHOICES.map(({ minutes, label }) => (
            <button
              key={label}
              type="button"
              disabled={setOrdering.isPending}
              onClick={() => send({ minutes })}
              className={`${target} border border-black/20 bg-background hover:bg-light`}
            >
              {label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
