import type { Menu } from '@crust/contract/menu';
import type { SiteConfig } from '@crust/contract/site-config';
import { SITE_DEFAULTS_ELEMENT_ID, STOREFRONT_VIEW_ELEMENT_ID, type StorefrontView } from '@crust/contract/storefront-view';
import { escapeHtml, scriptSafeJson } from '../../lib/html-text.ts';

/**
 * Issue 20: the built index.html cut where a server-rendered page goes in. Its <title> and the
 * `data-static-seo` defaults are left out: a rendered page brings the configuration's own.
 */
export interface DocumentTemplate {
  /** From the doctype to just before </head>: charset, viewport, the entry script and the stylesheet. */
  head: string;
  /** From </head> to the root element's opening tag, inclusive. */
  bodyStart: string;
  /** What follows the root element's closing tag, without the default site configuration. */
  end: string;
  /** The <title> and default head tags index.html carries: the plain SPA's, when a render fails. */
  defaultHeadTags: string;
  /**
   * The default site configuration index.html carries after its root element (the web build's
   * site-defaults-plugin), which the plain SPA starts from; a rendered page starts from its view's.
   */
  siteDefaults: string;
}

const ROOT = '<div id="root"></div>';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[\w.-]+\.css)"[^>]*>/g;

/**
 * The built stylesheet's <link>s replaced by the stylesheet itself (issue 20): a rendered page then
 * paints as soon as its HTML arrives, without a round trip for the CSS first (on a phone's network,
 * the difference between the LCP budget kept or missed). The whole file, about 9 KB compressed: small
 * enough that picking out the "critical" part would buy little and cost a build step.
 */
export function inlineStylesheets(indexHtml: string, readAsset: (path: string) => string): string {
  return indexHtml.replace(STYLESHEET_LINK, (link, path: string) => {
    const css = readAsset(path);
    return css.includes('</') ? link : `<style>${css}</style>`;
  });
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;

/**
 * The app's entry preloaded rather than run, and run by `paintFirstScript` (apps/web/src/paint-first.ts)
 * once the browser has painted the server's HTML (issue 20). Run as index.html says, the entry ran
 * before the first paint whenever it arrived first (a returning diner's cache, a fast network), and
 * hydrating the page held that paint back: by about 100 ms on a fast desktop, 400 ms on a phone.
 */
export function paintBeforeHydrating(indexHtml: string, paintFirstScript: string): string {
  return indexHtml.replace(
    ENTRY_SCRIPT,
    (_script, entry: string) => `<script type="module" crossorigin src="/${paintFirstScript}" data-app-entry="${entry}"></script>`,
  );
}

export function splitTemplate(indexHtml: string): DocumentTemplate {
  const headEnd = indexHtml.indexOf('</head>');
  const root = indexHtml.indexOf(ROOT);
  if (headEnd < 0 || root < headEnd) throw new Error('index.html has no </head> followed by <div id="root"></div>');
  const defaults = /\s*<title>[^<]*<\/title>|\s*<(?:meta|link) data-static-seo[^>]*>/g;
  const fullHead = indexHtml.slice(0, headEnd);
  const openRoot = ROOT.slice(0, -'</div>'.length);
  const afterRoot = indexHtml.slice(root + ROOT.length);
  const siteDefaults = new RegExp(`^<script type="application/json" id="${SITE_DEFAULTS_ELEMENT_ID}">[^<]*</script>`).exec(afterRoot)?.[0] ?? '';
  return {
    head: fullHead.replace(defaults, ''),
    defaultHeadTags: (fullHead.match(defaults) ?? []).join(''),
    bodyStart: indexHtml.slice(headEnd, root) + openRoot,
    end: afterRoot.slice(siteDefaults.length),
    siteDefaults,
  };
}

/** Spec §4's colour variables, as the browser's applyThemeColors sets them, so the first paint has the tenant's colours. */
export function themeStyle(colors: SiteConfig['colors']): string {
  // The contract admits colours only; this keeps any stored value inside its declaration all the same.
  const declarations = Object.entries(colors)
    .map(([name, value]) => `--color-${name}:${value.replace(/[^#\w(),.%\s-]/g, '')}`)
    .join(';');
  return `<style data-theme-colors>:root{${declarations}}</style>`;
}

/**
 * Spec §3 `seo`: the tags the storefront's SeoHead draws, in the first response. They carry
 * data-static-seo, so the browser's SeoHead replaces rather than repeats them once it runs.
 */
export function seoTags(seo: SiteConfig['seo'], canonicalUrl: string): string {
  const meta = (key: 'name' | 'property', name: string, content: string) => `<meta data-static-seo ${key}="${name}" content="${escapeHtml(content)}">`;
  const twitterHandle = seo.twitterHandle.trim();
  return [
    meta('name', 'description', seo.description),
    seo.keywords.length > 0 ? meta('name', 'keywords', seo.keywords.join(', ')) : '',
    meta('property', 'og:title', seo.title),
    meta('property', 'og:description', seo.description),
    meta('property', 'og:image', seo.ogImage),
    meta('property', 'og:type', seo.ogType),
    meta('property', 'og:site_name', seo.ogSiteName),
    meta('property', 'og:url', canonicalUrl),
    meta('name', 'twitter:card', seo.twitterCard),
    twitterHandle ? meta('name', 'twitter:site', twitterHandle) : '',
    meta('name', 'theme-color', seo.themeColor),
    `<link data-static-seo rel="icon" href="${escapeHtml(seo.favicon)}">`,
    `<link data-static-seo rel="apple-touch-icon" href="${escapeHtml(seo.appleTouchIcon)}">`,
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">`,
  ].join('');
}

/** What follows the page's own head tags: the configuration's tags, its colours and any structured data. */
export function documentHead(view: StorefrontView, canonicalUrl: string, structuredData: string): string {
  return seoTags(view.theme.seo, canonicalUrl) + themeStyle(view.theme.colors) + structuredData;
}

/** The rest of the plain SPA's page, after `head` went out: for a render that failed once the response had begun. */
export const plainDocumentRest = (template: DocumentTemplate) =>
  `${template.defaultHeadTags}${template.bodyStart}</div>${template.siteDefaults}${template.end}`;

/** Each served menu's script-safe JSON as UTF-8, kept as long as the menu cache keeps the menu (menu.service's `served`). */
const menuJsonOf = new WeakMap<Menu, Buffer>();

/**
 * The view as the bytes of its script element's text. On a menu page the menu is most of it and the
 * same object until a catalogue write replaces it, so its JSON is made and encoded once per menu, not
 * once per render; the rest (the outlets' states now, the settings) is serialised afresh.
 */
export function viewJson(view: StorefrontView): Buffer[] {
  if (!view.menu) return [Buffer.from(scriptSafeJson(view))];
  let menu = menuJsonOf.get(view.menu.data);
  if (menu === undefined) {
    menu = Buffer.from(scriptSafeJson(view.menu.data));
    menuJsonOf.set(view.menu.data, menu);
  }
  // JSON.stringify leaves an undefined property out; the view always has other fields (theme, restaurants, readAt), so `rest` is never "{}".
  const rest = scriptSafeJson({ ...view, menu: undefined });
  return [Buffer.from(`{"menu":{"kind":${scriptSafeJson(view.menu.kind)},"data":`), menu, Buffer.from(`},${rest.slice(1)}`)];
}

/** Closes the root element and adds the page's StorefrontView, for the browser's entry to hydrate from (apps/web/src/main.tsx). */
export const documentEnd = (template: DocumentTemplate, view: StorefrontView): Buffer[] => [
  Buffer.from(`</div><script type="application/json" id="${STOREFRONT_VIEW_ELEMENT_ID}">`),
  ...viewJson(view),
  Buffer.from(`</script>${template.end}`),
];
