import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RenderedPage, StorefrontRenderer, StorefrontView } from '@crust/contract/storefront-view';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { seedQueries } from './app/seed-queries';
import { env } from './lib/env';
import { createQueryClient } from './lib/query-client';
import { snapshotStoresFrom } from './lib/server-snapshot';

// Issue 20: the storefront's pages rendered by the API server (apps/server/src/modules/storefront-pages),
// with React's streaming renderer and React Router's static data APIs (decision 012).

const handler = createStaticHandler(routes);

/**
 * React puts the page's hoistable tags (<title>, <meta>, preload <link>s) first when it renders no
 * <html> of its own; they belong in the document's <head>, where the browser's React looks for them.
 */
const LEADING_HOISTABLES = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

export function splitHoisted(page: string): RenderedPage {
  const headTags = LEADING_HOISTABLES.exec(page)?.[0] ?? '';
  return { headTags, html: page.slice(headTags.length) };
}

async function render(url: string, view: StorefrontView, onError: (error: unknown) => void): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(url, 'http://storefront.invalid')));
  // The storefront's routes have no loaders, so a query never redirects or answers by itself.
  if (context instanceof Response) throw new Error(`The router answered ${url} with a ${context.status} response`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  seedQueries(queryClient, view);
  snapshotStoresFrom(view);

  return new Promise<RenderedPage>((resolve, reject) => {
    const written: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        written.push(String(chunk));
        done();
      },
    });
    const stream = renderToPipeableStream(
      <AppProviders isStorefront queryClient={queryClient}>
        {/* No hydration data: no route has a loader, and the page's data travels in the StorefrontView. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
      {
        // The storefront's Suspense boundaries wait for code (lazy chunks), never for data, which is read
        // before rendering: the server loads them all at start (warmUp), so the whole page is ready with
        // its shell. Sent whole, it needs none of React's inline scripts that reveal late parts, which
        // the Content-Security-Policy (script-src 'self') forbids and which a reader without JavaScript never runs.
        onAllReady() {
          // Writes everything rendered, synchronously.
          stream.pipe(sink);
          resolve(splitHoisted(written.join('')));
        },
        // Never outline a finished part to be revealed by a script: the whole page is in order, inline.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellError: reject,
        onError,
      },
    );
  });
}

export const renderer: StorefrontRenderer = { tenantId: env.tenantId, render };
