import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PHONE_PATTERN, POSTCODE_PATTERN } from '@crust/contract/account-rules';
import type { DeliveryMethod } from '@crust/contract/checkout';
import type { GuestDetails, ShippingDetails } from './checkout-store';

// Spec §5: checkout step 1's validation, as pure functions. The spec names what must be present;
// a value the server would refuse anyway (an email without a domain, a 3-digit postcode) is not
// "filled in" either, so each field also gets the contract's own check and a message to show by it.

export type Step1Fields = {
  deliveryMethod: DeliveryMethod;
  pickupDate: string | null;
  pickupTime: string | null;
  guestDetails: GuestDetails;
  shippingDetails: ShippingDetails;
  deliveryError: string | null;
};

export type Step1Context = { isLoggedIn: boolean };

export type Step1Problems = Partial<Record<'pickupDate' | 'pickupTime' | keyof GuestDetails | keyof ShippingDetails | 'delivery', string>>;

const blank = (value: string | null) => !value?.trim();

function checked(value: string, missing: string, pattern: RegExp, invalid: string, maxLength = Infinity): string | undefined {
  if (blank(value)) return missing;
  const trimmed = value.trim();
  return pattern.test(trimmed) && trimmed.length <= maxLength ? undefined : invalid;
}

/** Spec §5: step 1 needs a pickup date and time (ASAP counts as a time). */
export function slotProblems({ pickupDate, pickupTime }: Pick<Step1Fields, 'pickupDate' | 'pickupTime'>): Step1Problems {
  return { pickupDate: blank(pickupDate) ? 'Choose a date.' : undefined, pickupTime: blank(pickupTime) ? 'Choose a time.' : undefined };
}

/** Spec §5: guests (not logged-in diners) must also give their name, email and phone number. */
export function guestProblems(details: GuestDetails, { isLoggedIn }: Step1Context): Step1Problems {
  if (isLoggedIn) return {};
  return {
    name: blank(details.name) ? 'Enter your name.' : undefined,
    email: checked(details.email, 'Enter your email.', EMAIL_PATTERN, 'Enter a valid email address.', EMAIL_MAX_LENGTH),
    phone_no: checked(details.phone_no, 'Enter your phone number.', PHONE_PATTERN, 'Enter a phone number of 8 to 15 digits.'),
  };
}

/** Spec §5: a delivery needs formattedAddress, city, postcode and suburb, and no delivery error. */
export function deliveryProblems({
  deliveryMethod,
  shippingDetails,
  deliveryError,
}: Pick<Step1Fields, 'deliveryMethod' | 'shippingDetails' | 'deliveryError'>): Step1Problems {
  if (deliveryMethod !== 'delivery') return {};
  return {
    formattedAddress: blank(shippingDetails.formattedAddress) ? 'Enter the street address.' : undefined,
    suburb: blank(shippingDetails.suburb) ? 'Enter the suburb.' : undefined,
    city: blank(shippingDetails.city) ? 'Enter the city.' : undefined,
    postcode: checked(shippingDetails.postcode, 'Enter the postcode.', POSTCODE_PATTERN, 'A postcode is 4 digits.'),
    delivery: deliveryError ?? undefined,
  };
}

/** Every reason step 1 is not valid yet, by field (empty when it is valid). */
export function step1Problems(fields: Step1Fields, context: Step1Context): Step1Problems {
  const all = { ...slotProblems(fields), ...guestProblems(fields.guestDetails, context), ...deliveryProblems(fields) };
  return Object.fromEntries(Object.entries(all).filter(([, message]) => message !== undefined));
}

export const isStep1Valid = (fields: Step1Fields, context: Step1Context): boolean => Object.keys(step1Problems(fields, context)).length === 0;

/** The address is whole (the delivery charge can be asked for it): every part there and the postcode well formed. */
export const isCompleteAddress = (details: ShippingDetails): boolean =>
  !blank(details.formattedAddress) && !blank(details.suburb) && !blank(details.city) && POSTCODE_PATTERN.test(details.postcode.trim());
