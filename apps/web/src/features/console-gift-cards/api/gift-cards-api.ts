import type {
  ConsoleAdjustGiftCardRequest,
  ConsoleGiftCard,
  ConsoleGiftCardDetail,
  ConsoleIssueGiftCardRequest,
  ConsoleVoidGiftCardRequest,
} from '@crust/contract/console-gift-cards';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
function useCardChange<Variables>(send: (variables: Variables) => Promise<{ data: ConsoleGiftCardDetail }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: Variables) => (await send(variables)).data,
    onSuccess: (card) => {
      queryClient.setQueryData(giftCardQueryOptions(card.id).queryKey, card);
      return queryClient.invalidateQueries({ queryKey: [...giftCardsKey, 'search'] });
    },
  });
}

export const useIssueGiftCard = () =>
  useCardChange((request: ConsoleIssueGiftCardRequest) => consoleRequest<{ data: IssuedGiftCard }>('/gift-cards', { method: 'POST', body: request }));

export const useAdjustGiftCard = (cardId: number) =>
  useCardChange((request: ConsoleAdjustGiftCardRequest) =>
    consoleRequest<{ data: ConsoleGiftCardDetail }>(`/gift-cards/${cardId}/adjust`, { method: 'POST', body: request }),
  );

export const useVoidGiftCard = (cardId: number) =>
  useCardChange((request: ConsoleVoidGiftCardRequest) =>
    consoleRequest<{ data: ConsoleGiftCardDetail }>(`/gift-cards/${cardId}/void`, { method: 'POST', body: request }),
  );
