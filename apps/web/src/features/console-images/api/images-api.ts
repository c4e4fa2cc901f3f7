import type { ConsoleImage } from '@crust/contract/console-images';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '@/lib/console-api-client';

// Issue 19: the tenant's photos. An upload is multipart/form-data with one `file` field; the answer
// (201 new, 200 the same bytes uploaded before) is the photo with its srcsets.

export const imageQueryOptions = (imageId: number) =>
  queryOptions({
    queryKey: ['console', 'images', imageId],
    queryFn: async ({ signal }) => (await consoleRequest<{ data: ConsoleImage }>(`/images/${imageId}`, { signal })).data,
    // A photo's files never change (content-hashed names): what was read stays true.
    staleTime: Infinity,
  });

/** The photo `imageId` names; nothing to read for none. */
export const useConsoleImage = (imageId: number | null) => useQuery({ ...imageQueryOptions(imageId ?? 0), enabled: imageId !== null });

export function useUploadImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return (await consoleRequest<{ data: ConsoleImage }>('/images', { method: 'POST', body })).data;
    },
    onSuccess: (image) => queryClient.setQueryData(imageQueryOptions(image.id).queryKey, image),
  });
}
