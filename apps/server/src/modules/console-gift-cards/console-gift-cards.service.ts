import type {
  ConsoleAdjustGiftCardRequest,
  ConsoleGiftCard,
  ConsoleGiftCardDetail,
  ConsoleIssuedGiftCard,
  ConsoleIssueGiftCardRequest,
  ConsoleVoidGiftCardRequest,
  GiftCardReport,
  GiftCardReportQuery,
} from '@crust/contract/console-gift-cards';
import { errorCodes } from '@crust/contract/errors';
import { formatGiftCardCode } from '@crust/contract/gift-card-codes';
import { formatCents } from '@crust/contract/prices';
import type { Database } from '../../db/client.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { OUTLET_NOT_FOUND, worksAt, type StaffSession } from '../../plugins/staff-authenticate.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { addDays, instantAt } from '../checkout/zoned-time.ts';
import type { GiftCardCodes } from '../gift-cards/gift-card-codes.ts';
import { issueGiftCard } from '../gift-cards/issue-gift-card.ts';
import { adjustGiftCard, voidGiftCard } from '../gift-cards/staff-gift-card-changes.ts';
import type { ConsoleGiftCardsRepo, OutletReach } from './console-gift-cards.repo.ts';
import { giftCardReportCsv, giftCardReportOf } from './gift-card-report.ts';

const CARD_NOT_FOUND = 'There is no such gift card.';

const conflict = (message: string) => new HttpError(409, errorCodes.conflict, message);

export interface ConsoleGiftCardsServiceOptions {
  db: Database;
  repo: ConsoleGiftCardsRepo;
  codes: GiftCardCodes;
  now: () => Date;
}

/**
 * Issue 21: the restaurant's side of gift cards. Owners see every card; a manager the cards sold or
 * spent at their outlets (any other is 404, as if it did not exist). Issuing by hand, adjusting and
 * voiding are ledger rows by the staff member with their reason, each audited with the card before
 * and after, in the transaction that makes the change.
 */
export function createConsoleGiftCardsService({ db, repo, codes, now }: ConsoleGiftCardsServiceOptions) {
  const reachOf = (session: StaffSession): OutletReach => session.outletIds;

  async function checkOutlet(session: StaffSession, restaurantId: number): Promise<void> {
    if (!(await repo.outlets(session.tenantId)).some((outlet) => outlet.id === restaurantId)) throw notFound(OUTLET_NOT_FOUND);
    if (!worksAt(session, restaurantId)) throw forbidden('You do not work at that outlet.');
  }

  const withLedger = async (tx: Database, card: ConsoleGiftCard): Promise<ConsoleGiftCardDetail> => ({ ...card, ledger: await repo.ledger(tx, card.id) });

  /**
   * Changes a card under its row lock: 404 unless the person reaches it, and `apply` may refuse (409)
   * with the card as it stands. Audited with the card before and after (its ledger has the rows).
   */
  function change(
    session: StaffSession,
    cardId: number,
    action: string,
    apply: (tx: Database, locked: { status: string; balance: number; expiresAt: Date }, at: Date) => Promise<void>,
  ): Promise<ConsoleGiftCardDetail> {
    return db.transaction(async (tx) => {
      const locked = await repo.lock(tx, session.tenantId, cardId);
      const before = locked && (await repo.viewIn(tx, session.tenantId, cardId, reachOf(session)));
      if (!locked || !before) throw notFound(CARD_NOT_FOUND);
      await apply(tx, locked, now());
      const after = (await repo.viewIn(tx, session.tenantId, cardId, reachOf(session)))!;
      await recordAudit(tx, { by: session, restaurantId: after.sold_at?.id ?? null, action, target: `gift_card:${cardId}`, before, after });
      return withLedger(tx, after);
    });
  }

  /**
   * The liability for the tenant's days `from` to `to` (its zone; both included). Scoped to one
   * outlet with `outlet_id`; a manager's report covers their outlets only.
   */
  async function report(session: StaffSession, { from, to, outlet_id }: GiftCardReportQuery): Promise<GiftCardReport> {
    if (from > to) throw badRequest('`from` must not be after `to`.');
    if (outlet_id !== undefined) await checkOutlet(session, outlet_id);
    const reach: OutletReach = outlet_id === undefined ? reachOf(session) : [outlet_id];
    const settings = await repo.settings(session.tenantId);
    const start = instantAt(from, 0, settings.timezone);
    const end = instantAt(addDays(to, 1), 0, settings.timezone);
    const [flows, outstanding, outlets] = await Promise.all([
      repo.flows(session.tenantId, reach, start, end),
      repo.outstandingAt(session.tenantId, reach, end),
      repo.outlets(session.tenantId),
    ]);
    return giftCardReportOf({ from, to, ...settings, reach, flows, outstanding, outlets });
  }

  return {
    search: (session: StaffSession, search: string): Promise<ConsoleGiftCard[]> => repo.search(session.tenantId, reachOf(session), search),

    async get(session: StaffSession, cardId: number): Promise<ConsoleGiftCardDetail> {
      const card = await repo.view(session.tenantId, cardId, reachOf(session));
      if (!card) throw notFound(CARD_NOT_FOUND);
      return withLedger(db, card);
    },

    /**
     * A card issued by hand (a goodwill gesture): no payment, active at once, in the tenant's currency
     * and for its expiry. Mailed to its recipient when it has an email; otherwise its code is answered
     * this once, for the staff to hand over. A manager issues at one of their outlets; without an
     * outlet it is the business's, which only an owner may give.
     */
    async issue(session: StaffSession, request: ConsoleIssueGiftCardRequest): Promise<ConsoleIssuedGiftCard> {
      const restaurantId = request.restaurant_id ?? null;
      if (restaurantId !== null) await checkOutlet(session, restaurantId);
      else if (session.outletIds !== 'all') throw forbidden('Choose one of your outlets: only an owner issues a card for the whole business.');
      const settings = await repo.settings(session.tenantId);
      return db.transaction(async (tx) => {
        const at = now();
        const { card, code } = await issueGiftCard(tx, codes, {
          tenantId: session.tenantId,
          amount: request.amount,
          currency: settings.currency,
          timezone: settings.timezone,
          expiryMonths: settings.expiryMonths,
          soldAtRestaurantId: restaurantId,
          purchaseId: null,
          recipientName: request.recipient_name ?? null,
          recipientEmail: request.recipient_email ?? null,
          message: '',
          from: null,
          deliverAt: at,
          now: at,
          by: { actor: 'staff', staffId: session.staffId },
          reason: request.reason,
        });
        const after = (await repo.viewIn(tx, session.tenantId, card.id, 'all'))!;
        // The audit keeps the card, never its code.
        await recordAudit(tx, { by: session, restaurantId, action: 'gift_card.issue', target: `gift_card:${card.id}`, after });
        return { ...(await withLedger(tx, after)), code: card.recipientEmail ? null : formatGiftCardCode(code) };
      });
    },

    /** Moves an active card's balance up or down with a reason; never below zero. */
    adjust: (session: StaffSession, cardId: number, { delta, reason }: ConsoleAdjustGiftCardRequest) =>
      change(session, cardId, 'gift_card.adjust', async (tx, locked, at) => {
        if (locked.status !== 'active') throw conflict(`Only an active card's balance can change: this card is ${locked.status}.`);
        if (locked.expiresAt <= at) throw conflict('This card has expired: its balance can no longer change.');
        if (locked.balance + delta < 0)
          throw conflict(`That would take the balance below zero: it is ${formatCents(locked.balance)}, so it can go down by at most that much.`);
        const moved = await adjustGiftCard(tx, cardId, delta, { staffId: session.staffId, reason, at });
        // Under the row's lock the checks above hold; the guarded update is the ledger's own assurance.
        if (!moved) throw conflict('The card changed meanwhile: reload it and try again.');
      }),

    /** Ends a card: its remaining balance taken off in the void row. */
    void: (session: StaffSession, cardId: number, { reason }: ConsoleVoidGiftCardRequest) =>
      change(session, cardId, 'gift_card.void', async (tx, locked, at) => {
        const ended = await voidGiftCard(tx, cardId, { staffId: session.staffId, reason, at });
        if (!ended) throw conflict(`This card is already ${locked.status}: there is nothing left to void.`);
      }),

    report,

    /** The same report as a CSV file, named for its period. */
    async reportCsv(session: StaffSession, query: GiftCardReportQuery): Promise<{ filename: string; csv: string }> {
      const suffix = query.outlet_id === undefined ? '' : `-outlet-${query.outlet_id}`;
      return { filename: `gift-cards-${query.from}-to-${query.to}${suffix}.csv`, csv: giftCardReportCsv(await report(session, query)) };
    },
  };
}
export type ConsoleGiftCardsService = ReturnType<typeof createConsoleGiftCardsService>;
