// First-load JS and lazy chunk sizes, read from Vite's build manifest. Sizes are those of the
// precompressed files the server sends: `.gz` to gzip clients, `.br` to brotli ones. Also which pages
// can load a given package's code (issue 9: the payment provider's script only on /checkout/payment).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface CompressedBytes {
  gzip: number;
  brotli: number;
}

export interface ChunkSize extends CompressedBytes {
  src: string;
}

/**
 * A package found in the build by a string literal of its own, which minifying keeps (the manifest
 * names chunks, not the modules inside them).
 */
export interface PackageMarker {
  name: string;
  marker: RegExp;
}

export interface BundleReport {
  /** What a route needs before its first paint: the entry's static closure and the route chunk's. */
  firstLoad: (routeSrc: string) => CompressedBytes;
  /** The entry's static closure alone: a route's own share is its first load minus this. */
  entry: CompressedBytes;
  /** Chunks the shell requests right after it runs (dialogs, toaster, footer), off the critical path. */
  deferredByShell: ChunkSize[];
  /** Every lazily loaded chunk (routes and deferred shell parts), largest first. */
  lazyChunks: ChunkSize[];
  /** The route modules (`src/app/routes/*`), each a lazy chunk of its own. */
  routes: string[];
  /**
   * Every JS file a page may load while it is open: its first load, and what that loads lazily (the
   * shell's deferred parts, the route's dialogs), but not other routes, which load on navigating there.
   */
  pageFiles: (routeSrc: string) => Set<string>;
  /** The JS files holding `pkg`'s code; throws when the installed package no longer has the marker. */
  filesHolding: (pkg: PackageMarker) => string[];
  /** The JS files whose code matches `marker`. */
  filesMatching: (marker: RegExp) => string[];
}

function compressedSize(dist: string, file: string, extension: '.gz' | '.br'): number {
  const path = join(dist, `${file}${extension}`);
  if (!existsSync(path)) throw new Error(`${path} is missing: did the build's precompress step run?`);
  return statSync(path).size;
}

const sizeOf = (dist: string, files: Iterable<string>): CompressedBytes => {
  const scripts = [...files].filter((file) => file.endsWith('.js'));
  return {
    gzip: scripts.reduce((sum, file) => sum + compressedSize(dist, file, '.gz'), 0),
    brotli: scripts.reduce((sum, file) => sum + compressedSize(dist, file, '.br'), 0),
  };
};

/** Every JS file a chunk needs before it runs: itself and its static imports, recursively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** Every chunk reachable from `key` by static imports and by dynamic imports other than `isRoute`'s, recursively. */
function pageClosure(manifest: Manifest, key: string, isRoute: (key: string) => boolean, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) pageClosure(manifest, imported, isRoute, seen);
  for (const lazy of chunk.dynamicImports ?? []) if (!isRoute(lazy)) pageClosure(manifest, lazy, isRoute, seen);
  return seen;
}

/** Guards the marker against the package changing: it must be in the installed package's own code (resolved as apps/web does). */
function assertMarkerInPackage({ name, marker }: PackageMarker): void {
  const entry = createRequire(resolve('apps/web/package.json')).resolve(name);
  const root = entry.slice(0, entry.lastIndexOf(`/node_modules/${name}/`) + `/node_modules/${name}`.length);
  const code = readdirSync(join(root, 'dist'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.m?js$/.test(file));
  if (!code.some((file) => marker.test(readFileSync(join(root, 'dist', file), 'utf8'))))
    throw new Error(`${name} no longer contains ${marker}: pick another literal of its code in bench/run.ts`);
}

/** `manifestFile`: the storefront's build by default, or the console's (`.vite/console-manifest.json`). */
export function measureBundle(dist: string, manifestFile = '.vite/manifest.json'): BundleReport {
  const manifest = JSON.parse(readFileSync(join(dist, manifestFile), 'utf8')) as Manifest;
  // The page's entry (index.html's or console.html's) and, for the storefront, the server-rendered
  // pages' paint-first script that runs it (issue 20): a first load fetches both.
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const entryKey = entryKeys.find((key) => key.endsWith('.html'));
  if (!entryKey) throw new Error('No page entry chunk in the Vite manifest: is build.manifest on?');
  const entriesClosure = () => entryKeys.reduce((seen, key) => staticClosure(manifest, key, seen), new Set<string>());
  const chunkSize = (key: string): ChunkSize => ({ src: manifest[key]?.src ?? key, ...sizeOf(dist, [manifest[key]!.file]) });
  const routeKey = (routeSrc: string) => {
    const key = Object.keys(manifest).find((candidate) => candidate.endsWith(routeSrc));
    if (!key) throw new Error(`No chunk for ${routeSrc} in the Vite manifest`);
    return key;
  };
  const isRoute = (key: string) => key.includes('/routes/');
  const scripts = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'));

  return {
    firstLoad(routeSrc) {
      return sizeOf(dist, staticClosure(manifest, routeKey(routeSrc), entriesClosure()));
    },
    entry: sizeOf(dist, entriesClosure()),
    deferredByShell: (manifest[entryKey]!.dynamicImports ?? []).filter((key) => !key.includes('/routes/')).map(chunkSize),
    lazyChunks: Object.keys(manifest)
      .filter((key) => manifest[key]!.isDynamicEntry && manifest[key]!.file.endsWith('.js'))
      .map(chunkSize)
      .sort((a, b) => b.gzip - a.gzip),
    routes: Object.keys(manifest).filter((key) => isRoute(key) && manifest[key]!.isDynamicEntry),
    pageFiles: (routeSrc) => pageClosure(manifest, routeKey(routeSrc), isRoute, pageClosure(manifest, entryKey, isRoute)),
    filesHolding(pkg) {
      assertMarkerInPackage(pkg);
      return this.filesMatching(pkg.marker);
    },
    filesMatching: (marker) => scripts.filter((file) => marker.test(readFileSync(join(dist, file), 'utf8'))),
  };
}
