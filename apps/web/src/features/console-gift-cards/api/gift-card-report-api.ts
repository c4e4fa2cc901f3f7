import type { GiftCardReport, GiftCardReportQuery } from '@crust/contract/console-gift-cards';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleRequest } from '@/lib/console-api-client';
import { csvBlob } from '@/lib/save-file';

// Issue 21: the gift-card liability of a period (the tenant's, or an outlet's), and the same as CSV.

export const giftCardReportQueryOptions = (query: GiftCardReportQuery) =>
  queryOptions({
    queryKey: ['console', 'gift-cards', 'report', query],
    queryFn: async ({ signal }) => (await consoleRequest<{ data: GiftCardReport }>('/reports/gift-cards', { query, signal })).data,
    // The last period's figures stay on screen while another loads.
    placeholderData: keepPreviousData,
  });

/** Asked only for a period that can be asked (`query` null otherwise). */
export const useGiftCardReport = (query: GiftCardReportQuery | null) =>
  useQuery({ ...giftCardReportQueryOptions(query ?? { from: '', to: '' }), enabled: query !== null });

export async function fetchGiftCardReportCsv(query: GiftCardReportQuery): Promise<Blob> {
  return csvBlob(await consoleRequest<string>('/reports/gift-cards.csv', { query, headers: { Accept: 'text/csv' } }));
}
