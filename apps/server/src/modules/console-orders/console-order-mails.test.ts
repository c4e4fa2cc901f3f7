import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-database.ts';
import { SURRY_HILLS } from '../cart/cart-test-kit.ts';
import { clockAt, ORDER_DAY } from '../orders/order-test-kit.ts';
import { consoleOrdersKit } from './console-orders-test-kit.ts';

// Issue 10: as staff move an order, the diner is mailed through the mail queue and a real SMTP
// server: accepted (with the estimate, in the outlet's zone), ready for pickup (a delivery is not
// collected: no mail), out for delivery, and rejected (with the reason and the refund).

const clock = clockAt(ORDER_DAY, '12:00');
let counter = 0;
const uniqueEmail = () => `console-${process.pid}-${Date.now()}-${++counter}@example.test`;
const details = (email: string) => ({ name: 'Ada Lovelace', email, phone_no: '0412 345 678' });

describeEachDatabase(
  'console order mails',
  (get) => {
    const kit = consoleOrdersKit(get);
    beforeAll(() => kit.setSlotCapacity(10_000));

    it('a pickup: accepted with its estimate, then ready for pickup', async () => {
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      const email = uniqueEmail();
      const { order } = await kit.placed({ guest_details: details(email) });
      expect((await get().smtp.nextMail(email)).subject).toMatch(/is in$/);
      kit.cardOf(await kit.calls.move(crew, order.id, { transition: 'accept', version: 1, estimated_minutes: 75 }));
      const accepted = await get().smtp.nextMail(email);
      expect(accepted.subject).toBe(`Your Crust Pizza order #${order.number} is accepted`);
      expect(accepted.text).toContain(`Crust Surry Hills has accepted your order #${order.number}: expect it around 13:15 on Tue, 24 Nov.`);
      kit.cardOf(await kit.calls.move(crew, order.id, { transition: 'mark_ready', version: 2 }));
      const ready = await get().smtp.nextMail(email);
      expect(ready.subject).toBe(`Your Crust Pizza order #${order.number} is ready for pickup`);
      expect(ready.text).toContain(`Your order #${order.number} is ready for pickup at Crust Surry Hills.`);
    });

    it('a delivery: accepted, no mail when ready, then out for delivery', async () => {
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      const email = uniqueEmail();
      const { order } = await kit.delivery({ guest_details: details(email) });
      await get().smtp.nextMail(email);
      kit.cardOf(await kit.calls.move(crew, order.id, { transition: 'accept', version: 1, estimated_minutes: 45 }));
      // Asked for 13:30: accepting at noon with 45 minutes keeps the diner’s time.
      expect((await get().smtp.nextMail(email)).text).toContain('expect it around 13:30 on Tue, 24 Nov.');
      kit.cardOf(await kit.calls.move(crew, order.id, { transition: 'mark_ready', version: 2 }));
      await expect(get().smtp.nextMail(email, 500)).rejects.toThrow(/No mail/);
      kit.cardOf(await kit.calls.move(crew, order.id, { transition: 'send_out', version: 3 }));
      const out = await get().smtp.nextMail(email);
      expect(out.subject).toBe(`Your Crust Pizza order #${order.number} is on its way`);
      expect(out.text).toContain('Delivery to 12 Crown St, Surry Hills NSW 2010');
    });

    it('a rejected card order: the reason and the refund', async () => {
      const crew = await kit.signedIn('crew', [SURRY_HILLS]);
      const email = uniqueEmail();
      const { order } = await kit.paidByCard({ guest_details: details(email) });
      await get().smtp.nextMail(email);
      kit.cardOf(await kit.calls.move(crew, order.id, { transition: 'reject', version: 2, reason: 'The oven is down tonight' }));
      const rejected = await get().smtp.nextMail(email);
      expect(rejected.subject).toBe(`Your Crust Pizza order #${order.number} was cancelled`);
      expect(rejected.text).toContain('Reason: The oven is down tonight.');
      expect(rejected.text).toMatch(/\$\d+\.\d{2} is being refunded to your card\./);
    });
  },
  {},
  { smtp: true, now: () => clock },
);
