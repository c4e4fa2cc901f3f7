import { updateOutletRulesRequestSchema, type OutletRules, type UpdateOutletRulesRequest } from '@crust/contract/console-rules';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { notify } from '@/components/ui/notify';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { centsOf, centsToDollarsText, moneyWording } from '@/lib/money-input';
import { checkWithSchema, wholeNumberOf, type IssueWording } from '@/lib/schema-check';
import { messageOf } from '@/lib/use-submit';
import { useChangeRules } from '../api/rules-api';

/** A setting typed in a field: where the rules hold it, and how its field shows and reads it. */
type TypedSetting = {
  label: string;
  current: (rules: OutletRules) => number;
  show: (value: number) => string;
  /** The field's text as the request's value; NaN when it is none, which the contract's schema reports. */
  read: (text: string) => number;
  inputMode: 'numeric' | 'decimal';
  /** The form's words for the contract's issues, when its own would not do (money typed in dollars). */
  wording?: IssueWording;
};

const MINUTES = { show: String, read: wholeNumberOf, inputMode: 'numeric' } as const;

/**
 * The settings typed in fields, checked with the contract's schema (issue 17): a new one is a row here
 * (its key the PATCH body's) and its place in the form below.
 */
const TYPED = {
  pickup_lead_minutes: { label: 'Pickup lead time (minutes)', current: (rules) => rules.pickup.lead_minutes, ...MINUTES },
  delivery_lead_minutes: { label: 'Delivery lead time (minutes)', current: (rules) => rules.delivery.lead_minutes, ...MINUTES },
  slot_minutes: { label: 'Slot length (minutes)', current: (rules) => rules.slot_minutes, ...MINUTES },
  slot_capacity: { label: 'Orders per slot', current: (rules) => rules.slot_capacity, ...MINUTES },
  max_order_total: {
    label: 'Largest order online ($)',
    current: (rules) => rules.max_order_total,
    show: centsToDollarsText,
    read: centsOf,
    inputMode: 'decimal',
    wording: moneyWording('1000'),
  },
} satisfies Record<string, TypedSetting>;

type Typed = keyof typeof TYPED;
type Texts = Record<Typed, string>;
type Flags = Required<Pick<UpdateOutletRulesRequest, 'pickup_enabled' | 'delivery_enabled' | 'accepts_cash'>>;

const typedKeys = Object.keys(TYPED) as Typed[];
const wording: Partial<Record<Typed, IssueWording>> = Object.fromEntries(typedKeys.map((key) => [key, (TYPED[key] as TypedSetting).wording]));

const textsOf = (rules: OutletRules): Texts => Object.fromEntries(typedKeys.map((key) => [key, TYPED[key].show(TYPED[key].current(rules))])) as Texts;

const flagsOf = (rules: OutletRules): Flags => ({
  pickup_enabled: rules.pickup.enabled,
  delivery_enabled: rules.delivery.enabled,
  accepts_cash: rules.accepts_cash,
});

/** Every setting as the request sends it, checked whole; then only what differs from `rules` is sent (and audited). */
function changedSettings(texts: Texts, flags: Flags, rules: OutletRules) {
  const request = { ...flags, ...Object.fromEntries(typedKeys.map((key) => [key, TYPED[key].read(texts[key])])) };
  const checked = checkWithSchema<Texts, UpdateOutletRulesRequest>(updateOutletRulesRequestSchema, request, wording);
  if ('errors' in checked) return checked;
  const before: Record<string, unknown> = { ...flagsOf(rules), ...Object.fromEntries(typedKeys.map((key) => [key, TYPED[key].current(rules)])) };
  const body = Object.fromEntries(Object.entries(checked.request).filter(([key, value]) => value !== before[key])) as UpdateOutletRulesRequest;
  return { request: body };
}

/** Pickup and delivery on or off, their lead times, the slots' length and capacity, cash and the largest order. Only what changed is sent (and audited). */
export function OrderingSettingsForm({ outletId, rules, canChange }: { outletId: number; rules: OutletRules; canChange: boolean }) {
  const [texts, setTexts] = useState(() => textsOf(rules));
  const [flags, setFlags] = useState(() => flagsOf(rules));
  const [errors, setErrors] = useState<Partial<Record<Typed, string>>>({});
  const change = useChangeRules(outletId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = changedSettings(texts, flags, rules);
    setErrors('errors' in checked ? checked.errors : {});
    if ('errors' in checked) return;
    if (Object.keys(checked.request).length === 0) return notify({ title: 'Nothing has changed' });
    change.mutate(
      { kind: 'settings', body: checked.request },
      {
        onSuccess: (saved) => {
          setTexts(textsOf(saved));
          setFlags(flagsOf(saved));
          notify({ kind: 'success', title: 'Ordering settings saved' });
        },
      },
    );
  };

  const flag = (name: keyof Flags, label: string) => (
    <Switch label={label} checked={flags[name]} disabled={!canChange} onChange={(on) => setFlags((current) => ({ ...current, [name]: on }))} />
  );
  const numberField = (name: Typed) => (
    <TextField
      label={TYPED[name].label}
      name={name}
      inputMode={TYPED[name].inputMode}
      value={texts[name]}
      onChange={(value) => setTexts((current) => ({ ...current, [name]: value }))}
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
      <div className="flex flex-wrap items-end gap-4">
        {numberField('max_order_total')}
        {flag('accepts_cash', 'Accept cash')}
      </div>
      <FormAlert>{change.error ? messageOf(change.error) : null}</FormAlert>
      {canChange && (
        <Button type="submit" disabled={change.isPending} className="min-h-12 self-start text-base">
          {change.isPending ? 'Saving…' : 'Save settings'}
        </Button>
      )}
    </form>
  );
}
