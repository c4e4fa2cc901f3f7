import { formatGiftCardCode } from '@crust/contract/gift-card-codes';
import { giftCardBalanceResponseSchema } from '@crust/contract/gift-cards';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { testConfig } from '../../test/test-config.ts';
import { describeEachDatabase, openTestDatabase } from '../../test/test-database.ts';
import type { Guest } from '../cart/cart-test-kit.ts';
import { clockAt, ORDER_DAY, orderKit } from '../orders/order-test-kit.ts';
import { newGiftCardCode } from './gift-card-codes.ts';
import { GIFT_CARD_ENV, giftCardKit } from './gift-card-test-kit.ts';

// Issue 21: checking a gift card's balance by its code, and the limit on unknown codes that the
// balance check and checkout share (GIFT_CARD_TRIES per GIFT_CARD_TRY_WINDOW_MINUTES, per IP and per
// token). Each test tries codes from addresses of its own, so their counts never meet.

let clock = clockAt(ORDER_DAY, '12:00');
const MINUTE_MS = 60_000;
const NOT_FOUND = { code: 'gift_card_not_found', message: 'There is no gift card with that code: check it and try again.' };

describeEachDatabase(
  'gift cards: the balance check and its limit on unknown codes',
  (get) => {
    const kit = orderKit(get);
    const cards = giftCardKit(get, () => clock);
    beforeAll(() => kit.setSlotCapacity(10_000));
    beforeEach(() => {
      clock = clockAt(ORDER_DAY, '12:00');
    });
    afterEach(() => cards.expectLedgersAgree());

    const check = (code: string, ip: string, headers: Record<string, string> = {}) =>
      kit.inject({ method: 'POST', url: '/api/v2/gift-cards/balance', remoteAddress: ip, headers, payload: { tenant_id: 64, code } });
    const statusesOf = async (calls: Promise<{ statusCode: number }>[]) => (await Promise.all(calls)).map((response) => response.statusCode);

    /** A placement paying with `code` from `ip` (cash for the rest). */
    const placeWith = async (guest: Guest, code: string, ip: string) =>
      kit.inject({
        method: 'POST',
        url: '/api/v2/orders',
        remoteAddress: ip,
        headers: { ...guest.headers, 'idempotency-key': randomUUID() },
        payload: await kit.pickupBody(guest, { gift_card_code: code }),
      });

    it('answers an active card’s balance, currency, expiry, status and last four, however the code is typed; nothing changes', async () => {
      const card = await cards.active(5000);
      const before = await cards.ledgerOf(card.id);
      for (const typed of [card.code, formatGiftCardCode(card.code).toLowerCase(), ` ${formatGiftCardCode(card.code).replaceAll('-', ' ')} `]) {
        const response = await check(typed, '192.0.2.1');
        expect(response.statusCode, response.body).toBe(200);
        expect(giftCardBalanceResponseSchema.parse(response.json()).data).toEqual({
          balance: 5000,
          currency: 'AUD',
          expires_at: new Date('2029-11-24T01:00:00.000Z').toISOString(),
          status: 'active',
          code_last4: card.code.slice(-4),
        });
      }
      expect(await cards.balanceOf(card.id)).toBe(5000);
      expect(await cards.ledgerOf(card.id)).toEqual(before);
    });

    it('says an expired card is expired (before the expiry is recorded too)', async () => {
      const card = await cards.expired(2500);
      const response = await check(card.code, '192.0.2.2');
      expect(response.json()).toMatchObject({ data: { status: 'expired', code_last4: card.code.slice(-4) } });
    });

    it('404 gift_card_not_found with one message for an unknown, a void and a not yet delivered code; 400 for what cannot be a code', async () => {
      const [voided, scheduled] = [await cards.void(2500), await cards.scheduled(2500)];
      for (const code of [newGiftCardCode(), voided.code, scheduled.code]) expect(kit.errorOf(await check(code, '192.0.2.3'), 404)).toEqual(NOT_FOUND);
      expect(kit.errorOf(await check('CRST-GFTC-ARD5-000U', '192.0.2.3'), 400).code).toBe('bad_request');
      expect(await cards.balanceOf(scheduled.id)).toBe(2500);
    });

    it('after 10 unknown codes from one IP, balance checks and placements together, both answer 429 even for a good code, until the window passes', async () => {
      const ip = '192.0.2.10';
      const card = await cards.active(5000);
      const guest = await kit.guestWithCart();
      for (let tried = 0; tried < 6; tried++) expect(kit.errorOf(await check(newGiftCardCode(), ip), 404).code).toBe('gift_card_not_found');
      for (let tried = 0; tried < 4; tried++) expect(kit.errorOf(await placeWith(guest, newGiftCardCode(), ip), 422).code).toBe('invalid_gift_card');

      expect(kit.errorOf(await check(card.code, ip), 429).code).toBe('rate_limited');
      expect(kit.errorOf(await placeWith(guest, card.code, ip), 429).code).toBe('rate_limited');
      expect(kit.errorOf(await check(newGiftCardCode(), ip), 429).code).toBe('rate_limited');
      expect(await kit.ordersOfGuest(guest)).toHaveLength(0);
      expect(await cards.balanceOf(card.id)).toBe(5000);
      // Another address is not held back.
      expect((await check(card.code, '192.0.2.11')).statusCode).toBe(200);

      clock = new Date(clock.getTime() + 15 * MINUTE_MS);
      expect((await check(card.code, ip)).statusCode).toBe(200);
      expect(kit.orderOf(await placeWith(guest, card.code, ip)).tenders[0]).toMatchObject({ method: 'gift_card' });
    });

    it('good codes never count: 20 checks of one, then still 10 unknown codes before the 429', async () => {
      const ip = '192.0.2.20';
      const card = await cards.active(1000);
      expect(await statusesOf(Array.from({ length: 20 }, () => check(card.code, ip)))).toEqual(Array(20).fill(200));
      for (let tried = 0; tried < 10; tried++) expect((await check(newGiftCardCode(), ip)).statusCode).toBe(404);
      expect((await check(card.code, ip)).statusCode).toBe(429);
    });

    it('counts per token too: 10 unknown codes from 10 addresses with one session, and the 11th address is refused with it, not without it', async () => {
      const card = await cards.active(1000);
      const guest = await kit.guest();
      for (let tried = 0; tried < 10; tried++) expect((await check(newGiftCardCode(), `192.0.2.${30 + tried}`, guest.headers)).statusCode).toBe(404);
      expect((await check(card.code, '192.0.2.40', guest.headers)).statusCode).toBe(429);
      expect((await check(card.code, '192.0.2.40')).statusCode).toBe(200);
    });

    it('15 unknown codes at once from one IP: exactly 10 answer 404, the rest 429', async () => {
      const statuses = await statusesOf(Array.from({ length: 15 }, () => check(newGiftCardCode(), '192.0.2.50')));
      expect(statuses.filter((status) => status === 404)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    });
  },
  GIFT_CARD_ENV,
  { now: () => clock },
);

describe('a gift card’s code in the log', () => {
  let database: DatabaseHandle;
  let app: App;
  const lines: string[] = [];
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await createApp({ config: testConfig({ ...GIFT_CARD_ENV, LOG_LEVEL: 'trace' }), database, logStream: stream });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('is never written, in a balance check, a placement or a refusal', async () => {
    const code = newGiftCardCode();
    await app.inject({ method: 'POST', url: '/api/v2/gift-cards/balance', payload: { tenant_id: 64, code } });
    await app.inject({ method: 'POST', url: '/api/v2/gift-cards/balance', payload: { tenant_id: 64, code: formatGiftCardCode(code) } });
    await app.inject({ method: 'POST', url: '/api/v2/orders', headers: { 'idempotency-key': randomUUID() }, payload: { gift_card_code: code } });
    expect(lines.length).toBeGreaterThan(0);
    const log = lines.join('');
    expect(log).not.toContain(code);
    expect(log).not.toContain(code.slice(0, 8));
  });
});
