import { normaliseGiftCardCode } from '@crust/contract/gift-card-codes';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { testCodes } from '../../modules/gift-cards/gift-card-purchase-test-kit.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { giftCardLedger, giftCards } from '../schema/gift-cards.ts';
import { DEMO_TENANT } from './demo-outlets.ts';
import { DEMO_GIFT_CARD, seedDemoGiftCard } from './seed-gift-card.ts';

describeEachDatabase('the demo gift card (issue 21)', (get) => {
  it('is a $50 active card of the demo tenant, its code CRST-GFTC-ARD5-0000 hashed with the install’s secret, seeded once however often the server starts', async () => {
    const { db } = get();
    expect(await Promise.all([seedDemoGiftCard(db, testCodes), seedDemoGiftCard(db, testCodes)])).toEqual(expect.arrayContaining([true, false]));
    expect(await seedDemoGiftCard(db, testCodes)).toBe(false);
    const code = normaliseGiftCardCode(DEMO_GIFT_CARD.code);
    expect(code).toBe('CRSTGFTCARD50000');
    const cards = await db
      .select()
      .from(giftCards)
      .where(eq(giftCards.codeHash, testCodes.stored(code!).codeHash));
    expect(cards).toMatchObject([{ tenantId: DEMO_TENANT.id, status: 'active', balance: 5000, initialAmount: 5000, currency: 'AUD', codeLast4: '0000' }]);
    const ledger = await db.select().from(giftCardLedger).where(eq(giftCardLedger.giftCardId, cards[0]!.id));
    expect(ledger).toMatchObject([{ kind: 'issue', amount: 5000, balanceAfter: 5000, actor: 'system' }]);
  });
});
