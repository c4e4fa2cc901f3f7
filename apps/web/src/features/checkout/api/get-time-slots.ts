import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryMethod, TimeSlots } from '@crust/contract/checkout';
import { apiRequest } from '@/lib/api-client';

export type TimeSlotsParams = { restaurantId: number; date: string; deliveryMethod: DeliveryMethod };

export async function getTimeSlots({ restaurantId, date, deliveryMethod }: TimeSlotsParams, signal?: AbortSignal): Promise<TimeSlots> {
  const response = await apiRequest<{ data: TimeSlots }>('/v2/checkout/time-slots', {
    query: { restaurant_id: restaurantId, date, delivery_method: deliveryMethod },
    signal,
  });
  return response.data;
}

export const timeSlotsQueryOptions = (params: TimeSlotsParams) =>
  queryOptions({
    queryKey: ['checkout', 'time-slots', params.restaurantId, params.date, params.deliveryMethod] as const,
    queryFn: ({ signal }) => getTimeSlots(params, signal),
    // Slots fill up and pass as the day goes on: ask again after a short while, and on coming back to the tab.
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });

/** The outlet's slots for one day and way of ordering. */
export const useTimeSlots = (params: TimeSlotsParams) => useQuery(timeSlotsQueryOptions(params));
