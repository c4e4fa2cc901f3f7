import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '@crust/contract/site-config';
import { defaultSiteConfig } from '@crust/contract/site-config-defaults';
import { Hero } from './hero';

const srcset = {
  avif: '/uploads/images/a1.avif 320w, /uploads/images/a2.avif 640w, /uploads/images/a3.avif 1280w',
  webp: '/uploads/images/w1.webp 320w, /uploads/images/w2.webp 640w, /uploads/images/w3.webp 1280w',
  jpeg: '/uploads/images/j1.jpg 320w, /uploads/images/j2.jpg 640w, /uploads/images/j3.jpg 1280w',
};

const renderHero = (hero: Partial<SiteConfig['hero']> = {}) =>
  render(<Hero hero={{ ...defaultSiteConfig.hero, ...hero }} tagline="Pizza worth the wait" />).container;

// Issue 20: the hero's picture is the home page's LCP element.
describe('Hero picture', () => {
  it('is an image in the markup, fetched first and at once, decorative, behind the scrim', () => {
    const container = renderHero();
    const img = container.querySelector('section > img')!;
    expect(img).toHaveAttribute('src', '/images/hero.svg');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    // Decoded with the page: an async decode could show the text on an empty band first.
    expect(img).not.toHaveAttribute('decoding');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    // A plain address has one file, no widths to choose from.
    expect(img).not.toHaveAttribute('srcset');
    expect(container.querySelector('picture')).toBeNull();
    // The scrim comes after the picture, so it is drawn over it, and the text reads on any photo.
    expect(img.nextElementSibling).toHaveClass('bg-black/60');
    expect(container.querySelector('section')).not.toHaveAttribute('style');
    expect(screen.getByRole('heading', { level: 1, name: defaultSiteConfig.hero.title })).toBeInTheDocument();
  });

  it('offers an uploaded photo as AVIF, then WebP, then the JPEG, at the width of the screen', () => {
    const container = renderHero({ backgroundImage: '/uploads/images/j2.jpg', backgroundImageSrcset: srcset });
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset'), source.getAttribute('sizes')])).toEqual([
      ['image/avif', srcset.avif, '100vw'],
      ['image/webp', srcset.webp, '100vw'],
    ]);
    const img = container.querySelector('picture > img')!;
    expect(img).toHaveAttribute('src', '/uploads/images/j2.jpg');
    expect(img).toHaveAttribute('srcset', srcset.jpeg);
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('shows no picture for the plain variant or an empty address, only the dark band', () => {
    expect(renderHero({ variant: 'plain' }).querySelector('img')).toBeNull();
    expect(renderHero({ backgroundImage: '', backgroundImageSrcset: srcset }).querySelector('img')).toBeNull();
  });

  it('shows a configuration saved before srcsets (no such field) as its plain address', () => {
    const { backgroundImageSrcset: _none, ...hero } = defaultSiteConfig.hero;
    const container = render(<Hero hero={hero} tagline="" />).container;
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/hero.svg');
    expect(container.querySelector('picture')).toBeNull();
  });
});
