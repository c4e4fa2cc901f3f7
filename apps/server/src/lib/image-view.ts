import { IMAGE_FORMATS, type ImageFormat, type ImageSrcset, type ImageVariant } from '@crust/contract/console-images';

/**
 * Issue 19: how an uploaded photo is shown, for the console (console-images) and for every reader
 * (menus, carts, the wishlist, the outlet list) alike: spec §3's `image` and a srcset per format.
 */

/** Served by the app itself (uploads/), for a category, product, deal or outlet that has no picture yet. */
export const PLACEHOLDER_IMAGE = '/uploads/placeholder.svg';

/** The width of spec §3's `image`: a menu card's photo on a phone at 2× (the widest under it for a smaller photo). */
const FALLBACK_WIDTH = 640;

const byWidth = (a: ImageVariant, b: ImageVariant) => a.width - b.width;

/** "url 320w, url 640w, url 1280w" for one format, narrowest first. */
const srcsetOf = (variants: readonly ImageVariant[], format: ImageFormat): string =>
  variants
    .filter((variant) => variant.format === format)
    .sort(byWidth)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');

/** The JPEG every browser can show: at 640 px, or the widest under it, or the narrowest there is. */
export function fallbackUrlOf(variants: readonly ImageVariant[]): string {
  const jpegs = variants.filter((variant) => variant.format === 'jpeg').sort(byWidth);
  return (jpegs.filter((variant) => variant.width <= FALLBACK_WIDTH).pop() ?? jpegs[0]!).url;
}

export const srcsetsOf = (variants: readonly ImageVariant[]): ImageSrcset =>
  Object.fromEntries(IMAGE_FORMATS.map((format) => [format, srcsetOf(variants, format)])) as ImageSrcset;

export interface PictureView {
  image: string;
  /** null for a seed picture or the placeholder: one file, no widths to choose from. */
  srcset: ImageSrcset | null;
}

/**
 * What a reader gives for a row's picture: its uploaded photo when it has one (image_id wins over
 * the seed's image_path), else its image_path, else the placeholder.
 */
export function pictureOf(variants: readonly ImageVariant[] | null, imagePath: string | null): PictureView {
  if (variants && variants.length > 0) return { image: fallbackUrlOf(variants), srcset: srcsetsOf(variants) };
  return { image: imagePath ?? PLACEHOLDER_IMAGE, srcset: null };
}
