import type { DaySummary } from '@crust/contract/console-reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleRequest } from '@/lib/console-api-client';

// Issue 10: a manager's view of an outlet's day, and its orders as a CSV file.

export const daySummaryQueryOptions = (outletId: number, date: string) =>
  queryOptions({
    queryKey: ['console', 'summary', outletId, date],
    queryFn: async ({ signal }) => (await consoleRequest<{ data: DaySummary }>(`/outlets/${outletId}/summary`, { query: { date }, signal })).data,
    // Another day's figures stay on screen while the chosen one loads.
    placeholderData: keepPreviousData,
  });

export const useDaySummary = (outletId: number, date: string) => useQuery(daySummaryQueryOptions(outletId, date));

/**
 * The export needs the staff token, which a plain link cannot send: it is fetched with the bearer
 * header like every console call, then handed to the browser as a file. The client reads the body as
 * text (it is not JSON), which drops the byte-order mark the server sends, so it is put back: without
 * it spreadsheets misread the non-ASCII in names.
 */
export async function fetchOrdersCsv(outletId: number, from: string, to: string): Promise<Blob> {
  const text = await consoleRequest<string>(`/outlets/${outletId}/orders.csv`, { query: { from, to }, headers: { Accept: 'text/csv' } });
  return new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
}

/** Saves a file the page holds, through a temporary object URL. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
