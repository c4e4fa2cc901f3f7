import { mkdir } from 'node:fs/promises';
import { extname, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorCodes } from '@crust/contract/errors';
import { isStorefrontPage } from '@crust/contract/storefront-pages';
import { SERVER_RENDERED_PATHS } from '@crust/contract/storefront-view';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMAGES_URL_PREFIX } from '../lib/uploaded-images.ts';
import { errorBody } from './error-handler.ts';
import type { StorefrontPages } from '../modules/storefront-pages/storefront-pages.ts';
import { loadWebPage, sendWebPage } from './web-pages.ts';

export interface StaticFilesOptions {
  webDistDir: string;
  uploadsDir: string;
  /** Uploaded photos (issue 19), served under /uploads/images/. */
  imagesDir: string;
  /** Issue 20: the server-rendered storefront, made from the built index.html; null serves the plain SPA. */
  storefrontPages?: (indexHtml: string) => Promise<StorefrontPages | null>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const ONE_HOUR = 'public, max-age=3600';

const isConsolePath = (path: string) => path === '/console' || path.startsWith('/console/');

/** Vite fingerprints everything under assets/, so those never change; HTML must be revalidated. */
function cacheControlFor(webDistDir: string, filePath: string): string {
  const relativePath = relative(webDistDir, filePath);
  if (relativePath.startsWith(`assets${sep}`)) return IMMUTABLE;
  return /\.html(\.br|\.gz)?$/.test(filePath) ? REVALIDATE : ONE_HOUR;
}

/**
 * Serves the built SPA (precompressed .br/.gz chosen by Accept-Encoding) and the uploads, and
 * answers unmatched paths outside /api (which has its own handler): client routes get index.html so a reload on /menu works,
 * and the restaurant's console (/console and below) its own page, console.html. Any other path gets
 * index.html too, whose router shows the not-found page, but with HTTP 404 (issue 18 point 16).
 *
 * The two pages are read once, at start (issue 17): `npm run build` rewrites dist in place (emptied,
 * the storefront, then the console, each compressed copy truncated then written), and a page read
 * at each request meanwhile was missing (a bare 404, "Trying to send a NotFound error inside a 404
 * handler": @fastify/static calling the not-found handler from inside it) or empty.
 */
export async function registerStaticFiles(app: FastifyInstance, options: StaticFilesOptions): Promise<void> {
  const { webDistDir, uploadsDir, imagesDir } = options;
  const [indexPage, consolePage] = await Promise.all([loadWebPage(webDistDir, 'index.html'), loadWebPage(webDistDir, 'console.html')]);
  const pages = indexPage && options.storefrontPages ? await options.storefrontPages(indexPage.identity.toString('utf8')) : null;
  app.decorate('storefrontPages', pages);

  // Uploaded photos are named by their content's hash: a name never gets other bytes, so a year, immutably.
  // The more specific prefix, so the demo's /uploads/ below never answers for it.
  await mkdir(imagesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: imagesDir,
    prefix: IMAGES_URL_PREFIX,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
  });

  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '1d',
    immutable: false,
  });

  if (indexPage) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(webDistDir, filePath)),
    });
  } else {
    app.log.warn({ webDistDir }, 'the storefront is not built: serving the API only (run `npm run build`)');
  }

  const answerPage = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A missing file (it has an extension) is a real 404; anything else is a client-side route.
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && extname(path) === '';
    if (!isPageRequest) return reply.code(404).send(errorBody(errorCodes.notFound, `Nothing at ${path}`));
    if (!indexPage) {
      return reply.code(503).send(errorBody(errorCodes.serviceUnavailable, 'The storefront is not built yet: run `npm run build`, then restart the server.'));
    }
    if (isConsolePath(path) && consolePage) return sendWebPage(request, reply, consolePage);
    const rendered = request.method === 'GET' ? pages?.renderedPathOf(path) : null;
    if (pages && rendered) return pages.send(request, reply, rendered);
    return sendWebPage(request, reply, indexPage, isStorefrontPage(path) ? 200 : 404);
  };
  // `/` too, rather than @fastify/static's index.html from disk: every page from the one copy. The
  // server-rendered pages have routes of their own, so they skip @fastify/static's look on disk.
  for (const page of SERVER_RENDERED_PATHS) app.get(page, { schema: { hide: true } }, answerPage);
  app.setNotFoundHandler(answerPage);
}
