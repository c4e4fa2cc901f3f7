import type { DaySummary } from '@crust/contract/console-reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleRequest } from '@/lib/console-api-client';
import { csvBlob } from '@/lib/save-file';

// Issue 10: a manager's view of an outlet's day, and its orders as a CSV file.

export const daySummaryQueryOptions = (outletId: number, date: string) =>
  queryOptions({
    queryKey: ['console', 'summary', outletId, date],
    queryFn: async ({ signal }) => (await consoleRequest<{ data: DaySummary }>(`/outlets/${outletId}/summary`, { query: { date }, signal })).data,
    // Another day's figures stay on screen while the chosen one loads.
    placeholderData: keepPreviousData,
  });

export const useDaySummary = (outletId: number, date: string) => useQuery(daySummaryQueryOptions(outletId, date));

/** An outlet's orders of a range of days, as a CSV file. */
export async function fetchOrdersCsv(outletId: number, from: string, to: string): Promise<Blob> {
  return csvBlob(await consoleRequest<string>(`/outlets/${outletId}/orders.csv`, { query: { from, to }, headers: { Accept: 'text/csv' } }));
}
