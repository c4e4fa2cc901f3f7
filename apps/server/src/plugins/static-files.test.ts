import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { apiErrorSchema } from '@crust/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../app.ts';
import { testConfig } from '../test/test-config.ts';
import { openTestDatabase } from '../test/test-database.ts';

const INDEX_HTML = '<!doctype html><html><head><title>Crust</title></head><body><div id="root"></div></body></html>';
const CONSOLE_HTML = '<!doctype html><html><head><title>Crust console</title></head><body><div id="root"></div></body></html>';
const ASSET_JS = `console.log(${JSON.stringify('crust '.repeat(200))});`;

/** A page as the build writes it: the HTML and its brotli and gzip copies (what the server negotiates among). */
async function writePage(dir: string, name: string, html: string): Promise<void> {
  await writeFile(join(dir, name), html);
  await writeFile(join(dir, `${name}.br`), brotliCompressSync(html));
  await writeFile(join(dir, `${name}.gz`), gzipSync(html));
}

/** A fake web build, as Vite and the compression step lay it out. */
async function makeWebDist(dir?: string): Promise<string> {
  dir ??= await mkdtemp(join(tmpdir(), 'crust-web-dist-'));
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writePage(dir, 'index.html', INDEX_HTML);
  await writePage(dir, 'console.html', CONSOLE_HTML);
  await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(dir, 'assets/index-3f9a2b.js'), ASSET_JS);
  await writeFile(join(dir, 'assets/index-3f9a2b.js.br'), brotliCompressSync(ASSET_JS));
  await writeFile(join(dir, 'assets/index-3f9a2b.js.gz'), gzipSync(ASSET_JS));
  return dir;
}

async function appWith(webDistDir: string): Promise<App> {
  const database = await openTestDatabase('pglite');
  const app = await createApp({ config: testConfig({ WEB_DIST_DIR: webDistDir }), database });
  app.addHook('onClose', () => database.close());
  return app;
}

describe('static files with a built storefront', () => {
  let dist: string;
  let app: App;
  beforeAll(async () => {
    dist = await makeWebDist();
    app = await appWith(dist);
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves the precompressed brotli file when the browser accepts it', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-3f9a2b.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET_JS);
    expect(response.headers['vary']).toContain('accept-encoding');
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await app.inject({ method: 'GET', url: '/assets/index-3f9a2b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/assets/index-3f9a2b.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET_JS);
  });

  it('caches fingerprinted assets for a year, immutably', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-3f9a2b.js', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html at / and for client routes such as /menu, always revalidated', async () => {
    for (const url of ['/', '/menu', '/order-confirmation/42', '/checkout/payment?step=2']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('answers a path that is no page with the storefront and HTTP 404, so its router shows the not-found page (issue 18)', async () => {
    for (const url of ['/no-such-page', '/menu/extra', '/order-confirmation', '/consoles', '/checkout/nope?x=1']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(gunzipSync(response.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
    // Never a 304 for it, even when the browser has the page: the status is the news.
    const etag = (await app.inject({ method: 'GET', url: '/menu' })).headers['etag'];
    const again = await app.inject({ method: 'GET', url: '/no-such-page', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe(INDEX_HTML);
    // As React Router matches: a trailing slash and letter case make no other page.
    for (const url of ['/menu/', '/MENU', '/order-confirmation/1042', '/table-reservation/confirm']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it("serves the console's own page at /console and its client routes, and only there", async () => {
    for (const url of ['/console', '/console/', '/console/sign-in?next=%2Fconsole', '/console/outlets/1/board']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body, url).toBe(CONSOLE_HTML);
    }
    expect((await app.inject({ method: 'GET', url: '/consoles' })).body).toBe(INDEX_HTML);
  });

  it('serves the pages compressed as the browser accepts them, and a 304 for the page it already has', async () => {
    const brotli = await app.inject({ method: 'GET', url: '/console/outlets/1/board', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotli.headers['vary']).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(CONSOLE_HTML);
    const gzip = await app.inject({ method: 'GET', url: '/menu', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(INDEX_HTML);

    const etag = brotli.headers['etag'];
    expect(etag).toMatch(/^W\/"/);
    const again = await app.inject({ method: 'GET', url: '/console/sign-in', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await app.inject({ method: 'GET', url: '/menu', headers: { 'if-none-match': String(etag) } })).statusCode).toBe(200);
  });

  it('keeps /api/* as JSON 404s and missing files as 404s, not the storefront', async () => {
    for (const url of ['/api/nope', '/api', '/assets/missing-123.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(apiErrorSchema.parse(response.json()).error.code).toBe('not_found');
    }
  });

  it('caches other root files briefly and uploads for a day', async () => {
    const favicon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    const upload = await app.inject({ method: 'GET', url: '/uploads/restaurants/newtown.svg' });
    expect(upload.statusCode).toBe(200);
    expect(upload.headers['cache-control']).toBe('public, max-age=86400');
  });
});

/** The body as the browser reads it, whichever encoding the server chose. */
function decodedBody(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
}

// Issue 17: a console page loaded directly answered a bare "404 Not Found" now and then, with
// "Trying to send a NotFound error inside a 404 handler" in the log. Pages were read from dist at each
// request, and `npm run build` (run by the bench, the journeys, a deploy) rewrites dist in place under
// a running server: it empties it, writes the storefront, then the console's page, each compressed
// copy truncated and then written. Meanwhile @fastify/static found no console.html and called the
// not-found handler from inside it, or sent an empty page.
describe('pages while a build rewrites the dist under a running server', () => {
  let dist: string;
  let app: App;
  beforeAll(async () => {
    dist = await makeWebDist();
    app = await appWith(dist);
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  const loads = [
    { url: '/console/outlets/1/board', page: CONSOLE_HTML },
    { url: '/console', page: CONSOLE_HTML },
    { url: '/menu', page: INDEX_HTML },
    { url: '/', page: INDEX_HTML },
  ];
  const encodings = ['gzip, deflate, br, zstd', 'gzip', 'identity'];
  const steps: [string, () => Promise<unknown>][] = [
    ['as built', async () => undefined],
    ['emptied by the storefront build', async () => Promise.all((await readdir(dist)).map((name) => rm(join(dist, name), { recursive: true, force: true })))],
    ['with the storefront written, the console not yet', () => writePage(dist, 'index.html', INDEX_HTML)],
    [
      'with the console page written, its compressed copies still empty',
      () =>
        Promise.all(
          ['console.html', 'console.html.br', 'console.html.gz'].map((name) => writeFile(join(dist, name), name === 'console.html' ? CONSOLE_HTML : '')),
        ),
    ],
    ['built again', () => makeWebDist(dist)],
  ];

  it('answers every load of a page with the whole page, many at once, at every step of the build', async () => {
    for (const [step, apply] of steps) {
      await apply();
      const responses = await Promise.all(
        Array.from({ length: 60 }, async (_, index) => {
          const load = loads[index % loads.length]!;
          const response = await app.inject({ method: 'GET', url: load.url, headers: { 'accept-encoding': encodings[index % encodings.length]! } });
          return { load, response };
        }),
      );
      for (const { load, response } of responses) {
        expect(response.statusCode, `${load.url} ${step}`).toBe(200);
        expect(response.headers['cache-control'], `${load.url} ${step}`).toBe('no-cache');
        expect(decodedBody(response), `${load.url} ${step}`).toBe(load.page);
      }
    }
  });
});

describe('static files before the storefront is built', () => {
  let app: App;
  beforeAll(async () => {
    app = await appWith(join(tmpdir(), 'crust-no-such-dist'));
  });
  afterAll(() => app.close());

  it('still serves the API', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers pages with 503 JSON that says to run npm run build', async () => {
    const response = await app.inject({ method: 'GET', url: '/menu' });
    expect(response.statusCode).toBe(503);
    const { error } = apiErrorSchema.parse(response.json());
    expect(error.code).toBe('service_unavailable');
    expect(error.message).toContain('npm run build');
  });
});
