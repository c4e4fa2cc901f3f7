import { errorCodes } from '@crust/contract/errors';
import type { GiftCardBalance, GiftCardStatus } from '@crust/contract/gift-cards';
import { HttpError, tooManyRequests } from '../../lib/http-error.ts';
import type { GiftCardCodes } from './gift-card-codes.ts';
import type { FoundGiftCard, GiftCardsRepo } from './gift-cards.repo.ts';

/** Who is trying a code: the client's address (as the per-IP limits read it) and their session's token hash, when one was sent. */
export interface CodeTrier {
  ip: string | null;
  tokenHash: string | null;
}

/** The shared counters the tries are kept in (rate-limits.repo.ts: one table every instance counts in). */
export interface TryCounters {
  hit(key: string, now: Date, windowMs: number): Promise<{ count: number }>;
  highest(keys: readonly [string | null, string | null], now: Date): Promise<number>;
}

export interface GiftCardsServiceDeps {
  repo: GiftCardsRepo;
  codes: GiftCardCodes;
  counters: TryCounters;
  /** GIFT_CARD_TRIES unknown codes per GIFT_CARD_TRY_WINDOW_MINUTES, per IP and per token. */
  tries: { max: number; windowMinutes: number };
  now: () => Date;
}

/** A card a placement may pay with: its id, what it holds now (read before the statement, spent in it) and its last four. */
export type SpendableGiftCard = Pick<FoundGiftCard, 'id' | 'balance' | 'codeLast4'>;

const MINUTE_MS = 60_000;

/** One message for an unknown, void or not yet delivered code, so none of them can be told apart. */
const NOT_FOUND_MESSAGE = 'There is no gift card with that code: check it and try again.';
const invalid = (message: string) => new HttpError(422, errorCodes.invalidGiftCard, message);

/** The status a diner is told: an active card past its expiry is expired, whether or not the expiry has been recorded yet. */
const statusAt = (card: FoundGiftCard, at: Date): GiftCardStatus => (card.status === 'active' && card.expiresAt <= at ? 'expired' : card.status);

/**
 * Checking a gift card's balance and finding the one a placement pays with (issue 21). A code that
 * finds no card a diner may hold (unknown, void, or scheduled: its recipient has not been sent it)
 * is one try; GIFT_CARD_TRIES of them per IP and per token in a window, the balance check and
 * checkout together, and both answer 429 until the window ends, even for a good code: 80-bit codes
 * are not guessed one request at a time, and not in a few thousand either. A found card counts nothing.
 */
export function createGiftCardsService({ repo, codes, counters, tries, now }: GiftCardsServiceDeps) {
  const windowMs = tries.windowMinutes * MINUTE_MS;
  const tooManyTries = () =>
    tooManyRequests(`Too many gift card codes were tried from here: try again in ${tries.windowMinutes} minutes, or check the code on your card.`);

  /** The trier's counters: the IP's, and the token's when one was sent. */
  const keysOf = ({ ip, tokenHash }: CodeTrier): [string | null, string | null] => [
    ip ? `gift-card-tries ip ${ip}` : null,
    tokenHash ? `gift-card-tries token ${tokenHash}` : null,
  ];

  /** The card with this code that a diner may hold (active or expired), or null after counting the try; 429 past the limit. */
  async function find(tenantId: number, code: string, trier: CodeTrier, at: Date): Promise<FoundGiftCard | null> {
    const keys = keysOf(trier);
    const [tried, card] = await Promise.all([counters.highest(keys, at), repo.findByCode(tenantId, codes.stored(code).codeHash)]);
    if (tried >= tries.max) throw tooManyTries();
    if (card && (card.status === 'active' || card.status === 'expired')) return card;
    // Counted before answering, each counter's row one hit after another: of concurrent tries past the limit, none is answered as a plain miss.
    const counts = await Promise.all(keys.flatMap((key) => (key ? [counters.hit(key, at, windowMs)] : [])));
    if (counts.some((hit) => hit.count > tries.max)) throw tooManyTries();
    return null;
  }

  return {
    /** POST /api/v2/gift-cards/balance: what the card holds; 404 gift_card_not_found (one message) for a code no diner holds. */
    async balance(tenantId: number, code: string, trier: CodeTrier): Promise<GiftCardBalance> {
      const at = now();
      const card = await find(tenantId, code, trier, at);
      if (!card) throw new HttpError(404, errorCodes.giftCardNotFound, NOT_FOUND_MESSAGE);
      return {
        balance: card.balance,
        currency: card.currency,
        expires_at: card.expiresAt.toISOString(),
        status: statusAt(card, at),
        code_last4: card.codeLast4,
      };
    },

    /** The card a placement at `at` pays with; 422 invalid_gift_card for one that cannot pay now (unknown, void, expired, empty). */
    async forPlacement(tenantId: number, code: string, trier: CodeTrier, at: Date): Promise<SpendableGiftCard> {
      const card = await find(tenantId, code, trier, at);
      if (!card) throw invalid(NOT_FOUND_MESSAGE);
      if (statusAt(card, at) === 'expired') throw invalid(`The gift card ending ${card.codeLast4} has expired: remove it to pay another way.`);
      if (card.balance === 0) throw invalid(`The gift card ending ${card.codeLast4} has nothing left on it: remove it to pay another way.`);
      return { id: card.id, balance: card.balance, codeLast4: card.codeLast4 };
    },
  };
}
export type GiftCardsService = ReturnType<typeof createGiftCardsService>;
