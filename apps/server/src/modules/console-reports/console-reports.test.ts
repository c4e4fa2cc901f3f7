import { daySummaryResponseSchema, ORDERS_EXPORT_COLUMNS, type DaySummary } from '@crust/contract/console-reports';
import type { Order } from '@crust/contract/orders';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { SURRY_HILLS, type Caller } from '../cart/cart-test-kit.ts';
import { addDays } from '../checkout/zoned-time.ts';
import { consoleOrdersKit } from '../console-orders/console-orders-test-kit.ts';
import { clockAt, GUEST_DETAILS, ORDER_DAY } from '../orders/order-test-kit.ts';
import { dollars, summarise } from './console-reports.service.ts';
import { csvField } from '../../lib/csv.ts';

// Issue 10: a manager's day in figures (SQL aggregates, hours in the outlet's zone, only orders that
// count towards revenue) and the orders as a CSV file a spreadsheet opens safely.

let clock = clockAt(ORDER_DAY, '12:00');
const EXPORT_DAY = addDays(ORDER_DAY, 1);

describe('CSV fields', () => {
  it('quote commas, quotes and line breaks, and defuse what a spreadsheet would run as a formula', () => {
    expect(csvField('Grace Hopper')).toBe('Grace Hopper');
    expect(csvField('Smith, Jane')).toBe('"Smith, Jane"');
    expect(csvField('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvField('Line\nBreak')).toBe('"Line\nBreak"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    for (const risky of ['+61 2 9000 0000', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) expect(csvField(risky).replace(/^"/, '')).toMatch(/^'/);
    expect(csvField(42)).toBe('42');
    // A negative amount is a number, not a formula (issue 21: the gift-card report's net adjustment).
    expect(csvField('-5.00')).toBe('-5.00');
    expect(csvField('-5.00+1')).toBe("'-5.00+1");
    expect(csvField(null)).toBe('');
  });

  it('write money as dollars with two decimals', () => {
    expect([0, 5, 50, 1234, 123456].map(dollars)).toEqual(['0.00', '0.05', '0.50', '12.34', '1234.56']);
  });
});

describe('a day’s summary', () => {
  it('counts placed-onward orders only, rounds the average, and lists every hour, status and method', () => {
    const summary = summarise('2026-11-24', { timezone: 'Australia/Sydney', currency: 'AUD' }, [
      { hour: 18, status: 'completed', method: 'pickup', orders: 1, revenue: 1000 },
      { hour: 18, status: 'ready', method: 'delivery', orders: 1, revenue: 1001 },
      { hour: 19, status: 'cancelled', method: 'pickup', orders: 3, revenue: 9000 },
      { hour: 19, status: 'pending_payment', method: 'pickup', orders: 1, revenue: 500 },
    ]);
    expect(summary).toMatchObject({ orders: 2, revenue: 2001, average_order: 1001 });
    expect(summary.by_hour[18]).toEqual({ hour: 18, orders: 2, revenue: 2001 });
    expect(summary.by_hour[19]).toEqual({ hour: 19, orders: 0, revenue: 0 });
    expect(summary.by_status.find((entry) => entry.status === 'cancelled')).toEqual({ status: 'cancelled', orders: 3 });
    expect(summary.by_method).toEqual([
      { method: 'pickup', orders: 1, revenue: 1000 },
      { method: 'delivery', orders: 1, revenue: 1001 },
    ]);
    expect(summarise('2026-11-24', { timezone: 'Australia/Sydney', currency: 'AUD' }, []).average_order).toBe(0);
  });
});

describeEachDatabase(
  'console: the day’s summary and the orders export',
  (get) => {
    const kit = consoleOrdersKit(get);
    let surryHills = 0;

    const summaryCall = (who: Caller | null, query = '', outletId = surryHills) =>
      kit.inject({ method: 'GET', url: `/api/console/outlets/${outletId}/summary${query}`, headers: who?.headers ?? {} });
    const exportCall = (who: Caller | null, query: string, outletId = surryHills) =>
      kit.inject({ method: 'GET', url: `/api/console/outlets/${outletId}/orders.csv${query}`, headers: who?.headers ?? {} });
    function summaryOf(response: LightMyRequestResponse): DaySummary {
      expect(response.statusCode, response.body).toBe(200);
      return daySummaryResponseSchema.parse(response.json()).data;
    }
    /** An order placed by a new guest at `time` on `date` by the app's clock (a pickup at 13:00 that day unless `overrides` say). */
    async function placedAt(date: string, time: string, overrides: object = {}, count = 1): Promise<Order> {
      clock = clockAt(date, time);
      return (await kit.placed({ pickup_date: date, ...overrides }, count)).order;
    }

    beforeAll(async () => {
      surryHills = await kit.outletId(SURRY_HILLS);
      await kit.setSlotCapacity(10_000);
    });
    beforeEach(() => {
      clock = clockAt(ORDER_DAY, '12:00');
    });

    it('sums the day’s orders that count, by hour in the outlet’s zone, by status and by method', async () => {
      const manager = await kit.signedIn('manager', [SURRY_HILLS]);
      // 23:50 the evening before, in Sydney: another day.
      await placedAt(addDays(ORDER_DAY, -1), '23:50', { pickup_date: ORDER_DAY });
      // 00:30 in Sydney is 13:30 UTC the day before: the outlet's day and hour decide.
      const early = await placedAt(ORDER_DAY, '00:30');
      const lunch = await placedAt(ORDER_DAY, '11:10', {}, 2);
      clock = clockAt(ORDER_DAY, '11:40');
      const { order: delivery } = await kit.delivery();
      clock = clockAt(ORDER_DAY, '12:05');
      const { guest, order: cancelled } = await kit.placed();
      kit.orderOf(await kit.inject({ method: 'POST', url: `/api/v2/orders/${cancelled.id}/cancel`, headers: guest.headers }), 200);
      clock = clockAt(ORDER_DAY, '12:10');
      await kit.placed({ payment_method: 'card' });

      const summary = summaryOf(await summaryCall(manager, `?date=${ORDER_DAY}`));
      const revenue = early.totals.total + lunch.totals.total + delivery.totals.total;
      expect(summary).toMatchObject({
        date: ORDER_DAY,
        timezone: 'Australia/Sydney',
        currency: 'AUD',
        orders: 3,
        revenue,
        average_order: Math.round(revenue / 3),
      });
      expect(summary.by_hour.filter((hour) => hour.orders > 0)).toEqual([
        { hour: 0, orders: 1, revenue: early.totals.total },
        { hour: 11, orders: 2, revenue: lunch.totals.total + delivery.totals.total },
      ]);
      expect(summary.by_status.filter((entry) => entry.orders > 0)).toEqual([
        { status: 'pending_payment', orders: 1 },
        { status: 'placed', orders: 3 },
        { status: 'cancelled', orders: 1 },
      ]);
      expect(summary.by_method).toEqual([
        { method: 'pickup', orders: 2, revenue: early.totals.total + lunch.totals.total },
        { method: 'delivery', orders: 1, revenue: delivery.totals.total },
      ]);

      // Without a date: today in the outlet's zone, by the app's clock.
      expect(summaryOf(await summaryCall(manager))).toEqual(summary);
      const dayBefore = summaryOf(await summaryCall(manager, `?date=${addDays(ORDER_DAY, -1)}`));
      expect(dayBefore.by_hour[23]).toMatchObject({ orders: 1 });
      expect(summaryOf(await summaryCall(manager, '?date=2020-01-01'))).toMatchObject({ orders: 0, revenue: 0, average_order: 0 });
      expect(kit.errorOf(await summaryCall(manager, '?date=24/11/2026'), 400).code).toBe('bad_request');
    });

    it('exports the orders as CSV: a header row, times in the outlet’s zone, dollars, and names escaped and defused', async () => {
      const owner = await kit.signedIn('owner');
      const details = (name: string, phone_no = GUEST_DETAILS.phone_no) => ({ guest_details: { ...GUEST_DETAILS, name, phone_no } });
      const formula = await placedAt(EXPORT_DAY, '09:05', details('=HYPERLINK("x")', '+61 412 345 678'));
      const comma = await placedAt(EXPORT_DAY, '09:10', details('Smith, Jane'));
      // Names refuse line breaks now (issue 17), but an order stored before that rule may hold one.
      const newline = await placedAt(EXPORT_DAY, '09:15', details('Ada Lovelace'));
      await get().db.update(orders).set({ customerName: 'Ada\nLovelace' }).where(eq(orders.id, newline.id));

      const response = await exportCall(owner, `?from=${EXPORT_DAY}&to=${EXPORT_DAY}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="orders-crust-surry-hills-${EXPORT_DAY}-to-${EXPORT_DAY}.csv"`);
      expect(response.body.startsWith('\uFEFF')).toBe(true);
      const lines = response.body.slice(1).split('\r\n');
      const money = (order: Order) =>
        [order.totals.subtotal, order.totals.discount_total, order.totals.delivery_charge, order.totals.tax, order.totals.total].map(dollars).join(',');
      expect(lines).toEqual([
        ORDERS_EXPORT_COLUMNS.join(','),
        `${formula.number},${EXPORT_DAY} 09:05:00,placed,pickup,"'=HYPERLINK(""x"")",grace@example.test,'+61 412 345 678,${money(formula)},cash_on_delivery,`,
        `${comma.number},${EXPORT_DAY} 09:10:00,placed,pickup,"Smith, Jane",grace@example.test,0412 345 678,${money(comma)},cash_on_delivery,`,
        `${newline.number},${EXPORT_DAY} 09:15:00,placed,pickup,"Ada\nLovelace",grace@example.test,0412 345 678,${money(newline)},cash_on_delivery,`,
        '',
      ]);
      expect(formula.totals.total).toBeGreaterThan(0);

      // A range of days holds every order of them; one of none holds the header alone.
      const both = await exportCall(owner, `?from=${ORDER_DAY}&to=${EXPORT_DAY}`);
      expect(both.body.split('\r\n').length).toBeGreaterThan(lines.length);
      expect((await exportCall(owner, '?from=2020-01-01&to=2020-01-31')).body).toBe(`\uFEFF${ORDERS_EXPORT_COLUMNS.join(',')}\r\n`);
    });

    it('exports at most 92 days, `from` not after `to`, both dates required (400)', async () => {
      const manager = await kit.signedIn('manager', [SURRY_HILLS]);
      expect((await exportCall(manager, '?from=2026-01-01&to=2026-04-02')).statusCode).toBe(200);
      expect(kit.errorOf(await exportCall(manager, '?from=2026-01-01&to=2026-04-03'), 400).message).toContain('at most 92 days');
      expect(kit.errorOf(await exportCall(manager, '?from=2026-02-02&to=2026-02-01'), 400).message).toContain('must not be after');
      expect(kit.errorOf(await exportCall(manager, '?from=2026-02-01'), 400).code).toBe('bad_request');
      expect(kit.errorOf(await exportCall(manager, '?from=2026-02-30&to=2026-03-01'), 400).code).toBe('bad_request');
    });

    it('is for managers and owners of the outlet: crew 403, another outlet’s manager 403, another tenant 404, a diner or none 401', async () => {
      const range = `?from=${ORDER_DAY}&to=${ORDER_DAY}`;
      const expectBoth = async (who: Caller | null, status: number, code: string, outletId?: number) => {
        expect(kit.errorOf(await summaryCall(who, '', outletId), status).code).toBe(code);
        expect(kit.errorOf(await exportCall(who, range, outletId), status).code).toBe(code);
      };
      await expectBoth(await kit.signedIn('crew', [SURRY_HILLS]), 403, 'forbidden');
      await expectBoth(await kit.signedIn('manager', ['Crust Newtown']), 403, 'forbidden');
      await expectBoth(await kit.signedIn('owner'), 404, 'not_found', await kit.otherTenantOutlet());
      await expectBoth(await kit.guest(), 401, 'unauthorized');
      await expectBoth(null, 401, 'unauthorized');
      const owner = await kit.signedIn('owner');
      expect(summaryOf(await summaryCall(owner)).date).toBe(ORDER_DAY);
    });
  },
  {},
  { now: () => clock },
);
