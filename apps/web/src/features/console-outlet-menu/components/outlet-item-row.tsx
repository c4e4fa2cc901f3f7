import { useQueryClient } from '@tanstack/react-query';
import type { OutletMenuItem } from '@crust/contract/console-outlet-menu';
import { formatCents, onlinePrice } from '@crust/contract/prices';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { FormAlert } from '@/components/ui/form-alert';
import { notify } from '@/components/ui/notify';
import { StaleNotice } from '@/components/ui/stale-notice';
import { TextField } from '@/components/ui/text-field';
import { serverErrorsAt } from '@/lib/server-field-paths';
import { isStaleVersion } from '@/lib/stale-version';
import { useCheckedForm } from '@/lib/use-checked-form';
import { messageOf } from '@/lib/use-submit';
import { outletMenuItemsQueryOptions, useSaveOutletMenuItem } from '../api/outlet-menu-api';
import { itemFieldOf, itemFormValuesOf, itemRequest } from '../outlet-item-values';

const MENUS = [
  ['on_main_menu', 'Main'],
  ['on_instore_menu', 'In-store'],
  ['on_dinein_menu', 'Dine-in'],
] as const;

function housePrices({ house_prices: prices }: OutletMenuItem): string {
  const online = onlinePrice(prices);
  return online === prices.price ? formatCents(prices.price) : `${formatCents(prices.price)} (online ${formatCents(online)})`;
}

type RowProps = { outletId: number; item: OutletMenuItem; canEdit: boolean };

/**
 * One product at the outlet: sold here or not, on which menus, at the house's prices or the outlet's
 * own pair. Saved on its own, over the version read; diners' menus show the change within a second.
 */
export function OutletItemRow({ outletId, item, canEdit }: RowProps) {
  const queryClient = useQueryClient();
  const save = useSaveOutletMenuItem(outletId, item.product_id);
  const { values, errors, set, onSubmit } = useCheckedForm(
    itemFormValuesOf(item),
    (form) => itemRequest(form, item.version),
    (request) =>
      save.mutate(request, { onSuccess: (saved) => notify({ title: `${saved.name} saved`, message: 'Diners see it within a second.', kind: 'success' }) }),
  );
  const stale = isStaleVersion(save.error);
  const named = serverErrorsAt(save.error, itemFieldOf);
  const fieldErrors = { ...named, ...errors };
  const reload = () => {
    save.reset();
    void queryClient.invalidateQueries({ queryKey: outletMenuItemsQueryOptions(outletId).queryKey });
  };
  const locked = !canEdit;

  return (
    <form noValidate onSubmit={onSubmit} aria-label={item.name} className="flex flex-col gap-2 p-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <h3 className="min-w-40 flex-1 font-semibold">{item.name}</h3>
        <span className="text-sm text-text/75">House price {housePrices(item)}</span>
        {!item.in_stock && <span className="rounded-full bg-black/5 px-2 text-sm">Out of stock</span>}
      </div>
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
        <Checkbox label="Sold here" checked={values.sold} onChange={set('sold')} disabled={locked} className="font-medium" />
        <fieldset className="flex flex-wrap items-center gap-3" disabled={locked || !values.sold}>
          <legend className="sr-only">Menus</legend>
          {MENUS.map(([name, label]) => (
            <Checkbox key={name} label={label} checked={values[name]} onChange={set(name)} />
          ))}
        </fieldset>
        <TextField
          label="Outlet price"
          value={values.price}
          onChange={set('price')}
          error={fieldErrors.price}
          inputMode="decimal"
          placeholder="House"
          disabled={locked}
          className="w-32"
        />
        <TextField
          label="Outlet online price"
          value={values.online_price}
          onChange={set('online_price')}
          error={fieldErrors.online_price}
          inputMode="decimal"
          placeholder="Same"
          disabled={locked}
          className="w-36"
        />
        {canEdit && (
          <>
            <Button
              variant="ghost"
              onClick={() => {
                set('price')('');
                set('online_price')('');
              }}
              className="min-h-11"
            >
              Use house prices
            </Button>
            <Button type="submit" disabled={save.isPending} className="min-h-11">
              {save.isPending ? 'Saving…' : 'Save'}
            </Button>
          </>
        )}
      </div>
      <FieldError error={fieldErrors.on_main_menu} />
      {stale && <StaleNotice onReload={reload} />}
      {save.isError && !stale && Object.keys(named).length === 0 && <FormAlert>{messageOf(save.error)}</FormAlert>}
    </form>
  );
}
