import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { cartLines } from '../../db/schema/cart-lines.ts';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import { idempotencyKeys, orderEvents, orderLines, orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import { restaurantSettings } from '../../db/schema/restaurant-settings.ts';
import { newOrderId } from '../../lib/tokens.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { SURRY_HILLS, type Guest } from '../cart/cart-test-kit.ts';
import { createPlacementRepo, type PlacementRefusal, type PlacementWrite } from './place-order.repo.ts';
import { clockAt, ORDER_DAY, orderKit } from './order-test-kit.ts';

// The placement's one statement (decision 006): its claims and writes stand or fall together. A
// failed claim must undo the claims made before it in the same statement (a cart line deleted, a
// slot place taken, the number counted), or a refused diner would lose items and places.

const TENANT = 64;
const SLOT = '13:00';

describeEachDatabase('placing an order: the one statement', (get) => {
  const kit = orderKit(get);
  let restaurantId: number;
  beforeAll(async () => {
    restaurantId = await kit.outletId(SURRY_HILLS);
    await kit.setSlotCapacity(10_000);
  });

  const repo = () => createPlacementRepo(get().db);
  const lineIdsOf = async (guest: Guest) =>
    (await get().db.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.guestId, guest.rowId))).map((row) => row.id);
  const lastNumber = async () =>
    (
      await get().db.select({ number: restaurantSettings.lastOrderNumber }).from(restaurantSettings).where(eq(restaurantSettings.restaurantId, restaurantId))
    )[0]!.number;

  /** A cash pickup order at 13:00 of the guest's cart, as place-order.ts would write it. */
  async function placementOf(guest: Guest, changes: Partial<PlacementWrite> = {}): Promise<PlacementWrite> {
    const [item] = (await kit.cart(guest)).items;
    const at = clockAt(ORDER_DAY, '12:00');
    const slotStartsAt = clockAt(ORDER_DAY, SLOT);
    const owner = { userId: null, guestId: guest.rowId };
    const id = newOrderId();
    return {
      owner,
      idempotency: { key: randomUUID(), requestHash: 'hash' },
      slot: { startsAt: slotStartsAt, capacity: 10_000 },
      cartLineIds: await lineIdsOf(guest),
      cash: true,
      unpaidCap: null,
      limitedCouponIds: [],
      order: {
        id,
        tenantId: TENANT,
        restaurantId,
        ...owner,
        status: 'placed',
        version: 1,
        deliveryMethod: 'pickup',
        tableNumber: null,
        asap: false,
        slotStartsAt,
        customerName: 'Grace Hopper',
        customerEmail: 'grace@example.test',
        customerPhone: '0412 345 678',
        formattedAddress: null,
        suburb: null,
        city: null,
        postcode: null,
        specialInstructions: '',
        paymentMethod: 'cash_on_delivery',
        giftCardAmount: 0,
        giftCardLast4: null,
        couponCode: null,
        couponIds: [],
        subtotal: item!.discounted_item_total,
        discountTotal: 0,
        deliveryCharge: 0,
        tax: 0,
        total: item!.discounted_item_total,
        currency: 'AUD',
        estimatedAt: slotStartsAt,
        paymentDueBy: null,
        placedFromIp: '127.0.0.1',
        createdAt: at,
        updatedAt: at,
      },
      lines: [
        {
          tenantId: TENANT,
          position: 0,
          name: item!.name,
          quantity: item!.quantity,
          lineTotal: item!.discounted_item_total,
          item: item!,
          choices: null,
          notes: '',
        },
      ],
      redemptions: [],
      payment: null,
      giftCard: null,
      mail: {
        tenantId: TENANT,
        to: 'grace@example.test',
        template: 'order_received',
        data: { name: 'Grace Hopper', orderId: id, number: 0, outletName: SURRY_HILLS, outletPhone: '', fulfilment: '', lines: [], total: '', payment: '' },
      },
      answer: { status: 201, body: { data: { id, number: 0 } } },
      ...changes,
    };
  }

  it('writes the order, its lines, its first event, its mail and the key’s answer, numbered from the outlet’s counter, and takes the slot place and the cart', async () => {
    const guest = await kit.guestWithCart(2);
    const placement = await placementOf(guest);
    const [before, slotBefore] = [await lastNumber(), await kit.slotOrders(SLOT)];

    const written = await repo().write(placement);

    expect(written).toEqual({ number: before + 1 });
    const { db } = get();
    const [order] = await db.select().from(orders).where(eq(orders.id, placement.order.id));
    expect(order).toMatchObject({ number: before + 1, status: 'placed', createdAt: placement.order.createdAt });
    expect(await db.select({ name: orderLines.name, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, order!.id))).toEqual([
      { name: placement.lines[0]!.name, quantity: 2 },
    ]);
    expect(await db.select({ to: orderEvents.toStatus, version: orderEvents.version }).from(orderEvents).where(eq(orderEvents.orderId, order!.id))).toEqual([
      { to: 'placed', version: 1 },
    ]);
    const mails = await db.select({ data: mailOutbox.data }).from(mailOutbox).where(eq(mailOutbox.toAddress, 'grace@example.test'));
    expect(mails.map((mail) => mail.data)).toContainEqual(expect.objectContaining({ orderId: order!.id, number: before + 1 }));
    const [key] = await db
      .select({ status: idempotencyKeys.responseStatus, body: idempotencyKeys.responseBody })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.guestId, guest.rowId), eq(idempotencyKeys.key, placement.idempotency.key)));
    expect(key).toEqual({ status: 201, body: { data: { id: order!.id, number: before + 1 } } });
    expect(await kit.cartLineCount(guest)).toBe(0);
    expect(await kit.slotOrders(SLOT)).toBe(slotBefore + 1);
  });

  it('another shape (ASAP, paid by card): its own statement, with the payment and without a mail or a slot', async () => {
    const guest = await kit.guestWithCart();
    const base = await placementOf(guest);
    const placement = await placementOf(guest, {
      slot: null,
      cash: false,
      order: { ...base.order, status: 'pending_payment', asap: true, slotStartsAt: null, paymentMethod: 'card', paymentDueBy: clockAt(ORDER_DAY, '12:30') },
      payment: { tenantId: TENANT, provider: 'test', amount: base.order.total, currency: 'AUD' },
      mail: null,
    });
    const slotBefore = await kit.slotOrders(SLOT);

    const written = await repo().write(placement);

    expect('number' in written).toBe(true);
    const [payment] = await get().db.select().from(payments).where(eq(payments.orderId, placement.order.id));
    expect(payment).toMatchObject({ status: 'requires_payment', amount: base.order.total, clientSecret: null });
    expect(await kit.slotOrders(SLOT)).toBe(slotBefore);
  });

  type Case = { refusal: PlacementRefusal; arrange: (guest: Guest, placement: PlacementWrite) => Promise<PlacementWrite>; undo?: () => Promise<void> };
  const settings = (values: Partial<typeof restaurantSettings.$inferInsert>) =>
    get().db.update(restaurantSettings).set(values).where(eq(restaurantSettings.restaurantId, restaurantId));
  const cases: Case[] = [
    {
      refusal: 'ordering_paused',
      arrange: async (_guest, placement) => (await settings({ isOnlineOrderEnabled: 0 }), placement),
      undo: async () => void (await settings({ isOnlineOrderEnabled: 1 })),
    },
    {
      refusal: 'cash_not_accepted',
      arrange: async (_guest, placement) => (await settings({ acceptsCash: false }), placement),
      undo: async () => void (await settings({ acceptsCash: true })),
    },
    {
      refusal: 'key_taken',
      arrange: async (guest, placement) => {
        const { key } = placement.idempotency;
        await get()
          .db.insert(idempotencyKeys)
          .values({ tenantId: TENANT, guestId: guest.rowId, key, requestHash: 'earlier', responseStatus: 201, responseBody: {} });
        return placement;
      },
    },
    {
      refusal: 'slot_full',
      arrange: async (_guest, placement) => {
        // Full at what it holds now: at least one order, so the slot's row exists and its capacity is checked.
        const taken = Math.max(1, await kit.slotOrders(SLOT));
        await kit.fillSlot(SLOT, taken);
        return { ...placement, slot: { ...placement.slot!, capacity: taken } };
      },
    },
    {
      // A line gone since the cart was priced: the lines still there must not be taken either.
      refusal: 'cart_changed',
      arrange: async (_guest, placement) => ({ ...placement, cartLineIds: [...placement.cartLineIds, 2_000_000_000] }),
    },
  ];

  for (const { refusal, arrange, undo } of cases) {
    it(`${refusal}: the statement answers it and every claim made before it is undone`, async () => {
      const guest = await kit.guestWithCart(3);
      const placement = await arrange(guest, await placementOf(guest));
      const [number, slot, lines] = [await lastNumber(), await kit.slotOrders(SLOT), await lineIdsOf(guest)];
      try {
        expect(await repo().write(placement)).toEqual({ refused: refusal });
      } finally {
        await undo?.();
      }
      expect(await lastNumber()).toBe(number);
      expect(await kit.slotOrders(SLOT)).toBe(slot);
      expect(await lineIdsOf(guest)).toEqual(lines);
      expect(await get().db.select().from(orders).where(eq(orders.id, placement.order.id))).toEqual([]);
      const keys = await get().db.select({ hash: idempotencyKeys.requestHash }).from(idempotencyKeys).where(eq(idempotencyKeys.guestId, guest.rowId));
      expect(keys).toEqual(refusal === 'key_taken' ? [{ hash: 'earlier' }] : []);
    });
  }
});
