import type { SiteConfig } from '@crust/contract/site-config';
import { defaultSiteConfig } from '@crust/contract/site-config-defaults';
import { SITE_DEFAULTS_ELEMENT_ID } from '@crust/contract/storefront-view';
import { embeddedView } from './embedded-view';

/**
 * The site configuration the page starts from, before the diner's stored copy or a fresh one from
 * the API: a server-rendered page's own, from its view; in the plain SPA, spec §9's defaults, which
 * index.html carries as JSON (written by the build from the contract: build/site-defaults-plugin.ts).
 * So the storefront's first load does not carry the defaults as code (issue 20: 1.3 KB of its
 * budget), and a rendered page, which never needs them, does not load them at all.
 */
export function documentTheme(): SiteConfig {
  // The server renders from each page's view (lib/server-snapshot.ts); the defaults are only the
  // store's value between renders. This branch is not in the browser's build.
  if (import.meta.env.SSR) return defaultSiteConfig;
  const rendered = embeddedView();
  if (rendered) return rendered.theme;
  const defaults = document.getElementById(SITE_DEFAULTS_ELEMENT_ID)?.textContent;
  if (!defaults) throw new Error(`The page has no #${SITE_DEFAULTS_ELEMENT_ID}: index.html is built by build/site-defaults-plugin.ts`);
  return JSON.parse(defaults) as SiteConfig;
}
