import { useState } from 'react';
import type { RestaurantEntry } from '@crust/contract/restaurants';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { notify } from '@/components/ui/notify';
import { OutletStateLabel } from '@/components/outlet-state-label';
import { useConfigStore } from '@/lib/config-store';
import { autoClearFromTheme, useSelectedRestaurantStore } from '@/lib/selected-restaurant-store';
import { activeRestaurants, useRestaurants } from '../api/get-restaurants';
import { useRestaurantDialogStore } from '../restaurant-dialog-store';

const PLACEHOLDER_IMAGE = '/placeholder.svg';

export function RestaurantSelectionDialog() {
  const isOpen = useRestaurantDialogStore((state) => state.isOpen);
  const close = useRestaurantDialogStore((state) => state.close);
  // A diner with no outlet yet must pick one; one changing outlet may back out.
  const hasSelection = useSelectedRestaurantStore((state) => state.selected !== null);

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => !open && close()}
      dismissible={hasSelection}
      title="Choose your restaurant"
      description="Pick the outlet you would like to order from."
    >
      <RestaurantPicker onDone={close} />
    </Dialog>
  );
}

// Rendered only while the dialog is open, so each opening starts with a fresh choice.
function RestaurantPicker({ onDone }: { onDone: () => void }) {
  const { data, isPending, isError } = useRestaurants();
  const restaurants = activeRestaurants(data);
  const currentId = useSelectedRestaurantStore((state) => state.selected?.restaurant.id ?? null);
  const [chosenId, setChosenId] = useState<number | null>(currentId);
  const chosen = restaurants.find((entry) => entry.restaurant.id === chosenId);

  const confirm = () => {
    if (!chosen) return;
    const { theme } = useConfigStore.getState();
    useSelectedRestaurantStore.getState().selectRestaurant(chosen, autoClearFromTheme(theme));
    notify({ title: 'Restaurant selected', message: `You've selected ${chosen.restaurant.name}`, kind: 'success' });
    onDone();
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="max-h-72 overflow-y-auto">
        {isPending ? (
          <p role="status" className="py-6 text-center text-sm">
            Loading restaurants...
          </p>
        ) : isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
            <p className="font-semibold">Failed to load restaurants</p>
            <Button variant="secondary" onClick={() => window.location.reload()}>
              Try Again
            </Button>
          </div>
        ) : restaurants.length === 0 ? (
          <p className="py-6 text-center text-sm">No restaurants available</p>
        ) : (
          <fieldset>
            <legend className="sr-only">Restaurants</legend>
            <ul className="flex flex-col gap-2">
              {restaurants.map((entry) => (
                <li key={entry.restaurant.id}>
                  <RestaurantOption entry={entry} checked={entry.restaurant.id === chosenId} onSelect={() => setChosenId(entry.restaurant.id)} />
                </li>
              ))}
            </ul>
          </fieldset>
        )}
      </div>
      <Button onClick={confirm} disabled={isPending || !chosen} className="w-full">
        Confirm
      </Button>
    </div>
  );
}

type RestaurantOptionProps = { entry: RestaurantEntry; checked: boolean; onSelect: () => void };

function RestaurantOption({ entry, checked, onSelect }: RestaurantOptionProps) {
  const { restaurant, address, attachment_paths } = entry;
  const image = attachment_paths[0]?.upload_path ?? PLACEHOLDER_IMAGE;
  return (
    <label
      className={`flex cursor-pointer items-center gap-3 rounded-md border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary ${
        checked ? 'border-primary bg-light' : 'border-secondary/20 hover:bg-light'
      }`}
    >
      <input type="radio" name="restaurant" className="accent-primary" checked={checked} onChange={onSelect} />
      {/* The name beside it says what the picture shows, so the image is decorative. */}
      <img src={image} alt="" width={56} height={56} loading="lazy" className="size-14 shrink-0 rounded object-cover" />
      <span className="flex min-w-0 flex-col text-sm">
        <span className="font-semibold">{restaurant.name}</span>
        <OutletStateLabel state={entry.ordering_state} className="font-medium" />
        <span>
          {address.street_name}, {address.city}
        </span>
        <span>{address.phone}</span>
      </span>
    </label>
  );
}
