import type { OutletRules, UpdateOutletRulesRequest } from '@crust/contract/console-rules';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { notify } from '@/components/ui/notify';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/use-submit';
import { useChangeRules } from '../api/rules-api';
import { checkWholeNumber, LEAD_MINUTES_MAX, SLOT_CAPACITY_MAX, SLOT_MINUTES_RANGE } from '../rules-checks';

type Numbers = { pickup_lead_minutes: string; delivery_lead_minutes: string; slot_minutes: string; slot_capacity: string };
type Flags = Required<Pick<UpdateOutletRulesRequest, 'pickup_enabled' | 'delivery_enabled' | 'accepts_cash'>>;

const NUMBER_RULES: Record<keyof Numbers, { label: string; min: number; max: number; message: string }> = {
  pickup_lead_minutes: { label: 'Pickup lead time (minutes)', min: 0, max: LEAD_MINUTES_MAX, message: `A lead time is 0 to ${LEAD_MINUTES_MAX} minutes.` },
  delivery_lead_minutes: { label: 'Delivery lead time (minutes)', min: 0, max: LEAD_MINUTES_MAX, message: `A lead time is 0 to ${LEAD_MINUTES_MAX} minutes.` },
  slot_minutes: {
    label: 'Slot length (minutes)',
    ...SLOT_MINUTES_RANGE,
    message: `A slot is ${SLOT_MINUTES_RANGE.min} to ${SLOT_MINUTES_RANGE.max} minutes.`,
  },
  slot_capacity: { label: 'Orders per slot', min: 1, max: SLOT_CAPACITY_MAX, message: `A slot takes 1 to ${SLOT_CAPACITY_MAX} orders.` },
};

const numbersOf = (rules: OutletRules): Numbers => ({
  pickup_lead_minutes: String(rules.pickup.lead_minutes),
  delivery_lead_minutes: String(rules.delivery.lead_minutes),
  slot_minutes: String(rules.slot_minutes),
  slot_capacity: String(rules.slot_capacity),
});

const flagsOf = (rules: OutletRules): Flags => ({
  pickup_enabled: rules.pickup.enabled,
  delivery_enabled: rules.delivery.enabled,
  accepts_cash: rules.accepts_cash,
});

/** Pickup and delivery on or off, their lead times, the slots' length and capacity, and cash. Only what changed is sent (and audited). */
export function OrderingSettingsForm({ outletId, rules, canChange }: { outletId: number; rules: OutletRules; canChange: boolean }) {
  const [numbers, setNumbers] = useState(() => numbersOf(rules));
  const [flags, setFlags] = useState(() => flagsOf(rules));
  const [errors, setErrors] = useState<Partial<Record<keyof Numbers, string>>>({});
  const change = useChangeRules(outletId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const body: UpdateOutletRulesRequest = {};
    const before = { ...numbersOf(rules), ...flagsOf(rules) };
    for (const field of Object.keys(NUMBER_RULES) as (keyof Numbers)[]) {
      const { min, max, message } = NUMBER_RULES[field];
      const checked = checkWholeNumber(numbers[field], min, max, message);
      if ('error' in checked) found[field] = checked.error;
      else if (String(checked.value) !== before[field]) body[field] = checked.value;
    }
    for (const flag of Object.keys(flags) as (keyof Flags)[]) if (flags[flag] !== before[flag]) body[flag] = flags[flag];
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (Object.keys(body).length === 0) return notify({ title: 'Nothing has changed' });
    change.mutate(
      { kind: 'settings', body },
      {
        onSuccess: (saved) => {
          setNumbers(numbersOf(saved));
          setFlags(flagsOf(saved));
          notify({ kind: 'success', title: 'Ordering settings saved' });
        },
      },
    );
  };

  const flag = (name: keyof Flags, label: string) => (
    <Switch label={label} checked={flags[name]} disabled={!canChange} onChange={(on) => setFlags((current) => ({ ...current, [name]: on }))} />
  );
  const numberField = (name: keyof Numbers) => (
    <TextField
      label={NUMBER_RULES[name].label}
      name={name}
      inputMode="numeric"
      value={numbers[name]}
      onChange={(value) => setNumbers((current) => ({ ...current, [name]: value }))}
      error={errors[name]}
      disabled={!canChange}
      className="min-w-48 flex-1"
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Ordering settings" className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <fieldset className="flex flex-col gap-2 rounded-lg border border-black/10 p-3">
          <legend className="px-1 font-bold">Pickup</legend>
          {flag('pickup_enabled', 'Take pickup orders')}
          {numberField('pickup_lead_minutes')}
        </fieldset>
        <fieldset className="flex flex-col gap-2 rounded-lg border border-black/10 p-3">
          <legend className="px-1 font-bold">Delivery</legend>
          {flag('delivery_enabled', 'Take delivery orders')}
          {numberField('delivery_lead_minutes')}
        </fieldset>
      </div>
      <div className="flex flex-wrap gap-4">
        {numberField('slot_minutes')}
        {numberField('slot_capacity')}
      </div>
      {flag('accepts_cash', 'Accept cash')}
      <FormAlert>{change.error ? messageOf(change.error) : null}</FormAlert>
      {canChange && (
        <Button type="submit" disabled={change.isPending} className="min-h-12 self-start text-base">
          {change.isPending ? 'Saving…' : 'Save settings'}
        </Button>
      )}
    </form>
  );
}
