import { TEST_CARDS } from '@crust/contract/payments';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-database.ts';
import { clockAt, ORDER_DAY, orderKit } from './order-test-kit.ts';

// Issue 9: the diner is mailed, through the accounts issue's mail queue and a real SMTP server, when
// the restaurant has the order (cash at once, card once paid) and when an order it had is cancelled.

const clock = clockAt(ORDER_DAY, '12:00');
let counter = 0;
const uniqueEmail = () => `orders-${process.pid}-${Date.now()}-${++counter}@example.test`;

describeEachDatabase(
  'order mails',
  (get) => {
    const kit = orderKit(get);
    beforeAll(() => kit.setSlotCapacity(10_000));
    const details = (email: string) => ({ name: 'Ada Lovelace', email, phone_no: '0412 345 678' });

    it('a cash order mails “order received” with its lines, total, time and page; cancelling it mails the cancellation', async () => {
      const email = uniqueEmail();
      const guest = await kit.guestWithCart(2);
      const order = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest, { guest_details: details(email) })));
      const received = await get().smtp.nextMail(email);
      expect(received.subject).toBe(`Your Crust Pizza order #${order.number} is in`);
      expect(received.text).toContain('Hi Ada Lovelace,');
      expect(received.text).toContain('2 × Garlic Bread');
      expect(received.text).toContain('Pickup from Crust Surry Hills, 412 Crown Street, at 13:00 on Tue, 24 Nov.');
      expect(received.text).toContain(`/order-confirmation/${order.id}`);
      expect(received.html).toContain('Garlic Bread');

      await kit.inject({ method: 'POST', url: `/api/v2/orders/${order.id}/cancel`, headers: guest.headers });
      const cancelled = await get().smtp.nextMail(email);
      expect(cancelled.subject).toBe(`Your Crust Pizza order #${order.number} was cancelled`);
      expect(cancelled.text).toContain('Reason: Cancelled at your request.');
    });

    it('a table’s order paid at the counter mails “order received” naming the table and how it is paid', async () => {
      const email = uniqueEmail();
      const guest = await kit.guestWithCart();
      const body = { guest_details: details(email), pickup_time: undefined, asap: true, table_number: 7, payment_method: 'pay_at_counter' };
      kit.orderOf(await kit.place(guest, await kit.pickupBody(guest, body)));
      const received = await get().smtp.nextMail(email);
      expect(received.text).toContain('Table 7 at Crust Surry Hills, 412 Crown Street, served as soon as possible, around 12:20 on Tue, 24 Nov.');
      expect(received.text).toContain('(pay at the counter)');
    });

    it('a card order mails nothing until it is paid, then “order received”; a refund is named in the cancellation', async () => {
      const email = uniqueEmail();
      const guest = await kit.guestWithCart();
      const order = kit.orderOf(await kit.place(guest, await kit.pickupBody(guest, { guest_details: details(email), payment_method: 'card' })));
      await expect(get().smtp.nextMail(email, 500)).rejects.toThrow(/No mail/);
      const paid = await kit.inject({
        method: 'POST',
        url: '/api/test-provider/confirm',
        payload: { client_secret: order.payment!.client_secret, number: TEST_CARDS.succeeds, exp_month: 12, exp_year: 2030, cvc: '123' },
      });
      expect(paid.statusCode).toBe(200);
      expect((await get().smtp.nextMail(email)).text).toContain('paid by card');

      await get().app.orders.changeStatus(order.id, 'reject', 'We have run out of dough');
      const rejected = await get().smtp.nextMail(email);
      expect(rejected.text).toContain('Reason: We have run out of dough.');
      expect(rejected.text).toMatch(/\$\d+\.\d{2} is being refunded to your card\./);
    });
  },
  {},
  { smtp: true, now: () => clock },
);
