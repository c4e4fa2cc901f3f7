import type { ShippingDetails } from './checkout-store';

/** What the Places API tells of a picked address (Place.addressComponents, formattedAddress). */
export type PlaceAddress = {
  formattedAddress?: string | null;
  addressComponents?: { longText: string | null; shortText: string | null; types: string[] }[] | null;
};

/**
 * The checkout's address fields from a picked place. In Australia Google's `locality` is the suburb,
 * which delivery zones go by; the city is left as the same place name for the diner to correct if
 * they like (zones do not read it).
 */
export function shippingFromPlace(place: PlaceAddress): ShippingDetails {
  const part = (type: string) => place.addressComponents?.find((component) => component.types.includes(type))?.longText ?? '';
  const street = [part('street_number'), part('route')].filter(Boolean).join(' ');
  const unit = part('subpremise');
  const locality = part('locality');
  return {
    formattedAddress: street ? `${unit ? `${unit}/` : ''}${street}` : (place.formattedAddress ?? ''),
    suburb: locality,
    city: locality,
    postcode: part('postal_code'),
  };
}
