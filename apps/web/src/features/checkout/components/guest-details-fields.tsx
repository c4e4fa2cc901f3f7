import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { NAME_MAX_LENGTH } from '@crust/contract/account-rules';
import { TextField } from '@/components/ui/text-field';
import { useIdentityStore } from '@/lib/identity-store';
import { useCheckoutStore, type GuestDetails } from '../checkout-store';
import { guestProblems } from '../checkout-validation';
import { useTouched } from './use-touched';

/** A guest's name, email and phone (spec §5), filled in from their guest session when it knows them. */
export function GuestDetailsFields() {
  const details = useCheckoutStore(useShallow((state) => state.guestDetails));
  const setGuestDetails = useCheckoutStore((state) => state.setGuestDetails);
  const guestUser = useIdentityStore((state) => state.guestUser);
  const problems = guestProblems(details, { isLoggedIn: false });
  const { touch, shown } = useTouched<keyof GuestDetails>();

  const prefilled = useRef(false);
  useEffect(() => {
    // Once, and only over empty fields: what the diner typed is never replaced.
    if (prefilled.current || !guestUser) return;
    prefilled.current = true;
    const { name, email, phone_no } = useCheckoutStore.getState().guestDetails;
    if (!name && !email && !phone_no) setGuestDetails({ name: guestUser.name, email: guestUser.email, phone_no: guestUser.phone_no });
  }, [guestUser, setGuestDetails]);

  const field = (name: keyof GuestDetails) => ({
    value: details[name],
    onChange: (value: string) => setGuestDetails({ [name]: value }),
    onBlur: () => touch(name),
    error: shown(name, problems[name]),
    required: true,
  });

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-lg font-semibold">Your details</legend>
      <TextField label="Name" autoComplete="name" maxLength={NAME_MAX_LENGTH} {...field('name')} />
      <TextField label="Email" type="email" autoComplete="email" hint="We email your order confirmation here." {...field('email')} />
      <TextField label="Phone" type="tel" autoComplete="tel" hint="The restaurant calls this number if it needs to." {...field('phone_no')} />
    </fieldset>
  );
}
