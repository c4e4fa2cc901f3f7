import { useState, type ImgHTMLAttributes } from 'react';
import type { ImageSrcset } from '@crust/contract/console-images';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height' | 'srcSet'> & {
  src: string;
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the picture arrives. */
  width: number;
  height: number;
  /** Issue 19: an uploaded photo's widths per format; the browser takes the best format it supports, at the width `sizes` asks. */
  srcset?: ImageSrcset | null;
  /** How wide the picture is drawn, e.g. '112px': with `srcset`, what picks the width to download. */
  sizes?: string;
};

/**
 * A lazily loaded picture (`loading` may say otherwise) that falls back to the placeholder when the
 * source is empty or fails. With `srcset` it is a <picture>: AVIF, then WebP, then the JPEG.
 */
export function FallbackImage({ src, alt, srcset, sizes, ...props }: FallbackImageProps) {
  // Remembering which source failed lets a new source try again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || src === failedSrc;
  const responsive = failed ? null : srcset;
  const img = (
    <img
      src={failed ? PLACEHOLDER_IMAGE : src}
      srcSet={responsive?.jpeg}
      sizes={responsive ? sizes : undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      {...props}
    />
  );
  if (!responsive) return img;
  return (
    // display: contents, so the <img> sits in its parent's layout as it does without a <picture>.
    <picture className="contents">
      <source type="image/avif" srcSet={responsive.avif} sizes={sizes} />
      <source type="image/webp" srcSet={responsive.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
