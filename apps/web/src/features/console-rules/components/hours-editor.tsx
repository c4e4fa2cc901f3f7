import type { OpeningRangeView, OutletHoursRequest, OutletRules } from '@crust/contract/console-rules';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { notify } from '@/components/ui/notify';
import { fieldClass } from '@/components/ui/text-field';
import { messageOf } from '@/lib/use-submit';
import { useChangeRules } from '../api/rules-api';
import { checkClockTime, runsPastMidnight, WEEK } from '../rules-checks';

type Method = keyof OutletHoursRequest;
const METHODS: { method: Method; name: string }[] = [
  { method: 'pickup', name: 'Pickup' },
  { method: 'delivery', name: 'Delivery' },
];

/** A shift being edited; `key` keeps its inputs in place while others are added and removed. */
type Shift = OpeningRangeView & { key: number };
type Week = Record<Method, Shift[]>;

let lastKey = 0;
const keyed = (range: OpeningRangeView): Shift => ({ ...range, key: ++lastKey });

/** A new shift's times: a typical evening, edited from there. */
const NEW_SHIFT = { opens: '17:00', closes: '21:00' };

function ShiftRow({
  shift,
  label,
  disabled,
  errors,
  onChange,
  onRemove,
}: {
  shift: Shift;
  label: string;
  disabled: boolean;
  errors: { opens?: string | null; closes?: string | null };
  onChange: (change: Partial<OpeningRangeView>) => void;
  onRemove: () => void;
}) {
  const time = (edge: 'opens' | 'closes') => (
    <label className="flex flex-col gap-1">
      <span className="sr-only">{`${label} ${edge}`}</span>
      <input
        type="time"
        value={shift[edge]}
        onChange={(event) => onChange({ [edge]: event.target.value })}
        disabled={disabled}
        aria-invalid={errors[edge] ? true : undefined}
        className={`${fieldClass} min-h-12 w-32`}
      />
      {errors[edge] && (
        <span role="alert" className="text-sm font-medium text-dark">
          {errors[edge]}
        </span>
      )}
    </label>
  );
  return (
    <li className="flex flex-wrap items-center gap-2">
      {time('opens')}
      <span aria-hidden="true">–</span>
      {time('closes')}
      {runsPastMidnight(shift) && <span className="text-sm text-text/75">(next day)</span>}
      {!disabled && (
        <Button variant="secondary" onClick={onRemove} aria-label={`Remove ${label}`} className="min-h-12">
          Remove
        </Button>
      )}
    </li>
  );
}

/**
 * The week's opening hours for pickup and for delivery, saved whole (PUT replaces them). A day with
 * no shifts is closed for that way of ordering; a close at or before the opening runs past midnight.
 * Overlaps (Saturday night into Sunday included) are the server's to find: its message shows here.
 */
export function HoursEditor({ outletId, rules, canChange }: { outletId: number; rules: OutletRules; canChange: boolean }) {
  const [week, setWeek] = useState<Week>(() => ({ pickup: rules.pickup.hours.map(keyed), delivery: rules.delivery.hours.map(keyed) }));
  const [checked, setChecked] = useState(false);
  const change = useChangeRules(outletId);

  const update = (method: Method, shifts: (current: Shift[]) => Shift[]) => setWeek((current) => ({ ...current, [method]: shifts(current[method]) }));
  const invalid = Object.values(week).some((shifts) => shifts.some((shift) => checkClockTime(shift.opens) || checkClockTime(shift.closes)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (invalid) return;
    const strip = (shifts: Shift[]) => shifts.map(({ weekday, opens, closes }) => ({ weekday, opens, closes }));
    change.mutate(
      { kind: 'hours', body: { pickup: strip(week.pickup), delivery: strip(week.delivery) } },
      { onSuccess: () => notify({ kind: 'success', title: 'Opening hours saved' }) },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Opening hours" className="flex flex-col gap-4">
      <div className="grid gap-4 xl:grid-cols-2">
        {METHODS.map(({ method, name }) => (
          <fieldset key={method} className="flex flex-col gap-3 rounded-lg border border-black/10 p-3">
            <legend className="px-1 font-bold">{name} hours</legend>
            {WEEK.map(({ weekday, name: day }) => {
              const shifts = week[method].filter((shift) => shift.weekday === weekday);
              return (
                <div key={weekday} className="flex flex-col gap-2 border-b border-black/5 pb-2 last:border-0 sm:flex-row sm:items-start">
                  <span className="w-28 shrink-0 pt-3 font-semibold">{day}</span>
                  <div className="flex flex-1 flex-col gap-2">
                    {shifts.length === 0 && <span className="pt-3 text-text/75">Closed</span>}
                    {shifts.length > 0 && (
                      <ul className="flex flex-col gap-2">
                        {shifts.map((shift, index) => (
                          <ShiftRow
                            key={shift.key}
                            shift={shift}
                            label={`${name} ${day} shift ${index + 1}`}
                            disabled={!canChange}
                            errors={checked ? { opens: checkClockTime(shift.opens), closes: checkClockTime(shift.closes) } : {}}
                            onChange={(edit) => update(method, (all) => all.map((entry) => (entry.key === shift.key ? { ...entry, ...edit } : entry)))}
                            onRemove={() => update(method, (all) => all.filter((entry) => entry.key !== shift.key))}
                          />
                        ))}
                      </ul>
                    )}
                    {canChange && (
                      <Button
                        variant="ghost"
                        onClick={() => update(method, (all) => [...all, keyed({ weekday, ...NEW_SHIFT })])}
                        aria-label={`Add ${name.toLowerCase()} hours on ${day}`}
                        className="min-h-12 self-start underline"
                      >
                        Add hours
                      </Button>
                    )}
                  </div>
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
      <p className="text-sm text-text/75">Times are in the outlet’s time zone ({rules.timezone}). A close at or before the opening is the next day’s.</p>
      <FormAlert>{change.error ? messageOf(change.error) : null}</FormAlert>
      {canChange && (
        <Button type="submit" disabled={change.isPending} className="min-h-12 self-start text-base">
          {change.isPending ? 'Saving…' : 'Save opening hours'}
        </Button>
      )}
    </form>
  );
}
