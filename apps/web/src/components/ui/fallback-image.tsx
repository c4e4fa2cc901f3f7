import { useState, type ImgHTMLAttributes } from 'react';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> & {
  src: string;
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the picture arrives. */
  width: number;
  height: number;
};

/** A lazily loaded picture that falls back to the placeholder when the source is empty or fails. */
export function FallbackImage({ src, alt, ...props }: FallbackImageProps) {
  // Remembering which source failed lets a new source try again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : PLACEHOLDER_IMAGE;
  return <img src={shown} alt={alt} loading="lazy" decoding="async" onError={() => setFailedSrc(src)} {...props} />;
}
