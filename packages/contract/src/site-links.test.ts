import { describe, expect, it } from 'vitest';
import { siteConfigSchema, type SiteConfig } from './site-config.ts';
import { defaultSiteConfig } from './site-config-defaults.ts';
import { imageUrlSchema, linkSchema, optionalImageUrlSchema, optionalLinkSchema, photoSrcsetSchema } from './site-links.ts';

// Issue 17 point 7: the site configuration's links and images are addresses that can only lead
// somewhere or show a picture, and every text has a length limit.

describe('links', () => {
  it.each([
    'https://crust.example/menu?x=1#top',
    'http://crust.example',
    'mailto:hello@crust.example',
    'tel:+61290000000',
    'tel:02-9000-0000',
    '/menu',
    '/',
    '#menu',
  ])('take %s', (link) => expect(linkSchema.parse(link)).toBe(link));

  it.each([
    ['a javascript: URL', 'javascript:alert(1)'],
    ['javascript: in capitals, without brackets', 'JavaScript:alert`1`'],
    ['a data: URL', 'data:text/html;base64,PHNjcmlwdD4='],
    ['a vbscript: URL', 'vbscript:msgbox'],
    ['another host written as a path', '//evil.example/menu'],
    ['another host written with a backslash', '/\\evil.example'],
    ['a relative path', 'menu'],
    ['http:// without a host', 'https://'],
    ['a phone number with spaces', 'tel:02 9000 0000'],
    ['an empty link', ''],
  ])('refuse %s', (_name, link) => expect(linkSchema.safeParse(link).success).toBe(false));
});

describe('images', () => {
  it.each(['https://cdn.example/hero.jpg', '/images/hero.svg'])('take %s', (image) => expect(imageUrlSchema.parse(image)).toBe(image));

  it.each(['data:image/svg+xml;base64,PHN2Zz4=', 'javascript:alert(1)', 'mailto:a@b.example', 'tel:+61290000000', '#menu', ''])('refuse %s', (image) =>
    expect(imageUrlSchema.safeParse(image).success).toBe(false),
  );

  it.each([
    ['a closing quote and bracket', '/a.jpg"); background: url("https://evil.example/x.jpg'],
    ['a single quote', "/a.jpg'"],
    ['a closing bracket', '/a.jpg)'],
    ['a backslash', '/a.jpg\\22'],
    ['a newline', '/a.jpg\n}body{'],
    ['a space', '/a b.jpg'],
    ['an angle bracket', 'https://cdn.example/"><script>'],
  ])('refuse %s, which would break out of a CSS url() or an attribute', (_name, image) => {
    const messages = optionalImageUrlSchema.safeParse(image).error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Remove the spaces, quotes, brackets or backslashes from this address');
  });

  it('may be left empty where the storefront then shows none', () => {
    expect(optionalImageUrlSchema.parse('')).toBe('');
    expect(optionalLinkSchema.parse('')).toBe('');
  });
});

// Issue 20: the hero's srcset lands in <source srcset> and <img srcset> on every page, so its
// addresses follow the image rules, tighter: the photo pipeline's own files or https.
describe('a photo’s srcset', () => {
  const uploaded = {
    avif: '/uploads/images/0123456789abcdef.avif 320w, /uploads/images/fedcba9876543210.avif 640w',
    webp: '/uploads/images/0123456789abcdef.webp 320w',
    jpeg: 'https://cdn.example/hero-320.jpg 320w,https://cdn.example/hero-640.jpg 640w',
  };

  it('takes uploaded files and https addresses, each with its width', () => expect(photoSrcsetSchema.parse(uploaded)).toEqual(uploaded));

  it.each([
    ['another folder of this site', '/images/hero.jpg 640w'],
    ['a path that climbs out of the uploads', '/uploads/images/../../api/x 640w'],
    ['plain http', 'http://cdn.example/hero.jpg 640w'],
    ['another host written as a path', '//evil.example/hero.jpg 640w'],
    ['a javascript: URL', 'javascript:alert(1) 640w'],
    ['a data: URL', 'data:image/png;base64,AAAA 640w'],
    ['no width', '/uploads/images/0123456789abcdef.avif'],
    ['a density instead of a width', '/uploads/images/0123456789abcdef.avif 2x'],
    ['a quote that ends the attribute', 'https://cdn.example/a.jpg" onerror="alert(1) 640w'],
    ['an empty candidate', '/uploads/images/0123456789abcdef.avif 320w, '],
    ['nothing', ''],
  ])('refuses %s', (_name, avif) => expect(photoSrcsetSchema.safeParse({ ...uploaded, avif }).success).toBe(false));
});

describe('the site configuration', () => {
  const withSection = <K extends keyof SiteConfig>(section: K, values: Partial<SiteConfig[K]>) => ({
    ...defaultSiteConfig,
    [section]: { ...defaultSiteConfig[section], ...values },
  });
  const pathsOf = (config: unknown) => siteConfigSchema.safeParse(config).error?.issues.map((issue) => issue.path.join('.'));

  it('names each link and image that is not an address it takes', () => {
    expect(pathsOf(withSection('hero', { ctaLink: 'javascript:alert(1)', backgroundImage: 'data:image/png;base64,AAAA' }))).toEqual([
      'hero.backgroundImage',
      'hero.ctaLink',
    ]);
    expect(pathsOf(withSection('footer', { links: [{ label: 'Menu', url: 'javascript:alert(1)' }] }))).toEqual(['footer.links.0.url']);
    const general = defaultSiteConfig.general;
    expect(
      pathsOf(
        withSection('general', {
          logo: 'javascript:alert(1)',
          favicon: '//evil.example/icon.png',
          websiteUrl: 'data:text/html,hi',
          socialLinks: [{ platform: 'instagram', url: 'javascript:alert(1)' }],
          mobileApp: { ...general.mobileApp, playStoreUrl: 'javascript:alert(1)', appStoreUrl: 'https://apps.example/crust' },
        }),
      ),
    ).toEqual(['general.logo', 'general.favicon', 'general.websiteUrl', 'general.socialLinks.0.url', 'general.mobileApp.playStoreUrl']);
    expect(pathsOf(withSection('seo', { ogImage: 'data:image/png;base64,AAAA', favicon: 'mailto:a@b.example', appleTouchIcon: 'tel:1234' }))).toEqual([
      'seo.ogImage',
      'seo.favicon',
      'seo.appleTouchIcon',
    ]);
  });

  it('takes a hero without a srcset (a plain address, or a configuration saved before issue 20) and refuses one that breaks the rules', () => {
    const { backgroundImageSrcset: _none, ...hero } = defaultSiteConfig.hero;
    expect(siteConfigSchema.parse({ ...defaultSiteConfig, hero }).hero.backgroundImageSrcset).toBeUndefined();
    const srcset = { avif: 'javascript:alert(1) 640w', webp: '/uploads/images/a.webp 640w', jpeg: '/uploads/images/a.jpg 640w' };
    expect(pathsOf(withSection('hero', { backgroundImageSrcset: srcset }))).toEqual(['hero.backgroundImageSrcset.avif']);
  });

  it('bounds every text and list, and refuses control characters in them', () => {
    expect(pathsOf(withSection('hero', { title: 'x'.repeat(161), subtitle: 'Line one\nline two' }))).toEqual(['hero.title']);
    expect(pathsOf(withSection('general', { aboutContent: 'x'.repeat(5001), businessShortName: 'Crust\u0000' }))).toEqual([
      'general.aboutContent',
      'general.businessShortName',
    ]);
    expect(pathsOf(withSection('seo', { keywords: Array.from({ length: 31 }, (_, index) => `pizza ${index}`) }))).toEqual(['seo.keywords']);
    expect(pathsOf(withSection('footer', { links: Array.from({ length: 21 }, () => ({ label: 'Menu', url: '/menu' })) }))).toEqual(['footer.links']);
    expect(pathsOf(withSection('general', { contactEmail: 'not an email' }))).toEqual(['general.contactEmail']);
    expect(pathsOf(withSection('general', { contactEmail: '', autoClearRestaurantTimeInterval: 169 }))).toEqual(['general.autoClearRestaurantTimeInterval']);
    expect(pathsOf(withSection('header', { height: 100_000 }))).toEqual(['header.height']);
  });
});
