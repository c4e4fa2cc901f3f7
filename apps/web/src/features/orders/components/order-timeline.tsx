import type { Order } from '@crust/contract/orders';
import { timelineSteps, type TimelineStep } from '../order-status-display';
import { formatMoment } from '@/lib/zoned-time';
import { OrderSection } from './order-section';

// A done step says so in its label (issue 18 point 15): only the others need a word for assistive technology.
const markers: Record<TimelineStep['state'], { symbol: string; style: string; spoken: string | null }> = {
  done: { symbol: '✓', style: 'bg-primary text-white', spoken: null },
  current: { symbol: '●', style: 'bg-primary text-white ring-4 ring-primary/25', spoken: 'now' },
  next: { symbol: '', style: 'border-2 border-black/20 bg-background', spoken: 'to come' },
};

/** The order's steps, each with the time it happened in the restaurant's zone; the current one is marked for assistive technology too. */
export function OrderTimeline({ order }: { order: Order }) {
  return (
    <OrderSection title="Progress">
      <ol className="flex flex-col gap-3">
        {timelineSteps(order).map((step) => {
          const marker = markers[step.state];
          return (
            <li key={step.status} aria-current={step.state === 'current' ? 'step' : undefined} className="flex items-start gap-3">
              <span aria-hidden="true" className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-xs ${marker.style}`}>
                {marker.symbol}
              </span>
              <div className={step.state === 'next' ? 'text-text/75' : ''}>
                <p className={step.state === 'current' ? 'font-semibold' : ''}>
                  {step.label}
                  {marker.spoken && <span className="sr-only"> ({marker.spoken})</span>}
                  {step.at && (
                    <time dateTime={step.at} className="ml-2 text-sm text-text/75 tabular-nums">
                      {formatMoment(step.at, order.restaurant.timezone)}
                    </time>
                  )}
                </p>
                {step.reason && <p className="text-sm text-text/75">{step.reason}</p>}
              </div>
            </li>
          );
        })}
      </ol>
    </OrderSection>
  );
}
