import { DELIVERY_METHODS } from '@crust/contract/checkout';
import { ORDERS_EXPORT_COLUMNS, REVENUE_STATUSES, type DaySummary, type OrdersExportQuery } from '@crust/contract/console-reports';
import { ORDER_STATUSES } from '@crust/contract/order-status';
import { notFound } from '../../lib/http-error.ts';
import { OUTLET_NOT_FOUND, type StaffSession } from '../../plugins/staff-authenticate.ts';
import { addDays, instantAt, wallTimeOf, type LocalDate } from '../checkout/zoned-time.ts';
import type { ConsoleReportsRepo, ExportRow, ReportOutlet, SalesGroup } from './console-reports.repo.ts';
import { CSV_BOM, csvOf } from '../../lib/csv.ts';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The day's figures from the SQL groups: every hour, status and method present, zero where nothing sold. */
export function summarise(date: LocalDate, outlet: Pick<ReportOutlet, 'timezone' | 'currency'>, groups: readonly SalesGroup[]): DaySummary {
  const counted = groups.filter((group) => REVENUE_STATUSES.includes(group.status));
  const sales = (of: readonly SalesGroup[]) => ({
    orders: of.reduce((sum, group) => sum + group.orders, 0),
    revenue: of.reduce((sum, group) => sum + group.revenue, 0),
  });
  const day = sales(counted);
  return {
    date,
    timezone: outlet.timezone,
    currency: outlet.currency,
    ...day,
    average_order: day.orders === 0 ? 0 : Math.round(day.revenue / day.orders),
    by_hour: HOURS.map((hour) => ({ hour, ...sales(counted.filter((group) => group.hour === hour)) })),
    by_status: ORDER_STATUSES.map((status) => ({ status, orders: sales(groups.filter((group) => group.status === status)).orders })),
    by_method: DELIVERY_METHODS.map((method) => ({ method, ...sales(counted.filter((group) => group.method === method)) })),
  };
}

/** Integer cents as dollars with two decimals, without floating point. */
export const dollars = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export function ordersCsv(rows: readonly ExportRow[]): string {
  // A byte-order mark, or Excel reads the UTF-8 file as the system's code page (José becomes JosÃ©).
  return `${CSV_BOM}${csvOf([
    ORDERS_EXPORT_COLUMNS,
    ...rows.map((row) => [
      row.number,
      row.createdAt,
      row.status,
      row.method,
      row.customerName,
      row.email,
      row.phone,
      dollars(row.subtotal),
      dollars(row.discount),
      dollars(row.delivery),
      dollars(row.tax),
      dollars(row.total),
      row.paymentMethod,
      row.coupon,
    ]),
  ])}`;
}

/** A file name from the outlet's name: lower-case letters, digits and dashes only (safe in a header). */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** An outlet's day in figures, and its orders as a CSV file (issue 10); the days are the outlet's own. */
export function createConsoleReportsService(repo: ConsoleReportsRepo, now: () => Date) {
  async function outletOf(session: StaffSession, restaurantId: number): Promise<ReportOutlet> {
    const outlet = await repo.outlet(session.tenantId, restaurantId);
    if (!outlet) throw notFound(OUTLET_NOT_FOUND);
    return outlet;
  }
  /** From the start of `from` to the start of the day after `to`, in the outlet's zone. */
  const daysBetween = (from: LocalDate, to: LocalDate, timezone: string) => [instantAt(from, 0, timezone), instantAt(addDays(to, 1), 0, timezone)] as const;

  return {
    async summary(session: StaffSession, restaurantId: number, requested: LocalDate | undefined): Promise<DaySummary> {
      const outlet = await outletOf(session, restaurantId);
      const date = requested ?? wallTimeOf(now(), outlet.timezone).date;
      const groups = await repo.salesGroups(session.tenantId, restaurantId, outlet.timezone, ...daysBetween(date, date, outlet.timezone));
      return summarise(date, outlet, groups);
    },

    async ordersExport(session: StaffSession, restaurantId: number, { from, to }: OrdersExportQuery): Promise<{ filename: string; csv: string }> {
      const outlet = await outletOf(session, restaurantId);
      const rows = await repo.exportRows(session.tenantId, restaurantId, outlet.timezone, ...daysBetween(from, to, outlet.timezone));
      return { filename: `orders-${slug(outlet.name) || restaurantId}-${from}-to-${to}.csv`, csv: ordersCsv(rows) };
    },
  };
}
export type ConsoleReportsService = ReturnType<typeof createConsoleReportsService>;
