import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Address } from '@crust/contract/addresses';
import { TextField } from '@/components/ui/text-field';
import { env } from '@/lib/env';
import { useSavedAddresses } from '../api/get-saved-addresses';
import { useCheckoutStore, type ShippingDetails } from '../checkout-store';
import { deliveryProblems } from '../checkout-validation';
import { ChoiceRadio } from './choice-radio';
import { useTouched } from './use-touched';

// Only with a maps key, and only once a diner types an address, is Google's script fetched.
const AddressSuggestions = lazy(() => import('./address-suggestions').then((module) => ({ default: module.AddressSuggestions })));

const NO_ADDRESS: ShippingDetails = { formattedAddress: '', suburb: '', city: '', postcode: '' };

const shippingOf = ({ formattedAddress, suburb, city, postcode }: Address): ShippingDetails => ({ formattedAddress, suburb, city, postcode });

const isSameAddress = (address: Address, details: ShippingDetails) =>
  (Object.keys(NO_ADDRESS) as (keyof ShippingDetails)[]).every((field) => address[field].trim() === details[field].trim());

type DeliveryAddressFieldsProps = {
  /** A logged-in diner's id: they pick one of their saved addresses or type another. Null for a guest. */
  userId: number | null;
};

/** Where to deliver: a saved address, or typed (with suggestions when the maps key is set); and what the server says of it. */
export function DeliveryAddressFields({ userId }: DeliveryAddressFieldsProps) {
  const details = useCheckoutStore(useShallow((state) => state.shippingDetails));
  const setShippingDetails = useCheckoutStore((state) => state.setShippingDetails);
  const setGuestAddress = useCheckoutStore((state) => state.setGuestAddress);
  const saved = useSavedAddresses(userId);
  const addresses = saved.data ?? [];
  const [typesAnother, setTypesAnother] = useState(false);
  const chosen = typesAnother ? undefined : addresses.find((address) => isSameAddress(address, details));
  const isEmpty = Object.values(details).every((value) => !value.trim());
  const deliveryError = useCheckoutStore((state) => state.deliveryError);
  const verdictId = useId();

  useEffect(() => {
    // A diner with saved addresses starts from their default one.
    const preferred = saved.data?.find((address) => address.is_default) ?? saved.data?.[0];
    if (preferred && isEmpty && !typesAnother) setShippingDetails(shippingOf(preferred));
  }, [saved.data, isEmpty, typesAnother, setShippingDetails]);

  const typeAnother = () => {
    setTypesAnother(true);
    setShippingDetails(NO_ADDRESS);
    setGuestAddress('');
  };

  return (
    <fieldset aria-describedby={deliveryError ? verdictId : undefined} className="flex flex-col gap-4">
      <legend className="mb-2 text-lg font-semibold">Delivery address</legend>
      {addresses.length > 0 && (
        <div role="radiogroup" aria-label="Saved addresses" className="flex flex-col gap-2">
          {addresses.map((address) => (
            <ChoiceRadio
              key={address.id}
              name="saved-address"
              value={String(address.id)}
              checked={chosen?.id === address.id}
              onChange={() => {
                setTypesAnother(false);
                setShippingDetails(shippingOf(address));
              }}
              label={address.label || address.formattedAddress}
              detail={address.label ? address.formattedAddress : undefined}
            />
          ))}
          <ChoiceRadio name="saved-address" value="another" checked={!chosen} onChange={typeAnother} label="Another address" />
        </div>
      )}
      {!chosen && <TypedAddress />}
      <DeliveryVerdict id={verdictId} />
    </fieldset>
  );
}

/** The plain fields, always there (the fallback when suggestions are off or fail). */
function TypedAddress() {
  const details = useCheckoutStore(useShallow((state) => state.shippingDetails));
  const guestAddress = useCheckoutStore((state) => state.guestAddress);
  const setShippingDetails = useCheckoutStore((state) => state.setShippingDetails);
  const setGuestAddress = useCheckoutStore((state) => state.setGuestAddress);
  const problems = deliveryProblems({ deliveryMethod: 'delivery', shippingDetails: details, deliveryError: null });
  const { touch, shown } = useTouched<keyof ShippingDetails>();

  const field = (name: keyof ShippingDetails) => ({
    value: details[name],
    onChange: (value: string) => setShippingDetails({ [name]: value }),
    onBlur: () => touch(name),
    error: shown(name, problems[name]),
    required: true,
  });

  return (
    <div className="flex flex-col gap-4">
      {env.mapsApiKey && (
        <Suspense fallback={null}>
          <AddressSuggestions
            apiKey={env.mapsApiKey}
            onPick={(line, picked) => {
              setGuestAddress(line);
              setShippingDetails(picked);
            }}
          />
          {guestAddress && <p className="text-sm text-text/75">Picked: {guestAddress}. Check the fields below.</p>}
        </Suspense>
      )}
      <TextField label="Street address" autoComplete="address-line1" maxLength={300} hint="Unit, number and street." {...field('formattedAddress')} />
      <TextField label="Suburb" autoComplete="address-level3" maxLength={100} {...field('suburb')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="City" autoComplete="address-level2" maxLength={100} {...field('city')} />
        <TextField label="Postcode" autoComplete="postal-code" inputMode="numeric" maxLength={4} {...field('postcode')} />
      </div>
    </div>
  );
}

/** The server's word on the address: the charge being worked out, or why it cannot be delivered to. */
function DeliveryVerdict({ id }: { id: string }) {
  const isLoading = useCheckoutStore((state) => state.deliveryChargeLoading);
  const deliveryError = useCheckoutStore((state) => state.deliveryError);
  if (isLoading) {
    return (
      <p role="status" className="text-sm">
        Working out the delivery charge…
      </p>
    );
  }
  return (
    deliveryError && (
      <p id={id} role="alert" className="rounded-md border border-primary/40 bg-primary/5 px-3 py-2 text-sm font-medium text-dark">
        {deliveryError}
      </p>
    )
  );
}
