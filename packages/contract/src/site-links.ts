import { z } from 'zod';
import type { ImageSrcset } from './console-images.ts';
import { textSchema } from './text.ts';

// Issue 17: the links and images of the site configuration. Whatever an owner types lands in every
// diner's page as an href, an <img src> or a CSS url(), so only addresses that can do nothing but
// lead somewhere or show a picture are taken: no javascript: or data: URL, and none of the
// characters that end a CSS url() or an attribute early.

const MAX_URL_LENGTH = 2048;

/** Whitespace, quotes, brackets, backslashes and angle brackets: each can end a url() or an attribute, so no address holds one. */
const BREAKS_OUT = /[\s"'`()\\<>]/;

/** http(s):// and a host. */
const WEB_ADDRESS = /^https?:\/\/[^/?#]+/i;
/** '/menu', a page of this site; not '//elsewhere.example', which browsers read as another host. */
const SAME_SITE_PATH = /^\/(?![/\\])/;
/** '#menu', a section of the page. */
const SECTION = /^#[\w-]*$/;
const MAILTO = /^mailto:[^@]+@[^@]+$/i;
/** tel: and the digits, with the separators RFC 3966 allows (no spaces). */
const TEL = /^tel:\+?[\d.-]{3,}$/i;

const isImage = (value: string) => WEB_ADDRESS.test(value) || SAME_SITE_PATH.test(value);
const isLink = (value: string) => isImage(value) || SECTION.test(value) || MAILTO.test(value) || TEL.test(value);

const LINK_FORMS = 'https://…, http://…, mailto:…, tel:…, a page of this site (/menu) or a section of the page (#menu)';
const IMAGE_FORMS = 'https://…, http://… or a file of this site (/images/hero.jpg)';

function addressSchema(accepts: (value: string) => boolean, forms: string, { optional = false } = {}) {
  return textSchema(MAX_URL_LENGTH).superRefine((value, context) => {
    if (optional && value === '') return;
    if (BREAKS_OUT.test(value)) context.addIssue({ code: 'custom', message: 'Remove the spaces, quotes, brackets or backslashes from this address' });
    else if (!accepts(value)) context.addIssue({ code: 'custom', message: `Use an address of the form ${forms}` });
  });
}

/** Where a link leads: the web, an email, a phone call, or a page or section of this site. */
export const linkSchema = addressSchema(isLink, LINK_FORMS);
/** A link that may be left empty (the storefront then leaves it out or uses its own). */
export const optionalLinkSchema = addressSchema(isLink, LINK_FORMS, { optional: true });
/** Where an image is: the web, or a file of this site. */
export const imageUrlSchema = addressSchema(isImage, IMAGE_FORMS);
/** An image that may be left empty (none is shown). */
export const optionalImageUrlSchema = addressSchema(isImage, IMAGE_FORMS, { optional: true });

/** A file issue 19's photo pipeline wrote: a content hash and an extension, nothing that climbs out of the folder. */
const UPLOADED_PHOTO = /^\/uploads\/images\/[\w-]+\.[a-z]+$/;
/** Over https only: a photo's srcset is the hero of every page, so no mixed content. */
const HTTPS_ADDRESS = /^https:\/\/[^/?#]+/i;
/** A candidate's width descriptor, e.g. 640w. */
const WIDTH = /^[1-9]\d{0,4}w$/;

/** "address 320w": the address an uploaded photo or https, with no comma (which separates candidates) and nothing that ends an attribute. */
function isCandidate(candidate: string): boolean {
  const [address = '', width = '', ...rest] = candidate.trim().split(' ');
  return rest.length === 0 && WIDTH.test(width) && !BREAKS_OUT.test(address) && (UPLOADED_PHOTO.test(address) || HTTPS_ADDRESS.test(address));
}

/** A few candidates, each an address of at most MAX_URL_LENGTH. */
const srcsetSchema = textSchema(4 * MAX_URL_LENGTH).refine(
  (srcset) => srcset.split(',').every(isCandidate),
  'Use candidates of the form "/uploads/images/….avif 640w" or "https://… 640w", separated by commas',
);

/**
 * Issue 20: an uploaded photo's widths per format (console-images' srcset) where the site configuration
 * shows one (the hero). Its addresses follow the image rules above, tighter: only the pipeline's own
 * files (/uploads/images/…) or https.
 */
export const photoSrcsetSchema = z.object({ avif: srcsetSchema, webp: srcsetSchema, jpeg: srcsetSchema }) satisfies z.ZodType<ImageSrcset>;
