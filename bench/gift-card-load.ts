// Issue 21: gift cards for the bench's placements with one, issued into the server's database before
// it starts (prepareBusyOutlets's database, with the bench servers' GIFT_CARD_SECRET), each for less
// than an order so that every placement spends a card of its own and pays the rest in cash: no card is
// shared, as diners' cards are not. Issued as the app issues them (the card and its `issue` row).
import { openDatabase } from '../apps/server/src/db/client.ts';
import { DEMO_TENANT } from '../apps/server/src/db/seed/demo-outlets.ts';
import { createGiftCardCodes } from '../apps/server/src/modules/gift-cards/gift-card-codes.ts';
import { issueGiftCard } from '../apps/server/src/modules/gift-cards/issue-gift-card.ts';
import { prepareBusyOutlets } from './busy-outlets.ts';
import { BENCH_GIFT_CARD_SECRET, type DatabaseLocation } from './server-process.ts';

/** Cards issued per server: more than the placements with one a measurement sends (it stops when they run out). */
export const BENCH_GIFT_CARDS = 8000;
/** Each card's balance: $2, less than any one-item order, so cash pays the rest. */
const CARD_CENTS = 200;

/** The busy outlets (busy-outlets.ts) and `count` gift cards; their codes are written into `codes`. */
export const withGiftCards =
  (codes: string[], count = BENCH_GIFT_CARDS) =>
  async (location: DatabaseLocation): Promise<void> => {
    await prepareBusyOutlets(location);
    const database = await openDatabase(location);
    const hashes = createGiftCardCodes(BENCH_GIFT_CARD_SECRET);
    const now = new Date();
    try {
      await database.db.transaction(async (tx) => {
        for (let card = 0; card < count; card++) {
          const { code } = await issueGiftCard(tx, hashes, {
            tenantId: DEMO_TENANT.id,
            amount: CARD_CENTS,
            currency: 'AUD',
            timezone: 'Australia/Sydney',
            expiryMonths: 36,
            soldAtRestaurantId: null,
            purchaseId: null,
            recipientName: null,
            recipientEmail: null,
            message: '',
            from: null,
            deliverAt: now,
            now,
            by: { actor: 'system' },
            reason: 'Bench',
          });
          codes.push(code);
        }
      });
    } finally {
      await database.close();
    }
  };
