import { PassThrough, type Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { isStorefrontPage } from '@crust/contract/storefront-pages';
import {
  OUTLET_COOKIE,
  OUTLET_QUERY_PARAM,
  MENU_OF_PAGE,
  SERVER_RENDERED_PATHS,
  type RenderedPage,
  type ServerRenderedPath,
  type StorefrontRenderer,
  type StorefrontView,
} from '@crust/contract/storefront-view';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding, type ContentEncoding } from '../../lib/prepared-json.ts';
import { sendWebPage } from '../../plugins/web-pages.ts';
import { documentEnd, documentHead, plainDocumentRest, type DocumentTemplate } from './storefront-document.ts';
import type { PageCache } from './page-cache.ts';
import type { RenderedPath, StorefrontViews } from './storefront-views.ts';

/** The storefront speaks one language today; the key names it so that a translated storefront's pages are kept apart. */
const LANGUAGE = 'en';

export interface StorefrontPagesDeps {
  renderer: StorefrontRenderer;
  template: DocumentTemplate;
  views: StorefrontViews;
  cache: PageCache;
  /** PUBLIC_URL: canonical links and structured data are absolute. */
  publicUrl: string;
  /** The <script type="application/ld+json"> tags for a page (modules/storefront-seo). */
  structuredData: (view: StorefrontView, path: RenderedPath) => string;
  log: FastifyBaseLogger;
}

const renderedPaths = new Set<string>(SERVER_RENDERED_PATHS);

/** A page asked for that the cache does not hold. */
interface PageRequest {
  path: RenderedPath;
  key: string;
  statusCode: 200 | 404;
  outletId: number | null;
  isNamedByLink: boolean;
}

/** The outlet a request names: the `outlet` query parameter (a shared menu link), else the cookie written beside the diner's choice. */
export function requestedOutlet(url: string, cookieHeader: string | undefined): { outletId: number | null; isNamedByLink: boolean } {
  const fromLink = new URLSearchParams(url.split('?')[1] ?? '').get(OUTLET_QUERY_PARAM);
  if (fromLink !== null && /^[1-9]\d{0,9}$/.test(fromLink)) return { outletId: Number(fromLink), isNamedByLink: true };
  const fromCookie = new RegExp(`(?:^|;\\s*)${OUTLET_COOKIE}=([1-9]\\d{0,9})(?:;|$)`).exec(cookieHeader ?? '')?.[1];
  return { outletId: fromCookie === undefined ? null : Number(fromCookie), isNamedByLink: false };
}

/**
 * The page the server renders at `pathname`: a public page (as the router matches it: any case, a
 * trailing slash ignored), the not-found page for a path that is no page, or null for the pages the
 * browser draws behind the same shell (checkout, account, orders…).
 */
export function renderedPathOf(pathname: string): RenderedPath | null {
  const normalised = pathname.length > 1 ? pathname.toLowerCase().replace(/\/+$/, '') || '/' : pathname;
  if (renderedPaths.has(normalised)) return normalised as ServerRenderedPath;
  return isStorefrontPage(pathname) ? null : 'not-found';
}

/**
 * Brotli's quality for a page compressed while it is sent. Every uncached render pays for it on the
 * render's thread, the cached copy (page-cache.ts, quality 9) once. On the 210 KB /menu document:
 * quality 5 took 1.9 ms for 20.3 KB, 4 took 1.2 ms for 22.1 KB, 3 took 0.8 ms for 23.2 KB (gzip at 6:
 * 1.6 ms for 25.2 KB). 4 keeps most of 5's size for two thirds of its time.
 */
const STREAMED_BROTLI_QUALITY = 4;

/** A streamed page is compressed as it goes, flushed after each part so the browser gets the shell at once. */
function encoderFor(encoding: ContentEncoding): Transform {
  if (encoding === 'br')
    return createBrotliCompress({
      params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: STREAMED_BROTLI_QUALITY },
    });
  if (encoding === 'gzip') return createGzip({ level: 6 });
  return new PassThrough();
}

/**
 * Issue 20 (decision 012): the diner's public pages rendered on the server, streamed, and kept per
 * tenant, outlet, page and language until a catalogue or settings write is heard.
 */
export function createStorefrontPages({ renderer, template, views, cache, publicUrl, structuredData, log }: StorefrontPagesDeps) {
  const counts = { rendered: 0, fromCache: 0, failed: 0 };
  // The stores' server snapshot is the page's view (apps/web/src/lib/server-snapshot.ts): renders take turns.
  let turn: Promise<unknown> = Promise.resolve();
  function renderInTurn(url: string, view: StorefrontView): Promise<RenderedPage> {
    const page = turn.then(() =>
      renderer.render(url, view, (error) => log.error({ err: error, url }, 'part of a storefront page failed to render: the browser renders it')),
    );
    turn = page.catch(() => undefined);
    return page;
  }

  const canonicalUrl = (path: RenderedPath, view: StorefrontView, isNamedByLink: boolean) => {
    const pathname = path === 'not-found' ? '/' : path;
    const showsOutlet =
      isNamedByLink && view.outlet !== null && path !== 'not-found' && path !== '/' && (path === '/deals' || MENU_OF_PAGE[path] !== undefined);
    return `${publicUrl.replace(/\/$/, '')}${pathname}${showsOutlet ? `?${OUTLET_QUERY_PARAM}=${view.outlet!.restaurant.id}` : ''}`;
  };

  // What every page starts with (the stylesheet is most of it), encoded once.
  const headBytes = Buffer.from(template.head);

  /** The rest of a rendered page's document after the template's head, as UTF-8 parts, with its view read and rendered now. */
  async function renderDocument(url: string, path: RenderedPath, outletId: number | null, isNamedByLink: boolean): Promise<Buffer[]> {
    const view = await views.read(renderer.tenantId, path, outletId);
    const page = await renderInTurn(url, view);
    const head = documentHead(view, canonicalUrl(path, view, isNamedByLink), structuredData(view, path));
    return [Buffer.from(page.headTags + head + template.bodyStart + page.html), ...documentEnd(template, view)];
  }

  /**
   * A page not in the cache. The document's head (the stylesheet, the entry script) goes out at once,
   * so the browser fetches them while the page is read and rendered; the rest follows in one part.
   * If rendering fails, the rest is the plain SPA's, which draws the same page in the browser.
   */
  async function renderAndSend(request: FastifyRequest, reply: FastifyReply, page: PageRequest) {
    const { path, key, statusCode, outletId, isNamedByLink } = page;
    const generation = cache.generation();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const out = encoderFor(encoding);
    reply.code(statusCode).type('text/html; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    void reply.send(out);
    // One write per part: each write to a compressor is a round trip to zlib's thread pool.
    const send = (part: Buffer | string) => {
      out.write(part);
      // Compressed parts are pushed out now, not when the compressor's window fills.
      if ('flush' in out && typeof out.flush === 'function') out.flush();
    };
    send(headBytes);
    try {
      const rest = await renderDocument(request.url, path, outletId, isNamedByLink);
      send(Buffer.concat(rest));
      counts.rendered += 1;
      cache.keep(key, [headBytes, ...rest], statusCode, generation).catch((error: unknown) => log.error({ err: error }, 'could not keep a rendered page'));
    } catch (error) {
      counts.failed += 1;
      log.error({ err: error, url: request.url }, 'a storefront page failed to render: serving the plain SPA');
      send(plainDocumentRest(template));
    }
    out.end();
    return reply;
  }

  return {
    renderedPathOf,
    /** Answers with the page at `path`, from the cache or rendered now. */
    send(request: FastifyRequest, reply: FastifyReply, path: RenderedPath): FastifyReply | Promise<FastifyReply> {
      const statusCode = path === 'not-found' ? 404 : 200;
      const { outletId, isNamedByLink } = requestedOutlet(request.url, request.headers.cookie);
      const key = [renderer.tenantId, path, outletId ?? '-', isNamedByLink ? 'link' : 'cookie', LANGUAGE].join('|');
      // The page depends on the outlet cookie; nothing personal is in it.
      const cached = cache.get(key);
      if (cached) {
        counts.fromCache += 1;
        return sendWebPage(request, reply, cached, cached.statusCode, 'accept-encoding, cookie');
      }
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, cookie');
      return renderAndSend(request, reply, { path, key, statusCode, outletId, isNamedByLink });
    },
    /**
     * Renders every page once, with the tenant's first outlet and with none, before the server takes
     * requests: each lazily loaded part of the storefront is loaded by then, so no page waits for one.
     */
    async warmUp(): Promise<void> {
      const [first] = (await views.read(renderer.tenantId, '/', null)).restaurants;
      for (const outletId of [first?.restaurant.id ?? null, null])
        for (const path of [...SERVER_RENDERED_PATHS, 'not-found' as const])
          await renderDocument(path === 'not-found' ? '/warm-up' : path, path, outletId, false);
    },
    /** Pages rendered, served from the cache, and failed since start (issue 20: failures are counted). */
    counts: () => ({ ...counts }),
  };
}
export type StorefrontPages = ReturnType<typeof createStorefrontPages>;
