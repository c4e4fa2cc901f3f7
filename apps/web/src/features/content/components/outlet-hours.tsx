import type { OutletHours, WeeklyShift } from '@crust/contract/ordering-state';
import type { RestaurantEntry } from '@crust/contract/restaurants';
import { OutletStateLabel } from '@/components/outlet-state-label';

/** The week as diners read it, Monday first, with each weekday's number (0 = Sunday). */
const WEEK = [
  [1, 'Monday'],
  [2, 'Tuesday'],
  [3, 'Wednesday'],
  [4, 'Thursday'],
  [5, 'Friday'],
  [6, 'Saturday'],
  [0, 'Sunday'],
] as const;

/** A weekday's shifts, "11:30–14:30, 17:00–21:30", or "Closed". */
export function shiftsOn(shifts: readonly WeeklyShift[], weekday: number): string {
  const ofDay = shifts.filter((shift) => shift.weekday === weekday);
  return ofDay.length === 0 ? 'Closed' : ofDay.map((shift) => `${shift.opens}–${shift.closes}`).join(', ');
}

function HoursTable({ name, hours }: { name: string; hours: OutletHours }) {
  const delivers = hours.delivery.length > 0;
  return (
    <table className="mt-3 w-full max-w-lg text-left text-sm">
      <caption className="sr-only">
        {name}: hours for pickup{delivers ? ' and delivery' : ''}
      </caption>
      <thead>
        <tr>
          <th scope="col" className="py-1 pr-4 font-semibold">
            Day
          </th>
          <th scope="col" className="py-1 pr-4 font-semibold">
            Pickup
          </th>
          {delivers && (
            <th scope="col" className="py-1 font-semibold">
              Delivery
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {WEEK.map(([weekday, day]) => (
          <tr key={weekday} className="border-t border-secondary/10">
            <th scope="row" className="py-1 pr-4 font-medium">
              {day}
            </th>
            <td className="py-1 pr-4 tabular-nums">{shiftsOn(hours.pickup, weekday)}</td>
            {delivers && <td className="py-1 tabular-nums">{shiftsOn(hours.delivery, weekday)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Issue 18 point 7: each outlet's state now and its weekly hours for pickup and delivery. */
export function OutletHoursList({ outlets }: { outlets: readonly RestaurantEntry[] }) {
  if (outlets.length === 0) return null;
  return (
    <section aria-labelledby="contact-hours" className="mt-10">
      <h2 id="contact-hours" className="text-xl font-semibold">
        Opening hours
      </h2>
      <ul className="mt-3 grid gap-8 lg:grid-cols-2">
        {outlets.map(({ restaurant, ordering_state, hours }) => (
          <li key={restaurant.id}>
            <h3 className="font-semibold">{restaurant.name}</h3>
            <OutletStateLabel state={ordering_state} className="text-sm font-medium" />
            <HoursTable name={restaurant.name} hours={hours} />
            {hours.delivery.length === 0 && <p className="mt-2 text-sm">Pickup only: this outlet does not deliver.</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
