import type {
  ConsoleAdjustGiftCardRequest,
  ConsoleGiftCard,
  ConsoleGiftCardDetail,
  ConsoleIssueGiftCardRequest,
  ConsoleVoidGiftCardRequest,
} from '@crust/contract/console-gift-cards';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { consoleRequest } from '@/lib/console-api-client';

// Issue 21: the restaurant's side of gift cards (owners and managers): find a card, read its ledger,
// issue one by hand, adjust its balance, void it. Each change answers the card with its ledger.

const giftCardsKey = ['console', 'gift-cards'] as const;

/** The cards whose last four characters, buyer's or recipient's email match `search` (the server's match). */
export const giftCardSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...giftCardsKey, 'search', search],
    queryFn: async ({ signal }) => (await consoleRequest<{ data: { cards: ConsoleGiftCard[] } }>('/gift-cards', { query: { search }, signal })).data.cards,
    staleTime: 30_000,
  });

/** Nothing is asked until something is typed: the server refuses an empty search. */
export const useGiftCardSearch = (search: string) => useQuery({ ...giftCardSearchQueryOptions(search), enabled: search !== '' });

export const giftCardQueryOptions = (cardId: number) =>
  queryOptions({
    queryKey: [...giftCardsKey, 'card', cardId],
    queryFn: async ({ signal }) => (await consoleRequest<{ data: ConsoleGiftCardDetail }>(`/gift-cards/${cardId}`, { signal })).data,
  });

export const useGiftCard = (cardId: number) => useQuery(giftCardQueryOptions(cardId));

/**
 * A card issued by hand. Without a recipient email nobody is mailed its code, so the server answers
 * it this once (the restaurant hands it over); it is never stored or shown again.
 */
export type IssuedGiftCard = ConsoleGiftCardDetail & { code?: string | null };

/** The card a change answered becomes the one shown, and every search is read again (its balance or status moved). */
function remember(queryClient: QueryClient, card: ConsoleGiftCardDetail) {
  queryClient.setQueryData(giftCardQueryOptions(card.id).queryKey, card);
  return queryClient.invalidateQueries({ queryKey: [...giftCardsKey, 'search'] });
}

export function useIssueGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: ConsoleIssueGiftCardRequest) =>
      (await consoleRequest<{ data: IssuedGiftCard }>('/gift-cards', { method: 'POST', body: request })).data,
    // The code is the caller's to show once: the card is cached without it.
    onSuccess: ({ code: _code, ...card }) => remember(queryClient, card),
  });
}

/** Adjust or void: each answers the card with its new ledger row. */
function useCardChange<Request>(cardId: number, action: 'adjust' | 'void') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: Request) =>
      (await consoleRequest<{ data: ConsoleGiftCardDetail }>(`/gift-cards/${cardId}/${action}`, { method: 'POST', body: request })).data,
    onSuccess: (card) => remember(queryClient, card),
  });
}

export const useAdjustGiftCard = (cardId: number) => useCardChange<ConsoleAdjustGiftCardRequest>(cardId, 'adjust');

export const useVoidGiftCard = (cardId: number) => useCardChange<ConsoleVoidGiftCardRequest>(cardId, 'void');
