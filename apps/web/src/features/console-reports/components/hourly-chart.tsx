import { useId, useState } from 'react';
import type { DaySummary } from '@crust/contract/console-reports';
import { formatCents } from '@crust/contract/prices';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FIGURE_COLUMNS, hourLabel } from '../report-format';

type Metric = 'orders' | 'revenue';

const WIDTH = 720;
const HEIGHT = 220;
const AXIS = 24;
const SLOT = WIDTH / 24;

const HOUR_COLUMNS: Column<DaySummary['by_hour'][number]>[] = [{ header: 'Hour', rowHeader: true, cell: (hour) => hourLabel(hour.hour) }, ...FIGURE_COLUMNS];

const valueLabel = (metric: Metric, value: number) => (metric === 'orders' ? `${value} ${value === 1 ? 'order' : 'orders'}` : formatCents(value));

/**
 * Orders or revenue for each hour of the day as bars, in plain SVG: one picture with a title and a
 * summary for screen readers, and the same figures as a table for anyone who wants the numbers.
 */
export function HourlyChart({ byHour }: { byHour: DaySummary['by_hour'] }) {
  const [metric, setMetric] = useState<Metric>('orders');
  const id = useId();
  const values = byHour.map((hour) => hour[metric]);
  const max = Math.max(...values, 0);
  const busiest = max > 0 ? byHour[values.indexOf(max)] : undefined;
  const title = metric === 'orders' ? 'Orders by hour' : 'Revenue by hour';
  const summary = busiest ? `Busiest hour ${hourLabel(busiest.hour)} with ${valueLabel(metric, max)}.` : 'No orders this day.';

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`${id}-heading`} className="text-lg font-bold">
          By hour
        </h2>
        <fieldset className="flex gap-3 text-sm">
          <legend className="sr-only">Show</legend>
          {(['orders', 'revenue'] as const).map((choice) => (
            <label key={choice} className="flex min-h-8 items-center gap-1">
              <input type="radio" name={`${id}-metric`} className="accent-primary" checked={metric === choice} onChange={() => setMetric(choice)} />
              {choice === 'orders' ? 'Orders' : 'Revenue'}
            </label>
          ))}
        </fieldset>
      </div>
      <svg role="img" aria-labelledby={`${id}-title ${id}-desc`} viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} className="h-auto w-full text-text">
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke="currentColor" strokeOpacity={0.3} />
        {byHour.map((hour) => {
          const value = hour[metric];
          const height = max > 0 ? (value / max) * (HEIGHT - 16) : 0;
          return (
            <g key={hour.hour}>
              <rect data-hour={hour.hour} x={hour.hour * SLOT + 3} y={HEIGHT - height} width={SLOT - 6} height={height} rx={2} className="fill-primary">
                <title>{`${hourLabel(hour.hour)}: ${valueLabel(metric, value)}`}</title>
              </rect>
              {hour.hour % 3 === 0 && (
                <text x={hour.hour * SLOT + SLOT / 2} y={HEIGHT + 16} textAnchor="middle" fontSize={12} fill="currentColor">
                  {String(hour.hour).padStart(2, '0')}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <details>
        <summary className="cursor-pointer text-sm font-medium">Show the figures as a table</summary>
        <DataTable caption="Orders and revenue by hour" columns={HOUR_COLUMNS} rows={byHour} rowKey={(hour) => hour.hour} className="mt-2 max-w-md" />
      </details>
    </section>
  );
}
