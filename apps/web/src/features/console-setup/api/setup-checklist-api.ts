import type { SetupChecklist } from '@crust/contract/console-setup-checklist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleRequest } from '@/lib/console-api-client';

// Issue 19: what is left before the business's storefront takes orders; read afresh each time the
// console's home opens (a step is done on another page).

export const setupChecklistQueryOptions = () =>
  queryOptions({
    queryKey: ['console', 'setup-checklist'],
    queryFn: async ({ signal }) => (await consoleRequest<{ data: SetupChecklist }>('/setup-checklist', { signal })).data,
    // Never fresh: the app's five minutes (spec §9) would show the steps of the home's first visit.
    staleTime: 0,
  });

export const useSetupChecklist = () => useQuery(setupChecklistQueryOptions());
