import type { DeliveryMethod } from '@crust/contract/checkout';
import { ORDERS_EXPORT_MAX_DAYS } from '@crust/contract/console-reports';
import type { OrderStatus } from '@crust/contract/order-status';
import { formatCents } from '@crust/contract/prices';
import type { Column } from '@/components/ui/data-table';

// How the day's summary words its figures.

/** An hour of the day as a range: 18 → '18:00–19:00'. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00–${String((hour + 1) % 24).padStart(2, '0')}:00`;

/** 'out_for_delivery' → 'Out for delivery'. */
export const statusLabel = (status: OrderStatus) => {
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const methodLabel = (method: DeliveryMethod) => (method === 'pickup' ? 'Pickup' : 'Delivery');

/** The figures of a row of the tables by hour and by method. */
export const FIGURE_COLUMNS: Column<{ orders: number; revenue: number }>[] = [
  { header: 'Orders', align: 'end', cell: (row) => row.orders },
  { header: 'Revenue', align: 'end', cell: (row) => formatCents(row.revenue) },
];

const DAY_MS = 86_400_000;

/** Why a range cannot be exported, or null: the server's own rules, checked before the call. */
export function exportRangeError(from: string, to: string): string | null {
  if (!from || !to) return 'Choose both dates.';
  if (from > to) return 'The first day must not be after the last.';
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS >= ORDERS_EXPORT_MAX_DAYS) return `An export covers at most ${ORDERS_EXPORT_MAX_DAYS} days.`;
  return null;
}
