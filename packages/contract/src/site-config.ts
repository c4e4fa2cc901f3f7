import { z } from 'zod';
import { EMAIL_PATTERN } from './account-rules.ts';
import { imageUrlSchema, linkSchema, optionalImageUrlSchema, optionalLinkSchema, photoSrcsetSchema } from './site-links.ts';
import { textSchema } from './text.ts';

/** The site configuration (spec §3 "Site configuration (theme)"): it drives each tenant's theme and content. */
const hexColor = z.string().regex(/^#[0-9a-fA-F]{3,8}$/, 'Expected a hex colour such as #dc2626');

// Issue 17: every text has a length that fits where the storefront shows it, and no control characters.
/** A name or a choice: a variant, an icon, a platform, a link's label. */
const word = textSchema(40);
const label = textSchema(80);
const title = textSchema(160);
/** A sentence or two; the editor gives these a text area, so line breaks stay. */
const blurb = textSchema(500, { multiline: true });
/** A list of at most `most` entries. */
const list = <T extends z.ZodType>(entry: T, most: number) => z.array(entry).max(most, `At most ${most} entries`);
/** A height or size on the page, in pixels. */
const pixels = z.number().int().positive().max(1000);
const pixelsOrNone = z.number().int().nonnegative().max(1000);

const link = z.object({ label: label.min(1, 'Enter the link’s text'), url: linkSchema });

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
    variant: word,
    /** The picture behind the hero's text (an uploaded photo's JPEG fallback): empty, none. */
    backgroundImage: optionalImageUrlSchema,
    /**
     * Issue 20: the uploaded photo's widths in AVIF, WebP and JPEG; null (or absent, in a configuration
     * saved before it) for a plain address such as /images/hero.svg.
     */
    backgroundImageSrcset: photoSrcsetSchema.nullable().optional(),
    title,
    subtitle: blurb,
    ctaText: label,
    /** Empty: the menu below (#menu). */
    ctaLink: optionalLinkSchema,
  }),
  features: z.object({
    variant: word,
    title,
    subtitle: title,
    items: list(z.object({ id: word, title, description: blurb, icon: word }), 12),
  }),
  categories: z.object({ variant: word, title, subtitle: title }),
  menu: z.object({
    variant: word,
    title,
    subtitle: title,
    categoryLayout: z.enum(['horizontal']),
    showOutOfStockProducts: z.boolean(),
  }),
  footer: z.object({
    variant: word,
    showNewsletter: z.boolean(),
    /** Contains a {year} placeholder, replaced by the current year when shown. */
    copyrightText: title,
    links: list(link, 20),
  }),
  header: z.object({
    height: pixels,
    topOfferBannerHeight: pixelsOrNone,
    showBusinessNameWithLogo: z.boolean(),
    logoSizeDesktop: pixels,
    logoSizeMobile: pixels,
  }),
  topOfferBanner: z.object({
    topOfferBannerHeight: pixelsOrNone,
    showTopOfferBanner: z.boolean(),
    topOfferBannerText: title,
  }),
  seo: z.object({
    title,
    description: blurb,
    keywords: list(label, 30),
    ogImage: imageUrlSchema,
    twitterHandle: word,
    ogType: word,
    ogSiteName: label,
    twitterCard: word,
    favicon: imageUrlSchema,
    appleTouchIcon: imageUrlSchema,
    themeColor: hexColor,
  }),
  general: z.object({
    tagline: title,
    logo: imageUrlSchema,
    favicon: imageUrlSchema,
    aboutContent: textSchema(5000, { multiline: true }),
    showConfigEditor: z.boolean(),
    /** Empty: no email is offered (the newsletter's sign-up needs one). */
    contactEmail: textSchema(254).refine(
      (email) => email === '' || EMAIL_PATTERN.test(email),
      'Enter an email address such as hello@example.com, or leave it empty',
    ),
    contactPhone: word,
    websiteUrl: linkSchema,
    businessFullName: title,
    businessShortName: label,
    businessAcn: word,
    tenantId: z.number().int(),
    socialLinks: list(z.object({ platform: word.min(1, 'Name the platform'), url: linkSchema }), 12),
    mobileApp: z.object({
      showPromotion: z.boolean(),
      appName: label,
      description: blurb,
      /** Empty: no such button. */
      playStoreUrl: optionalLinkSchema,
      appStoreUrl: optionalLinkSchema,
    }),
    autoClearRestaurantOnInterval: z.boolean(),
    /** Hours, 1 to 168 (spec §5, §9). */
    autoClearRestaurantTimeInterval: z.number().min(1, 'From 1 hour').max(168, 'At most 168 hours (a week)'),
    showBestSellingSection: z.boolean(),
    showFreshAdditionsSection: z.boolean(),
    isAsapOptionEnabled: z.boolean(),
    showProductUnit: z.boolean(),
  }),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** A partial update: every section and every field may be left out (spec §4: updates merge partially). */
export type SiteConfigPatch = { [K in keyof SiteConfig]?: Partial<SiteConfig[K]> };
