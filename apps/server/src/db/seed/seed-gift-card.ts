import { normaliseGiftCardCode } from '@crust/contract/gift-card-codes';
import { and, eq } from 'drizzle-orm';
import type { GiftCardCodes } from '../../modules/gift-cards/gift-card-codes.ts';
import { createGiftCardLedger } from '../../modules/gift-cards/gift-card-ledger.repo.ts';
import { addMonths } from '../../modules/gift-cards/issue-gift-card.ts';
import type { Database } from '../client.ts';
import { giftCards } from '../schema/gift-cards.ts';
import { tenants } from '../schema/tenants.ts';
import { DEMO_TENANT } from './demo-outlets.ts';

/** The demo gift card a newcomer spends (README): $50, only ever seeded with SEED_DEMO. Its code is public, so it is a demo's alone. */
export const DEMO_GIFT_CARD = { code: 'CRST-GFTC-ARD5-0000', amount: 5000 } as const;

/**
 * Seeds the demo gift card (issue 21), hashed with this install's GIFT_CARD_SECRET, so it is seeded
 * apart from seedDemo: the demo data may predate the secret (or a test database's seed knows none).
 * Idempotent across restarts and concurrent starts: the tenant's row is locked, then the card looked
 * up by its hash. Issued through the ledger, so its balance is its ledger's sum. Whether it seeded.
 */
export async function seedDemoGiftCard(db: Database, codes: GiftCardCodes, now = new Date()): Promise<boolean> {
  const code = codes.stored(normaliseGiftCardCode(DEMO_GIFT_CARD.code)!);
  return db.transaction(async (tx) => {
    const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, DEMO_TENANT.id)).for('update');
    if (!tenant) return false;
    const [existing] = await tx
      .select({ id: giftCards.id })
      .from(giftCards)
      .where(and(eq(giftCards.tenantId, tenant.id), eq(giftCards.codeHash, code.codeHash)));
    if (existing) return false;
    const card = {
      tenantId: tenant.id,
      code,
      amount: DEMO_GIFT_CARD.amount,
      currency: tenant.currency,
      status: 'active' as const,
      deliverAt: now,
      issuedAt: now,
      expiresAt: addMonths(now, tenant.giftCardExpiryMonths),
      soldAtRestaurantId: null,
      purchaseId: null,
      recipientName: null,
      recipientEmail: null,
      message: '',
    };
    await createGiftCardLedger(tx).issue(card, { by: { actor: 'system' }, reason: 'The demo gift card (SEED_DEMO)' });
    return true;
  });
}
