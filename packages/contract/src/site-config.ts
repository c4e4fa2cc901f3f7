import { z } from 'zod';

/** The site configuration (spec §3 "Site configuration (theme)"): it drives each tenant's theme and content. */
const hexColor = z.string().regex(/^#[0-9a-fA-F]{3,8}$/, 'Expected a hex colour such as #dc2626');
const link = z.object({ label: z.string().min(1), url: z.string().min(1) });

export const siteConfigSchema = z.object({
  colors: z.object({
    primary: hexColor,
    secondary: hexColor,
    accent: hexColor,
    background: hexColor,
    text: hexColor,
    // The spec applies light and dark as page variables too; they are part of the palette.
    light: hexColor,
    dark: hexColor,
  }),
  hero: z.object({
    variant: z.string(),
    backgroundImage: z.string(),
    title: z.string(),
    subtitle: z.string(),
    ctaText: z.string(),
    ctaLink: z.string(),
  }),
  features: z.object({
    variant: z.string(),
    title: z.string(),
    subtitle: z.string(),
    items: z.array(z.object({ id: z.string(), title: z.string(), description: z.string(), icon: z.string() })),
  }),
  categories: z.object({ variant: z.string(), title: z.string(), subtitle: z.string() }),
  menu: z.object({
    variant: z.string(),
    title: z.string(),
    subtitle: z.string(),
    categoryLayout: z.enum(['horizontal']),
    showOutOfStockProducts: z.boolean(),
  }),
  footer: z.object({
    variant: z.string(),
    showNewsletter: z.boolean(),
    /** Contains a {year} placeholder, replaced by the current year when shown. */
    copyrightText: z.string(),
    links: z.array(link),
  }),
  header: z.object({
    height: z.number().int().positive(),
    topOfferBannerHeight: z.number().int().nonnegative(),
    showBusinessNameWithLogo: z.boolean(),
    logoSizeDesktop: z.number().int().positive(),
    logoSizeMobile: z.number().int().positive(),
  }),
  topOfferBanner: z.object({
    topOfferBannerHeight: z.number().int().nonnegative(),
    showTopOfferBanner: z.boolean(),
    topOfferBannerText: z.string(),
  }),
  seo: z.object({
    title: z.string(),
    description: z.string(),
    keywords: z.array(z.string()),
    ogImage: z.string(),
    twitterHandle: z.string(),
    ogType: z.string(),
    ogSiteName: z.string(),
    twitterCard: z.string(),
    favicon: z.string(),
    appleTouchIcon: z.string(),
    themeColor: hexColor,
  }),
  general: z.object({
    tagline: z.string(),
    logo: z.string(),
    favicon: z.string(),
    aboutContent: z.string(),
    showConfigEditor: z.boolean(),
    contactEmail: z.string(),
    contactPhone: z.string(),
    websiteUrl: z.string(),
    businessFullName: z.string(),
    businessShortName: z.string(),
    businessAcn: z.string(),
    tenantId: z.number().int(),
    socialLinks: z.array(z.object({ platform: z.string(), url: z.string() })),
    mobileApp: z.object({
      showPromotion: z.boolean(),
      appName: z.string(),
      description: z.string(),
      playStoreUrl: z.string(),
      appStoreUrl: z.string(),
    }),
    autoClearRestaurantOnInterval: z.boolean(),
    /** Hours, 1 to 168 (spec §5, §9). */
    autoClearRestaurantTimeInterval: z.number(),
    showBestSellingSection: z.boolean(),
    showFreshAdditionsSection: z.boolean(),
    isAsapOptionEnabled: z.boolean(),
    showProductUnit: z.boolean(),
  }),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** A partial update: every section and every field may be left out (spec §4: updates merge partially). */
export type SiteConfigPatch = { [K in keyof SiteConfig]?: Partial<SiteConfig[K]> };
