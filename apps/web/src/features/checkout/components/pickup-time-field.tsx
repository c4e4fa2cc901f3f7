import { useEffect, useId, useState } from 'react';
import type { TimeSlots } from '@crust/contract/checkout';
import { Button } from '@/components/ui/button';
import { LoadErrorNotice } from '@/components/ui/load-error-notice';
import { fieldClass } from '@/components/ui/text-field';
import { useTimeSlots } from '../api/get-time-slots';
import { formatWallClock } from '@/lib/zoned-time';
import { addDays, bookableDates, dayLabel, isBookable } from '../checkout-dates';
import { ASAP, useCheckoutStore } from '../checkout-store';

type PickupTimeFieldProps = {
  restaurantId: number;
  /** Today in the outlet's zone. */
  today: string;
  /** Why the time is not set yet (spec §5), shown once the diner has left the field. */
  timeError?: string;
};

/** Whether the stored time is one the outlet still offers on that day. */
const isOffered = (time: string, slots: TimeSlots) => (time === ASAP ? slots.asap_available : slots.slots.some((slot) => slot.time === time && slot.available));

/** The day (today to a week ahead, in the outlet's zone) and a time from the outlet's own slots. */
export function PickupTimeField({ restaurantId, today, timeError }: PickupTimeFieldProps) {
  const deliveryMethod = useCheckoutStore((state) => state.deliveryMethod);
  const pickupDate = useCheckoutStore((state) => state.pickupDate);
  const pickupTime = useCheckoutStore((state) => state.pickupTime);
  const setPickupDate = useCheckoutStore((state) => state.setPickupDate);
  const setPickupTime = useCheckoutStore((state) => state.setPickupTime);
  const date = isBookable(pickupDate, today) ? pickupDate : today;
  const slots = useTimeSlots({ restaurantId, date, deliveryMethod });
  const dateId = useId();
  const timeId = useId();
  const timeErrorId = useId();
  const noun = deliveryMethod === 'delivery' ? 'Delivery' : 'Pickup';
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    // No day yet, or a stored day that has passed: today.
    if (pickupDate !== date) setPickupDate(date);
  }, [pickupDate, date, setPickupDate]);

  useEffect(() => {
    // A stored time this day's list no longer offers (it filled up, passed, or belongs to the other way of ordering).
    if (slots.data && pickupTime !== null && !isOffered(pickupTime, slots.data)) setPickupTime(null);
  }, [slots.data, pickupTime, setPickupTime]);

  const offered = slots.data;
  const hasTimes = offered !== undefined && (offered.asap_available || offered.slots.some((slot) => slot.available));
  const nextDay = addDays(date, 1);
  const nextDayLabel = dayLabel(nextDay, today);
  const showTimeError = touched && Boolean(timeError);

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-lg font-semibold">{noun} time</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={dateId} className="text-sm font-medium">
          Day
        </label>
        <select id={dateId} value={date} onChange={(event) => setPickupDate(event.target.value)} className={fieldClass}>
          {bookableDates(today).map((day) => (
            <option key={day} value={day}>
              {dayLabel(day, today)}
            </option>
          ))}
        </select>
      </div>

      {slots.isPending && (
        <p role="status" className="text-sm">
          Loading the times…
        </p>
      )}
      {slots.isError && <LoadErrorNotice what="the times" isRetrying={slots.isFetching} onRetry={() => void slots.refetch()} />}
      {offered && !hasTimes && (
        <div role="status" className="flex flex-col items-start gap-2 rounded-lg border border-dashed border-black/20 p-4">
          <p className="font-semibold">
            {offered.closure
              ? `Closed ${date === today ? 'today' : `on ${dayLabel(date, today)}`}${offered.closure.reason ? ` (${offered.closure.reason})` : ''}.`
              : `No ${noun.toLowerCase()} times left ${date === today ? 'today' : `on ${dayLabel(date, today)}`}.`}
          </p>
          {isBookable(nextDay, today) && (
            <Button variant="secondary" onClick={() => setPickupDate(nextDay)}>
              Show times for {nextDayLabel === 'Tomorrow' ? 'tomorrow' : nextDayLabel}
            </Button>
          )}
        </div>
      )}
      {offered && hasTimes && (
        <div className="flex flex-col gap-1">
          <label htmlFor={timeId} className="text-sm font-medium">
            Time
          </label>
          <select
            id={timeId}
            value={pickupTime ?? ''}
            onChange={(event) => setPickupTime(event.target.value || null)}
            onBlur={() => setTouched(true)}
            aria-invalid={showTimeError || undefined}
            aria-describedby={showTimeError ? timeErrorId : undefined}
            className={fieldClass}
          >
            <option value="">Choose a time</option>
            {offered.asap_available && <option value={ASAP}>As soon as possible</option>}
            {offered.slots.map((slot) => (
              <option key={slot.time} value={slot.time} disabled={!slot.available}>
                {formatWallClock(slot.time)}
                {/* Issue 18: the evening's shift past midnight is listed under the evening, and says so. */}
                {slot.next_day ? ' (after midnight)' : ''}
                {slot.available ? '' : ' (fully booked)'}
              </option>
            ))}
          </select>
          {showTimeError && (
            <p id={timeErrorId} className="text-sm font-medium text-dark">
              {timeError}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
