import { describe, expect, it } from 'vitest';
import { shippingFromPlace } from './place-address';

const component = (longText: string, ...types: string[]) => ({ longText, shortText: longText, types });

describe('an address picked from the suggestions', () => {
  it('fills the street line (with its unit), the suburb, the city and the postcode', () => {
    const place = {
      formattedAddress: '3/12 Crown St, Surry Hills NSW 2010, Australia',
      addressComponents: [
        component('3', 'subpremise'),
        component('12', 'street_number'),
        component('Crown Street', 'route'),
        component('Surry Hills', 'locality', 'political'),
        component('New South Wales', 'administrative_area_level_1'),
        component('2010', 'postal_code'),
      ],
    };
    expect(shippingFromPlace(place)).toEqual({ formattedAddress: '3/12 Crown Street', suburb: 'Surry Hills', city: 'Surry Hills', postcode: '2010' });
  });

  it('keeps Google’s whole line when the place has no street number', () => {
    expect(shippingFromPlace({ formattedAddress: 'Sydney Opera House, Sydney NSW 2000', addressComponents: [] })).toMatchObject({
      formattedAddress: 'Sydney Opera House, Sydney NSW 2000',
      postcode: '',
    });
  });
});
