import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSiteConfig } from '@crust/contract/site-config-defaults';
import { useConfigStore } from '@/lib/config-store';
import { DocumentTitle, SeoHead } from './seo-head';

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const href = (selector: string) => document.head.querySelector(selector)?.getAttribute('href');

describe('SeoHead', () => {
  afterEach(() => useConfigStore.getState().resetTheme());

  it('writes the configured seo block into <head>', () => {
    useConfigStore.getState().updateTheme({
      seo: {
        title: 'Luigi’s — order online',
        description: 'Wood-fired pizza in Newtown.',
        keywords: ['pizza', 'newtown'],
        ogImage: '/images/luigi.svg',
        ogType: 'restaurant',
        ogSiteName: 'Luigi’s',
        twitterCard: 'summary',
        twitterHandle: '@luigis',
        favicon: '/luigi.svg',
        appleTouchIcon: '/luigi.png',
        themeColor: '#123456',
      },
    });
    render(
      <>
        <SeoHead />
        <DocumentTitle />
      </>,
    );
    expect(document.title).toBe('Luigi’s — order online');
    expect(content('meta[name="description"]')).toBe('Wood-fired pizza in Newtown.');
    expect(content('meta[name="keywords"]')).toBe('pizza, newtown');
    expect(content('meta[property="og:title"]')).toBe('Luigi’s — order online');
    expect(content('meta[property="og:description"]')).toBe('Wood-fired pizza in Newtown.');
    expect(content('meta[property="og:image"]')).toBe('/images/luigi.svg');
    expect(content('meta[property="og:type"]')).toBe('restaurant');
    expect(content('meta[property="og:site_name"]')).toBe('Luigi’s');
    expect(content('meta[name="twitter:card"]')).toBe('summary');
    expect(content('meta[name="twitter:site"]')).toBe('@luigis');
    expect(content('meta[name="theme-color"]')).toBe('#123456');
    expect(href('link[rel="icon"]')).toBe('/luigi.svg');
    expect(href('link[rel="apple-touch-icon"]')).toBe('/luigi.png');
  });

  it("replaces index.html's static tags once its own are in, so the head always has an icon", () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link data-static-seo rel="icon" href="/favicon.svg" /><meta data-static-seo name="theme-color" content="#dc2626" />',
    );
    expect(document.head.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
    render(<SeoHead />);
    expect(document.head.querySelectorAll('[data-static-seo]')).toHaveLength(0);
    expect(document.head.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1);
  });

  it('titles an inner page with the page name and the site name', () => {
    render(<DocumentTitle title="Menu" />);
    expect(document.title).toBe('Menu | Crust Pizza');
    expect(defaultSiteConfig.seo.ogSiteName).toBe('Crust Pizza');
  });
});
