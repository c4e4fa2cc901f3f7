import { defaultSiteConfig } from '@crust/contract/site-config-defaults';
import { SITE_DEFAULTS_ELEMENT_ID, STOREFRONT_VIEW_ELEMENT_ID } from '@crust/contract/storefront-view';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Each case reads a fresh page: the embedded view is read once per module instance.
const freshDocumentTheme = async () => {
  vi.resetModules();
  return (await import('./document-theme')).documentTheme();
};

describe('the site configuration a page starts from (issue 20)', () => {
  const defaultsElement = () => document.getElementById(SITE_DEFAULTS_ELEMENT_ID)!;
  const saved = defaultsElement().outerHTML;
  afterEach(() => {
    document.getElementById(STOREFRONT_VIEW_ELEMENT_ID)?.remove();
    if (!document.getElementById(SITE_DEFAULTS_ELEMENT_ID)) document.body.insertAdjacentHTML('beforeend', saved);
  });

  it('is spec §9’s defaults in the plain SPA, read from the JSON the built index.html carries', async () => {
    expect(await freshDocumentTheme()).toEqual(defaultSiteConfig);
  });

  it('is a server-rendered page’s own configuration, from its view', async () => {
    const theme = { ...defaultSiteConfig, hero: { ...defaultSiteConfig.hero, title: 'Rendered </script> hero' } };
    const json = JSON.stringify({ theme }).replace(/</g, '\\u003c');
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="${STOREFRONT_VIEW_ELEMENT_ID}">${json}</script>`);
    expect((await freshDocumentTheme()).hero.title).toBe('Rendered </script> hero');
  });

  it('says what is missing when the page carries neither', async () => {
    defaultsElement().remove();
    await expect(freshDocumentTheme()).rejects.toThrow(`The page has no #${SITE_DEFAULTS_ELEMENT_ID}`);
  });
});
