import type { AddClosureRequest, OutletHoursRequest, OutletRules, UpdateOutletRulesRequest } from '@crust/contract/console-rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '@/lib/console-api-client';

// Issue 10: an outlet's ordering rules. Every change answers the rules as they now are, which
// replace the cached ones.

type RulesResponse = { data: OutletRules };

export const rulesQueryOptions = (outletId: number) =>
  queryOptions({
    queryKey: ['console', 'rules', outletId],
    queryFn: async ({ signal }) => (await consoleRequest<RulesResponse>(`/outlets/${outletId}/rules`, { signal })).data,
    staleTime: 30_000,
  });

export const useRules = (outletId: number) => useQuery(rulesQueryOptions(outletId));

export type RulesChange =
  | { kind: 'settings'; body: UpdateOutletRulesRequest }
  | { kind: 'hours'; body: OutletHoursRequest }
  | { kind: 'add-closure'; body: AddClosureRequest }
  | { kind: 'remove-closure'; date: string };

function sendChange(outletId: number, change: RulesChange): Promise<RulesResponse> {
  const rules = `/outlets/${outletId}/rules`;
  switch (change.kind) {
    case 'settings':
      return consoleRequest(rules, { method: 'PATCH', body: change.body });
    case 'hours':
      return consoleRequest(`${rules}/hours`, { method: 'PUT', body: change.body });
    case 'add-closure':
      return consoleRequest(`${rules}/closures`, { method: 'POST', body: change.body });
    case 'remove-closure':
      return consoleRequest(`${rules}/closures/${change.date}`, { method: 'DELETE' });
  }
}

export function useChangeRules(outletId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: RulesChange) => (await sendChange(outletId, change)).data,
    onSuccess: (rules) => queryClient.setQueryData(rulesQueryOptions(outletId).queryKey, rules),
  });
}
