import { type SiteConfig } from '@crust/contract/site-config';
import { defaultSiteConfig } from '@crust/contract/site-config-defaults';

/** The demo tenant: 64 as in the build settings (spec §7, §9). */
export const DEMO_TENANT = { id: 64, name: 'Crust Pizza' } as const;

export interface DemoOutlet {
  slug: string;
  name: string;
  status: 0 | 1;
  streetName: string;
  city: string;
  phone: string;
  isOnlineOrderEnabled: 0 | 1;
  isDeliveryEnabled: boolean;
  /** Whether the outlet takes cash on delivery or at the counter (issue 9). */
  acceptsCash: boolean;
  webConfig: SiteConfig;
}

/** A full site configuration per outlet: the default one with the outlet's own names and hero. */
function outletSiteConfig(name: string, tagline: string, heroTitle: string, heroSubtitle: string): SiteConfig {
  const base = defaultSiteConfig;
  return {
    ...base,
    hero: { ...base.hero, title: heroTitle, subtitle: heroSubtitle },
    seo: { ...base.seo, title: `${name} — order online for pickup or delivery`, ogSiteName: name },
    general: { ...base.general, tagline, businessFullName: `${name} Pty Ltd`, businessShortName: name },
  };
}

export const demoOutlets: DemoOutlet[] = [
  {
    slug: 'surry-hills',
    name: 'Crust Surry Hills',
    status: 1,
    streetName: '412 Crown Street',
    city: 'Surry Hills NSW 2010',
    phone: '(02) 9360 1010',
    isOnlineOrderEnabled: 1,
    isDeliveryEnabled: true,
    acceptsCash: true,
    webConfig: outletSiteConfig(
      'Crust Surry Hills',
      'Wood-fired on Crown Street since 2009.',
      'Crown Street’s wood-fired favourite',
      'Hand-stretched bases, San Marzano tomatoes and a 450 °C oven, two blocks from Central.',
    ),
  },
  {
    slug: 'newtown',
    name: 'Crust Newtown',
    status: 1,
    streetName: '233 King Street',
    city: 'Newtown NSW 2042',
    phone: '(02) 9519 2042',
    isOnlineOrderEnabled: 1,
    isDeliveryEnabled: true,
    acceptsCash: true,
    webConfig: outletSiteConfig(
      'Crust Newtown',
      'Late-night slices on King Street.',
      'King Street, open till late',
      'Vegan cheese on request, sourdough bases and pizzas out of the oven until midnight.',
    ),
  },
  {
    slug: 'bondi',
    name: 'Crust Bondi',
    status: 1,
    streetName: '128 Campbell Parade',
    city: 'Bondi Beach NSW 2026',
    phone: '(02) 9130 2026',
    // Online ordering is paused here, so the storefront's notice (spec §4) can be seen.
    isOnlineOrderEnabled: 0,
    isDeliveryEnabled: false,
    acceptsCash: false,
    webConfig: outletSiteConfig(
      'Crust Bondi',
      'Pizza with a sea breeze.',
      'Straight from the beach to the oven',
      'Grab a pizza to share on the sand — walk-ins only while we refit our delivery kitchen.',
    ),
  },
  {
    slug: 'parramatta',
    name: 'Crust Parramatta (closed for renovation)',
    status: 0,
    streetName: '57 Church Street',
    city: 'Parramatta NSW 2150',
    phone: '(02) 9635 2150',
    isOnlineOrderEnabled: 0,
    isDeliveryEnabled: false,
    acceptsCash: true,
    webConfig: outletSiteConfig(
      'Crust Parramatta',
      'Back soon on Church Street.',
      'A bigger oven is on its way',
      'We are renovating; our Surry Hills, Newtown and Bondi outlets are open meanwhile.',
    ),
  },
];

export const outletImagePath = (slug: string) => `/uploads/restaurants/${slug}.svg`;
