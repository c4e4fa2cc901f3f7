import type { Plugin } from 'vite';
// By path, not by package name: Vite loads its config with node_modules left to Node, which cannot
// load the contract's TypeScript; files by path are bundled into the config.
import { defaultSiteConfig } from '../../../packages/contract/src/site-config-defaults.ts';
import { SITE_DEFAULTS_ELEMENT_ID } from '../../../packages/contract/src/storefront-view.ts';

/** Spec §9's default site configuration as the JSON element src/lib/document-theme.ts reads. */
export const siteDefaultsElement = (): string =>
  // `<` escaped, so no text in the configuration can close the element early.
  `<script type="application/json" id="${SITE_DEFAULTS_ELEMENT_ID}">${JSON.stringify(defaultSiteConfig).replace(/</g, '\\u003c')}</script>`;

/**
 * Writes the default site configuration into the built page after its root element (issue 20): the
 * plain SPA starts from it, and a server-rendered page, which starts from its own configuration,
 * leaves it out. As code, the defaults were 1.3 KB of the storefront's first-load JavaScript.
 */
export function siteDefaults(): Plugin {
  return {
    name: 'crust:site-defaults',
    transformIndexHtml: (html) => html.replace('<div id="root"></div>', `<div id="root"></div>${siteDefaultsElement()}`),
  };
}
