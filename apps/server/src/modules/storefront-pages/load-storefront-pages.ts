import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StorefrontRenderer, StorefrontView } from '@crust/contract/storefront-view';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../env.ts';
import { createPageCache } from './page-cache.ts';
import { inlineStylesheets, paintBeforeHydrating, splitTemplate } from './storefront-document.ts';
import { createStorefrontPages, type StorefrontPages } from './storefront-pages.ts';
import type { RenderedPath, StorefrontViews } from './storefront-views.ts';

export interface StorefrontPagesSetup {
  config: Pick<Config, 'SSR' | 'WEB_SERVER_ENTRY' | 'WEB_DIST_DIR' | 'SSR_CACHE_MAX_ENTRIES' | 'SSR_CACHE_TTL_SECONDS' | 'PUBLIC_URL' | 'STOREFRONT_TENANT_ID'>;
  storefront: { views: StorefrontViews; watchChanges: (watcher: () => void) => () => void };
  structuredData: (view: StorefrontView, path: RenderedPath) => string;
  log: FastifyBaseLogger;
}

const isMissingModule = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ERR_MODULE_NOT_FOUND';

/** The built file of the rendered pages' entry (apps/web/src/paint-first.ts), from the web build's manifest. */
function paintFirstScript(readAsset: (path: string) => string): string {
  const manifest = JSON.parse(readAsset('.vite/manifest.json')) as Record<string, { file: string } | undefined>;
  const script = manifest['src/paint-first.ts']?.file;
  if (!script) throw new Error('the web build has no src/paint-first.ts entry: rebuild it (`npm run build`)');
  return script;
}

/**
 * The server-rendered storefront (issue 20), or null for the plain SPA: with SSR=false, or when the
 * web app's server entry is not built (the API still serves the browser-rendered storefront).
 */
export async function loadStorefrontPages(
  indexHtml: string,
  { config, storefront, structuredData, log }: StorefrontPagesSetup,
): Promise<StorefrontPages | null> {
  if (!config.SSR) {
    log.info('SSR=false: the storefront is rendered in the browser');
    return null;
  }
  let renderer: StorefrontRenderer;
  try {
    ({ renderer } = (await import(pathToFileURL(config.WEB_SERVER_ENTRY).href)) as { renderer: StorefrontRenderer });
  } catch (error) {
    if (!isMissingModule(error)) throw error;
    log.warn({ entry: config.WEB_SERVER_ENTRY }, 'the storefront’s server entry is not built: its pages are rendered in the browser (run `npm run build`)');
    return null;
  }
  if (renderer.tenantId !== config.STOREFRONT_TENANT_ID) {
    // Its pages would read one tenant's data while the browser's queries ask for another's.
    log.error(
      { built: renderer.tenantId, configured: config.STOREFRONT_TENANT_ID },
      'the storefront was built for another tenant than STOREFRONT_TENANT_ID: its pages are rendered in the browser',
    );
    return null;
  }
  const cache = createPageCache({ maxEntries: config.SSR_CACHE_MAX_ENTRIES, ttlMs: config.SSR_CACHE_TTL_SECONDS * 1000 });
  storefront.watchChanges(() => cache.clear());
  const readAsset = (path: string) => readFileSync(join(config.WEB_DIST_DIR, path), 'utf8');
  const pages = createStorefrontPages({
    renderer,
    template: splitTemplate(paintBeforeHydrating(inlineStylesheets(indexHtml, readAsset), paintFirstScript(readAsset))),
    views: storefront.views,
    cache,
    publicUrl: config.PUBLIC_URL,
    structuredData,
    log,
  });
  // A page that cannot render now is served as the plain SPA (and logged) when asked for: never a reason not to start.
  await pages.warmUp().catch((error: unknown) => log.error({ err: error }, 'a storefront page failed to render at start'));
  return pages;
}
