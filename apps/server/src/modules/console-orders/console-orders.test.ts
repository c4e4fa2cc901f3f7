import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { payments } from '../../db/schema/payments.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { configurationValue, chosen, productNamed, SURRY_HILLS } from '../cart/cart-test-kit.ts';
import { clockAt, ORDER_DAY } from '../orders/order-test-kit.ts';
import { prepareAt } from './board-card.ts';
import { consoleOrdersKit } from './console-orders-test-kit.ts';
import { acceptedEstimate } from './console-orders.service.ts';

// Issue 10: the console's order board. Crew of an outlet list its orders by status and day and move
// them through the one state machine, naming the version they saw: a change someone made first,
// or one the machine forbids, is a 409. Every refusal by who asks is proven here.

const clock = clockAt(ORDER_DAY, '12:00');
const NEWTOWN = 'Crust Newtown';
const TOMORROW = '2026-11-25';

describe('acceptedEstimate', () => {
  it('is now plus the minutes, never before the slot the diner chose', () => {
    const now = new Date('2026-11-24T01:00:00Z');
    expect(acceptedEstimate(now, 20, null)).toEqual(new Date('2026-11-24T01:20:00Z'));
    expect(acceptedEstimate(now, 20, new Date('2026-11-24T07:00:00Z'))).toEqual(new Date('2026-11-24T07:00:00Z'));
    expect(acceptedEstimate(now, 90, new Date('2026-11-24T02:00:00Z'))).toEqual(new Date('2026-11-24T02:30:00Z'));
  });
});

describe('prepareAt', () => {
  const leadMinutes = { pickup: 20, delivery: 40 };
  const now = new Date('2026-11-24T01:00:00Z');
  const at = (estimatedAt: string, deliveryMethod: 'pickup' | 'delivery', asap: boolean) =>
    prepareAt({ estimatedAt: new Date(estimatedAt), deliveryMethod, asap }, leadMinutes, now).toISOString();

  it('is the order’s time less the method’s lead time, never later than now for ASAP', () => {
    expect(at('2026-11-24T07:00:00Z', 'pickup', false)).toBe('2026-11-24T06:40:00.000Z');
    expect(at('2026-11-24T07:00:00Z', 'delivery', false)).toBe('2026-11-24T06:20:00.000Z');
    // A scheduled order whose start has passed keeps it: the board shows it late.
    expect(at('2026-11-24T01:10:00Z', 'pickup', false)).toBe('2026-11-24T00:50:00.000Z');
    expect(at('2026-11-24T01:10:00Z', 'pickup', true)).toBe('2026-11-24T00:50:00.000Z');
    // Accepted for an hour from now: an ASAP order is still to be started now.
    expect(at('2026-11-24T02:00:00Z', 'pickup', true)).toBe(now.toISOString());
  });
});

describeEachDatabase(
  'console order board',
  (get) => {
    const kit = consoleOrdersKit(get);
    beforeAll(() => kit.setSlotCapacity(10_000));

    it('lists the day’s orders as cards, without unpaid card orders unless asked; filters by status and date', async () => {
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      const { order } = await kit.placed({ special_instructions: 'Ring the bell' }, 2);
      const { order: unpaid } = await kit.placed({ payment_method: 'card' });
      const board = kit.boardOf(await kit.calls.board(crew));
      expect(board).toMatchObject({ date: ORDER_DAY, timezone: 'Australia/Sydney' });
      const card = board.orders.find((entry) => entry.id === order.id);
      expect(card).toMatchObject({
        number: order.number,
        status: 'placed',
        version: 1,
        delivery_method: 'pickup',
        table_number: null,
        asap: false,
        requested_date: ORDER_DAY,
        requested_time: '13:00',
        // The outlet's pickup lead time (20 minutes) before the slot.
        prepare_at: clockAt(ORDER_DAY, '12:40').toISOString(),
        customer: { name: 'Grace Hopper', phone_no: '0412 345 678' },
        delivery_address: null,
        totals: order.totals,
        payment_method: 'cash_on_delivery',
        payment_status: null,
        amount_due: order.totals.total,
        special_instructions: 'Ring the bell',
        lines: [{ name: 'Garlic Bread', quantity: 2, options: [], modifiers: [], halves: [], deal_parts: [], notes: '', is_free: false }],
      });
      expect(board.orders.map((entry) => entry.id)).not.toContain(unpaid.id);

      const unpaidOnly = kit.boardOf(await kit.calls.board(crew, '?status=pending_payment'));
      expect(unpaidOnly.orders.map((entry) => entry.id)).toContain(unpaid.id);
      expect(unpaidOnly.orders.every((entry) => entry.status === 'pending_payment')).toBe(true);
      const both = kit.boardOf(await kit.calls.board(crew, '?status=placed,pending_payment'));
      expect(both.orders.map((entry) => entry.id)).toEqual(expect.arrayContaining([order.id, unpaid.id]));
      expect(kit.boardOf(await kit.calls.board(crew, '?date=2026-11-25')).orders).toEqual([]);
      expect(kit.errorOf(await kit.calls.board(crew, '?status=eaten'), 400).code).toBe('bad_request');
      expect(kit.errorOf(await kit.calls.board(crew, '?date=24-11-2026'), 400).code).toBe('bad_request');
    });

    it('the board (no date) also holds every upcoming order of later days, below today’s by prepare_at; a date holds that day only', async () => {
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      const { order: today } = await kit.placed();
      const { order: tomorrow } = await kit.placed({ pickup_date: TOMORROW, pickup_time: '12:00' });
      const { guest, order: cancelled } = await kit.placed({ pickup_date: TOMORROW });
      await kit.inject({ method: 'POST', url: `/api/v2/orders/${cancelled.id}/cancel`, headers: guest.headers });
      const { order: unpaid } = await kit.placed({ payment_method: 'card', pickup_date: TOMORROW });

      const board = kit.boardOf(await kit.calls.board(crew));
      expect(board.date).toBe(ORDER_DAY);
      const ids = board.orders.map((entry) => entry.id);
      expect(ids).not.toContain(cancelled.id);
      expect(ids).not.toContain(unpaid.id);
      expect(ids.indexOf(today.id)).toBeLessThan(ids.indexOf(tomorrow.id));
      const prepareTimes = board.orders.map((entry) => Date.parse(entry.prepare_at));
      expect(prepareTimes).toEqual(prepareTimes.toSorted((a, b) => a - b));
      expect(board.orders.find((entry) => entry.id === tomorrow.id)).toMatchObject({
        status: 'placed',
        asap: false,
        requested_date: TOMORROW,
        requested_time: '12:00',
        prepare_at: clockAt(TOMORROW, '11:40').toISOString(),
      });
      // Still on the board once accepted; gone once rejected (an ended order).
      kit.cardOf(await kit.calls.move(crew, tomorrow.id, { transition: 'accept', version: 1, estimated_minutes: 20 }));
      expect(kit.boardOf(await kit.calls.board(crew)).orders.map((entry) => entry.id)).toContain(tomorrow.id);
      const { order: rejected } = await kit.placed({ pickup_date: TOMORROW });
      kit.cardOf(await kit.calls.move(crew, rejected.id, { transition: 'reject', version: 1, reason: 'Closed for a party' }));
      expect(kit.boardOf(await kit.calls.board(crew)).orders.map((entry) => entry.id)).not.toContain(rejected.id);
      // Ended orders of a later day are on that day's look, not on the board.
      expect(kit.boardOf(await kit.calls.board(crew, `?date=${TOMORROW}&status=rejected`)).orders.map((entry) => entry.id)).toEqual([rejected.id]);

      const todayOnly = kit.boardOf(await kit.calls.board(crew, `?date=${ORDER_DAY}`)).orders.map((entry) => entry.id);
      expect(todayOnly).toContain(today.id);
      expect(todayOnly).not.toContain(tomorrow.id);
      const tomorrowOnly = kit.boardOf(await kit.calls.board(crew, `?date=${TOMORROW}`));
      expect(tomorrowOnly.date).toBe(TOMORROW);
      expect(tomorrowOnly.orders.map((entry) => entry.id)).toEqual(expect.arrayContaining([tomorrow.id, cancelled.id]));
      expect(tomorrowOnly.orders.map((entry) => entry.id)).not.toContain(today.id);
    });

    it('prints a half-and-half’s size, crust and each half’s toppings by side, and the line’s notes', async () => {
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      const guest = await kit.guest();
      const menu = await kit.menuOf(SURRY_HILLS);
      const [margherita, hawaiian] = [productNamed(menu, 'Margherita'), productNamed(menu, 'Hawaiian')];
      await kit.added(guest, SURRY_HILLS, {
        is_half_and_half: true,
        notes: 'Well done',
        configurations: [configurationValue(margherita, 'Size', 'Small'), configurationValue(margherita, 'Crust', 'Classic')],
        cart_portions: [
          {
            portion: 'left',
            restaurant_product_id: margherita.restaurant_product_id,
            product_id: margherita.product_id,
            modifiers: chosen(margherita, 'Extra mozzarella'),
          },
          { portion: 'right', restaurant_product_id: hawaiian.restaurant_product_id, product_id: hawaiian.product_id },
        ],
      });
      const order = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest)));
      const card = kit.cardOf(await kit.calls.one(crew, order.id));
      expect(card.lines).toHaveLength(1);
      expect(card.lines[0]).toMatchObject({
        quantity: 1,
        notes: 'Well done',
        options: [
          { name: 'Size', value: 'Small' },
          { name: 'Crust', value: 'Classic' },
        ],
        halves: [
          { side: 'left', name: 'Margherita', modifiers: [{ name: 'Extra mozzarella', quantity: 1 }] },
          { side: 'right', name: 'Hawaiian', modifiers: [] },
        ],
      });
    });

    it('moves an order through accept (setting its estimate), preparing, ready and completed, auditing each change', async () => {
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      const { guest, order } = await kit.placed();
      // Asked for 13:00; at 12:00, 90 minutes is later than that.
      const accepted = kit.cardOf(await kit.calls.move(crew, order.id, { transition: 'accept', version: 1, estimated_minutes: 90 }));
      expect(accepted).toMatchObject({ status: 'accepted', version: 2, estimated_at: clockAt(ORDER_DAY, '13:30').toISOString() });
      expect(kit.orderOf(await kit.read(guest, order.id), 200)).toMatchObject({ status: 'accepted', estimated_at: accepted.estimated_at });
      let version = 2;
      for (const [transition, status] of [
        ['start_preparing', 'preparing'],
        ['mark_ready', 'ready'],
        ['complete', 'completed'],
      ] as const) {
        expect(kit.cardOf(await kit.calls.move(crew, order.id, { transition, version }))).toMatchObject({ status, version: version + 1 });
        version += 1;
      }
      const entries = await get()
        .db.select()
        .from(auditLog)
        .where(eq(auditLog.target, `order:${order.id}`))
        .orderBy(auditLog.id);
      const { number } = order;
      expect(entries.map((entry) => [entry.action, entry.staffId, entry.before, entry.after])).toEqual([
        [
          'order.accept',
          crew.staffId,
          { number, status: 'placed', version: 1 },
          { number, status: 'accepted', version: 2, estimated_at: accepted.estimated_at },
        ],
        ['order.start_preparing', crew.staffId, { number, status: 'accepted', version: 2 }, { number, status: 'preparing', version: 3 }],
        ['order.mark_ready', crew.staffId, { number, status: 'preparing', version: 3 }, { number, status: 'ready', version: 4 }],
        ['order.complete', crew.staffId, { number, status: 'ready', version: 4 }, { number, status: 'completed', version: 5 }],
      ]);
    });

    it('accepting a scheduled order never promises it before its slot', async () => {
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      const { order } = await kit.placed({ pickup_time: '18:00' });
      const accepted = kit.cardOf(await kit.calls.move(crew, order.id, { transition: 'accept', version: 1, estimated_minutes: 20 }));
      expect(accepted.estimated_at).toBe(clockAt(ORDER_DAY, '18:00').toISOString());
    });

    it('409 for a transition the machine forbids or a stale version, changing nothing; 400 for accept without minutes or reject without reason', async () => {
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      const { order } = await kit.placed();
      const forbidden = kit.errorOf(await kit.calls.move(crew, order.id, { transition: 'mark_ready', version: 1 }), 409);
      expect(forbidden.code).toBe('invalid_transition');
      const stale = kit.errorOf(await kit.calls.move(crew, order.id, { transition: 'accept', version: 7, estimated_minutes: 10 }), 409);
      expect(stale).toEqual({ code: 'stale_order', message: expect.stringMatching(/refresh/) });
      expect(kit.errorOf(await kit.calls.move(crew, order.id, { transition: 'accept', version: 1 }), 400).message).toMatch(/estimated_minutes/);
      expect(kit.errorOf(await kit.calls.move(crew, order.id, { transition: 'accept', version: 1, estimated_minutes: 241 }), 400).code).toBe('bad_request');
      expect(kit.errorOf(await kit.calls.move(crew, order.id, { transition: 'reject', version: 1 }), 400).message).toMatch(/reason/);
      expect(kit.errorOf(await kit.calls.move(crew, order.id, { transition: 'pay', version: 1 }), 400).code).toBe('bad_request');
      expect(kit.cardOf(await kit.calls.one(crew, order.id))).toMatchObject({ status: 'placed', version: 1 });
      expect(
        await get()
          .db.select()
          .from(auditLog)
          .where(eq(auditLog.target, `order:${order.id}`)),
      ).toEqual([]);
    });

    it('two staff accepting the same version at once: exactly one 200, the other 409 stale_order', async () => {
      const [first, second] = [await kit.signedIn('crew', [SURRY_HILLS]), await kit.signedIn('manager', [SURRY_HILLS])];
      const { order } = await kit.placed();
      const answers = await Promise.all(
        [first, second].map((who) => kit.calls.move(who, order.id, { transition: 'accept', version: 1, estimated_minutes: 15 })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().error.code).toBe('stale_order');
      expect(kit.cardOf(await kit.calls.one(first, order.id))).toMatchObject({ status: 'accepted', version: 2 });
      expect(
        await get()
          .db.select()
          .from(auditLog)
          .where(eq(auditLog.target, `order:${order.id}`)),
      ).toHaveLength(1);
    });

    it('rejecting a paid card order refunds it, gives its slot back, and tells the diner why', async () => {
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      const before = await kit.slotOrders('14:00');
      const { guest, order } = await kit.paidByCard({ pickup_time: '14:00' });
      expect(order).toMatchObject({ status: 'placed', version: 2, payment: { status: 'succeeded' } });
      expect(await kit.slotOrders('14:00')).toBe(before + 1);
      const rejected = kit.cardOf(await kit.calls.move(crew, order.id, { transition: 'reject', version: 2, reason: 'We have run out of dough' }));
      expect(rejected).toMatchObject({ status: 'rejected', version: 3, payment_status: 'refunded' });
      const [payment] = await get().db.select().from(payments).where(eq(payments.orderId, order.id));
      expect(payment).toMatchObject({ status: 'refunded', refundedAmount: order.totals.total });
      expect(await kit.slotOrders('14:00')).toBe(before);
      const seen = kit.orderOf(await kit.read(guest, order.id), 200);
      expect(seen.timeline.at(-1)).toMatchObject({ status: 'rejected', reason: 'We have run out of dough' });
      const [entry] = await get()
        .db.select()
        .from(auditLog)
        .where(and(eq(auditLog.target, `order:${order.id}`), eq(auditLog.action, 'order.reject')));
      // Issue 18: with the order's number, so the audit log can say "rejected order #12".
      expect(entry?.before).toEqual({ number: order.number, status: 'placed', version: 2 });
      expect(entry?.after).toEqual({ number: order.number, status: 'rejected', version: 3, reason: 'We have run out of dough' });
    });

    it('an ASAP order is to be prepared from when it was placed, and from now once accepted for later', async () => {
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      // A table's order is always ASAP (the demo site offers no ASAP otherwise).
      const { order } = await kit.placed({ asap: true, pickup_time: undefined, table_number: 7, payment_method: 'pay_at_counter' });
      const card = kit.cardOf(await kit.calls.one(crew, order.id));
      expect(card).toMatchObject({ asap: true, estimated_at: clockAt(ORDER_DAY, '12:20').toISOString(), prepare_at: clock.toISOString() });
      const accepted = kit.cardOf(await kit.calls.move(crew, order.id, { transition: 'accept', version: 1, estimated_minutes: 60 }));
      expect(accepted).toMatchObject({ estimated_at: clockAt(ORDER_DAY, '13:00').toISOString(), prepare_at: clock.toISOString() });
    });

    it('a delivery goes out and is completed; a finished order cannot be rejected', async () => {
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      const { order } = await kit.delivery();
      expect(kit.cardOf(await kit.calls.one(crew, order.id))).toMatchObject({
        delivery_method: 'delivery',
        // The saved address names its suburb and postcode, not its city.
        delivery_address: '12 Crown St, Surry Hills NSW 2010, Sydney',
        // For 13:30 at the door, less the outlet's delivery lead time (40 minutes).
        prepare_at: clockAt(ORDER_DAY, '12:50').toISOString(),
      });
      const steps = [{ transition: 'accept', estimated_minutes: 40 }, { transition: 'mark_ready' }, { transition: 'send_out' }, { transition: 'complete' }];
      for (const [index, step] of steps.entries())
        expect(kit.cardOf(await kit.calls.move(crew, order.id, { ...step, version: index + 1 })).version).toBe(index + 2);
      expect(kit.errorOf(await kit.calls.move(crew, order.id, { transition: 'reject', version: 5, reason: 'Too late' }), 409).code).toBe('invalid_transition');
    });

    // Issue 18: a driver left without knowing to collect cash, where to go or how to call.
    it('a cash delivery’s card says what to collect, the phone, the full address and the instructions; a card order has nothing to collect', async () => {
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      const { order } = await kit.delivery({
        shipping_details: { formattedAddress: '7 Bourke St', suburb: 'Surry Hills', city: 'Sydney', postcode: '2010' },
        special_instructions: 'Side gate, call on arrival',
      });
      expect(order.totals.total).toBeGreaterThan(0);
      expect(kit.cardOf(await kit.calls.one(crew, order.id))).toMatchObject({
        payment_method: 'cash_on_delivery',
        amount_due: order.totals.total,
        customer: { phone_no: '0412 345 678' },
        delivery_address: '7 Bourke St, Surry Hills, Sydney 2010',
        special_instructions: 'Side gate, call on arrival',
      });
      const { order: paid } = await kit.paidByCard();
      expect(kit.cardOf(await kit.calls.one(crew, paid.id))).toMatchObject({ payment_method: 'card', payment_status: 'succeeded', amount_due: 0 });
    });

    it('a pickup or a table’s order never goes out for delivery: 409 invalid_transition, nothing changed, audited or mailed (issue 17 point 12)', async () => {
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      const outForDelivery = async () =>
        (await get().db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.template, 'order_out_for_delivery'))).length;
      const mailedBefore = await outForDelivery();
      const pickup = (await kit.placed()).order;
      const table = (await kit.placed({ asap: true, pickup_time: undefined, table_number: 7, payment_method: 'pay_at_counter' })).order;
      for (const order of [pickup, table]) {
        for (const [index, step] of [{ transition: 'accept', estimated_minutes: 30 }, { transition: 'mark_ready' }].entries())
          kit.cardOf(await kit.calls.move(crew, order.id, { ...step, version: index + 1 }));
        const refused = kit.errorOf(await kit.calls.move(crew, order.id, { transition: 'send_out', version: 3 }), 409);
        expect(refused).toEqual({ code: 'invalid_transition', message: expect.stringMatching(/pickup/) });
        expect(kit.cardOf(await kit.calls.one(crew, order.id))).toMatchObject({ status: 'ready', version: 3 });
        const audited = await get()
          .db.select({ action: auditLog.action })
          .from(auditLog)
          .where(eq(auditLog.target, `order:${order.id}`));
        expect(audited.map((entry) => entry.action)).toEqual(['order.accept', 'order.mark_ready']);
        // Collected (or served) is the way such an order ends.
        expect(kit.cardOf(await kit.calls.move(crew, order.id, { transition: 'complete', version: 3 })).status).toBe('completed');
      }
      expect(await outForDelivery()).toBe(mailedBefore);
    });

    it('refuses who may not: crew of another outlet 403, another tenant’s outlet 404, another outlet’s order 404, a diner or no token 401', async () => {
      const { guest, order } = await kit.placed();
      const elsewhere = await kit.signedIn('crew', [NEWTOWN]);
      const here = await kit.signedIn('crew', [SURRY_HILLS]);
      const otherTenant = await kit.otherTenantOutlet();
      const newtown = await kit.outletId(NEWTOWN);
      const accept = { transition: 'accept', version: 1, estimated_minutes: 10 };
      for (const call of [() => kit.calls.board(elsewhere), () => kit.calls.one(elsewhere, order.id), () => kit.calls.move(elsewhere, order.id, accept)])
        expect(kit.errorOf(await call(), 403).code).toBe('forbidden');
      for (const call of [
        () => kit.calls.board(here, '', otherTenant),
        () => kit.calls.one(here, order.id, otherTenant),
        () => kit.calls.move(here, order.id, accept, otherTenant),
      ])
        expect(kit.errorOf(await call(), 404).code).toBe('not_found');
      // Their own outlet, someone else's order: as if it did not exist.
      const newtownCrew = await kit.signedIn('crew', [NEWTOWN]);
      expect(kit.errorOf(await kit.calls.one(newtownCrew, order.id, newtown), 404).code).toBe('not_found');
      expect(kit.errorOf(await kit.calls.move(newtownCrew, order.id, accept, newtown), 404).code).toBe('not_found');
      expect(kit.errorOf(await kit.calls.one(here, 'ord_missing'), 404).code).toBe('not_found');
      for (const who of [guest, null]) {
        expect(kit.errorOf(await kit.calls.board(who), 401).code).toBe('unauthorized');
        expect(kit.errorOf(await kit.calls.one(who, order.id), 401).code).toBe('unauthorized');
        expect(kit.errorOf(await kit.calls.move(who, order.id, accept), 401).code).toBe('unauthorized');
      }
      expect(kit.cardOf(await kit.calls.one(here, order.id))).toMatchObject({ status: 'placed', version: 1 });
      // An owner works at every outlet of the tenant.
      const owner = await kit.signedIn('owner');
      expect(kit.cardOf(await kit.calls.move(owner, order.id, accept)).status).toBe('accepted');
    });
  },
  {},
  { now: () => clock },
);
