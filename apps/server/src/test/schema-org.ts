// Issue 20: schema.org's vocabulary as far as the storefront's JSON-LD uses it, copied from the
// type pages of https://schema.org (each type's own properties plus the ones it inherits), so a test
// can hold the generated data to it without a network or a validator package.

type Range = 'Text' | 'URL' | 'Number' | 'Time' | string;

const THING = { name: ['Text'], description: ['Text'], image: ['URL', 'ImageObject'], url: ['URL'], sameAs: ['URL'] };
/** Organization's and Place's, which a LocalBusiness inherits both of. */
const PLACE = {
  address: ['PostalAddress', 'Text'],
  telephone: ['Text'],
  email: ['Text'],
  logo: ['URL', 'ImageObject'],
  geo: ['GeoCoordinates', 'GeoShape'],
  openingHoursSpecification: ['OpeningHoursSpecification'],
};
const LOCAL_BUSINESS = { currenciesAccepted: ['Text'], openingHours: ['Text'], paymentAccepted: ['Text'], priceRange: ['Text'] };
const FOOD_ESTABLISHMENT = { acceptsReservations: ['Boolean', 'Text', 'URL'], hasMenu: ['Menu', 'URL', 'Text'], servesCuisine: ['Text'] };
const CREATIVE_WORK = { inLanguage: ['Text', 'Language'] };
const MENU_PARTS = { hasMenuItem: ['MenuItem'], hasMenuSection: ['MenuSection'] };

/** Each type's properties and the types (or data types) each takes. */
export const SCHEMA_ORG_PROPERTIES: Record<string, Record<string, Range[]>> = {
  Restaurant: { ...THING, ...PLACE, ...LOCAL_BUSINESS, ...FOOD_ESTABLISHMENT },
  PostalAddress: {
    ...THING,
    streetAddress: ['Text'],
    addressLocality: ['Text'],
    addressRegion: ['Text'],
    postalCode: ['Text'],
    addressCountry: ['Country', 'Text'],
    postOfficeBoxNumber: ['Text'],
    telephone: ['Text'],
  },
  OpeningHoursSpecification: {
    ...THING,
    dayOfWeek: ['DayOfWeek'],
    opens: ['Time'],
    closes: ['Time'],
    validFrom: ['Date', 'DateTime'],
    validThrough: ['Date', 'DateTime'],
  },
  Menu: { ...THING, ...CREATIVE_WORK, ...MENU_PARTS },
  MenuSection: { ...THING, ...CREATIVE_WORK, ...MENU_PARTS },
  MenuItem: {
    ...THING,
    offers: ['Offer', 'Demand'],
    suitableForDiet: ['RestrictedDiet'],
    menuAddOn: ['MenuItem', 'MenuSection'],
    nutrition: ['NutritionInformation'],
  },
  Offer: {
    ...THING,
    price: ['Number', 'Text'],
    priceCurrency: ['Text'],
    availability: ['ItemAvailability'],
    priceValidUntil: ['Date'],
    itemOffered: ['Product', 'Service', 'MenuItem'],
  },
};

/** Enumerations: their members, written as https://schema.org/<member>. */
export const SCHEMA_ORG_ENUMERATIONS: Record<string, string[]> = {
  DayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'PublicHolidays'],
  RestrictedDiet: [
    'DiabeticDiet',
    'GlutenFreeDiet',
    'HalalDiet',
    'HinduDiet',
    'KosherDiet',
    'LowCalorieDiet',
    'LowFatDiet',
    'LowLactoseDiet',
    'LowSaltDiet',
    'VeganDiet',
    'VegetarianDiet',
  ],
  ItemAvailability: [
    'BackOrder',
    'Discontinued',
    'InStock',
    'InStoreOnly',
    'LimitedAvailability',
    'MadeToOrder',
    'OnlineOnly',
    'OutOfStock',
    'PreOrder',
    'PreSale',
    'Reserved',
    'SoldOut',
  ],
};

const isAbsoluteUrl = (text: string) => /^https?:\/\/[^\s]+$/.test(text);

/** Whether a string fits one of a property's ranges. */
function textFits(text: string, ranges: Range[]): boolean {
  return ranges.some((range) => {
    if (range === 'Text') return true;
    if (range === 'URL') return isAbsoluteUrl(text);
    if (range === 'Time') return /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(text);
    return SCHEMA_ORG_ENUMERATIONS[range]?.some((member) => text === `https://schema.org/${member}`) ?? false;
  });
}

/**
 * Every way `value` (a JSON-LD document, or an array of them) breaks the vocabulary above: an
 * unknown type, a property its type does not have, or a value outside the property's range. Empty when valid.
 */
export function schemaOrgProblems(value: unknown, at = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => schemaOrgProblems(item, `${at}[${index}]`));
  if (typeof value !== 'object' || value === null) return [`${at}: not a node`];
  const { '@type': type, '@context': _context, ...properties } = value as Record<string, unknown>;
  const known = typeof type === 'string' ? SCHEMA_ORG_PROPERTIES[type] : undefined;
  if (!known) return [`${at}: unknown @type ${String(type)}`];
  return Object.entries(properties).flatMap(([property, propertyValue]) => {
    const ranges = known[property];
    if (!ranges) return [`${at}.${property}: not a property of ${type as string}`];
    const values = Array.isArray(propertyValue) ? propertyValue : [propertyValue];
    return values.flatMap((item, index) => {
      const path = `${at}.${property}${Array.isArray(propertyValue) ? `[${index}]` : ''}`;
      if (typeof item === 'object' && item !== null) {
        const itemType = (item as { '@type'?: unknown })['@type'];
        return ranges.includes(String(itemType)) ? schemaOrgProblems(item, path) : [`${path}: a ${String(itemType)} where ${ranges.join(' or ')} belongs`];
      }
      if (typeof item === 'string') return textFits(item, ranges) ? [] : [`${path}: "${item}" is not a ${ranges.join(' or ')}`];
      if (typeof item === 'number') return ranges.includes('Number') ? [] : [`${path}: a number where ${ranges.join(' or ')} belongs`];
      return [`${path}: ${typeof item} is no schema.org value`];
    });
  });
}
