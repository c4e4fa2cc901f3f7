import type { HalfAndHalfPricing } from '@crust/contract/prices';
import { FormAlert } from '@/components/ui/form-alert';
import { notify } from '@/components/ui/notify';
import { messageOf } from '@/lib/use-submit';
import { useMenuSettings, useSaveMenuSettings } from '../api/menu-settings-api';

const PRICINGS: readonly { value: HalfAndHalfPricing; label: string }[] = [
  { value: 'dearer', label: 'The dearer half: the base costs what the dearer pizza’s does' },
  { value: 'average', label: 'Half of each: the base costs the mean of both pizzas' },
];

/** Issue 19: the tenant's menu-wide settings; each choice is saved as it is made. */
export function MenuSettingsForm() {
  const settings = useMenuSettings();
  const save = useSaveMenuSettings();
  if (settings.isPending) return <p role="status">Loading the menu settings…</p>;
  if (settings.isError) return <FormAlert>{messageOf(settings.error)}</FormAlert>;
  // The choice being saved shows at once; a refused one gives way to the saved setting.
  const current = (!save.isError && save.variables?.half_and_half_pricing) || settings.data.half_and_half_pricing;
  const choose = (pricing: HalfAndHalfPricing) =>
    save.mutate({ half_and_half_pricing: pricing }, { onSuccess: () => notify({ kind: 'success', title: 'Half-and-half pricing saved' }) });
  return (
    <fieldset className="flex flex-col gap-1 rounded-lg border border-black/10 p-3">
      <legend className="px-1 font-semibold">How a half-and-half pizza is priced</legend>
      {PRICINGS.map((pricing) => (
        <label key={pricing.value} className="flex min-h-11 items-center gap-3 rounded-md px-2 hover:bg-light">
          <input
            type="radio"
            name="half-and-half-pricing"
            checked={current === pricing.value}
            disabled={save.isPending}
            onChange={() => choose(pricing.value)}
            className="size-5"
          />
          {pricing.label}
        </label>
      ))}
      <FormAlert>{save.isError ? messageOf(save.error) : null}</FormAlert>
    </fieldset>
  );
}
