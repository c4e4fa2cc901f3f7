import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FallbackImage, PLACEHOLDER_IMAGE } from './fallback-image';

const srcset = {
  avif: '/uploads/images/a1.avif 320w, /uploads/images/a2.avif 640w, /uploads/images/a3.avif 1280w',
  webp: '/uploads/images/w1.webp 320w, /uploads/images/w2.webp 640w, /uploads/images/w3.webp 1280w',
  jpeg: '/uploads/images/j1.jpg 320w, /uploads/images/j2.jpg 640w, /uploads/images/j3.jpg 1280w',
};

describe('FallbackImage (issue 19: photos at the right size)', () => {
  it('offers an uploaded photo as AVIF, then WebP, then the JPEG, each at its widths for the drawn size', () => {
    const { container } = render(<FallbackImage src="/uploads/images/j2.jpg" srcset={srcset} sizes="112px" alt="" width={112} height={112} />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset'), source.getAttribute('sizes')])).toEqual([
      ['image/avif', srcset.avif, '112px'],
      ['image/webp', srcset.webp, '112px'],
    ]);
    const img = container.querySelector('picture > img')!;
    expect(img).toHaveAttribute('src', '/uploads/images/j2.jpg');
    expect(img).toHaveAttribute('srcset', srcset.jpeg);
    expect(img).toHaveAttribute('sizes', '112px');
    // Its size is reserved before it arrives, and it waits until it nears the screen.
    expect(img).toHaveAttribute('width', '112');
    expect(img).toHaveAttribute('height', '112');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('loads at once when asked (the menu’s first row)', () => {
    const { container } = render(<FallbackImage src="/a.jpg" srcset={srcset} sizes="112px" alt="" width={112} height={112} loading="eager" />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('shows a picture without srcset (a seed SVG) as the plain image it was', () => {
    const { container } = render(<FallbackImage src="/uploads/products/margherita.svg" srcset={null} sizes="112px" alt="" width={112} height={112} />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/uploads/products/margherita.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('falls back to the placeholder, without the photo’s sources, when the photo fails', () => {
    const { container } = render(<FallbackImage src="/uploads/images/j2.jpg" srcset={srcset} sizes="112px" alt="" width={112} height={112} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('source')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(container.querySelector('img')).not.toHaveAttribute('srcset');
  });
});
