import type {
  AuditLogResponse,
  CreateStaffRequest,
  StaffItemResponse,
  StaffListItem,
  StaffListResponse,
  UpdateStaffRequest,
} from '@crust/contract/console-staff';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '@/lib/console-api-client';

// Issue 10: owners manage the staff and read the audit log.

export const staffListQueryOptions = () =>
  queryOptions({
    queryKey: ['console', 'staff'],
    queryFn: async ({ signal }) => (await consoleRequest<StaffListResponse>('/staff', { signal })).data,
  });

export const useStaffList = () => useQuery(staffListQueryOptions());

/** Invites someone: the server mails them a link to set their password. */
export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateStaffRequest) => (await consoleRequest<StaffItemResponse>('/staff', { method: 'POST', body })).data,
    onSuccess: (person) => queryClient.setQueryData(staffListQueryOptions().queryKey, (list) => (list ? [...list, person] : list)),
  });
}

export type StaffChange = { staffId: number; change: UpdateStaffRequest };

/** A role, the outlets or disabled: the answer is the person as they now are. */
export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ staffId, change }: StaffChange) =>
      (await consoleRequest<StaffItemResponse>(`/staff/${staffId}`, { method: 'PATCH', body: change })).data,
    onSuccess: (person: StaffListItem) =>
      queryClient.setQueryData(staffListQueryOptions().queryKey, (list) => list?.map((row) => (row.id === person.id ? person : row))),
  });
}

export const AUDIT_PAGE_SIZE = 25;

export const auditLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['console', 'audit-log', page],
    queryFn: async ({ signal }) => (await consoleRequest<AuditLogResponse>('/audit-log', { query: { page, per_page: AUDIT_PAGE_SIZE }, signal })).data,
    // The page shown stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (page: number) => useQuery(auditLogQueryOptions(page));
