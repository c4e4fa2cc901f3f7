// First-load JS and lazy chunk sizes, read from Vite's build manifest. Sizes are those of the
// precompressed files the server sends: `.gz` to gzip clients, `.br` to brotli ones.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

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

export interface BundleReport {
  /** What a route needs before its first paint: the entry's static closure and the route chunk's. */
  firstLoad: (routeSrc: string) => CompressedBytes;
  /** The entry's static closure alone: a route's own share is its first load minus this. */
  entry: CompressedBytes;
  /** Chunks the shell requests right after it runs (dialogs, toaster, footer), off the critical path. */
  deferredByShell: ChunkSize[];
  /** Every lazily loaded chunk (routes and deferred shell parts), largest first. */
  lazyChunks: ChunkSize[];
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

export function measureBundle(dist: string): BundleReport {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('No entry chunk in the Vite manifest: is build.manifest on?');
  const chunkSize = (key: string): ChunkSize => ({ src: manifest[key]?.src ?? key, ...sizeOf(dist, [manifest[key]!.file]) });

  return {
    firstLoad(routeSrc) {
      const routeKey = Object.keys(manifest).find((key) => key.endsWith(routeSrc));
      if (!routeKey) throw new Error(`No chunk for ${routeSrc} in the Vite manifest`);
      return sizeOf(dist, staticClosure(manifest, routeKey, staticClosure(manifest, entryKey)));
    },
    entry: sizeOf(dist, staticClosure(manifest, entryKey)),
    deferredByShell: (manifest[entryKey]!.dynamicImports ?? []).filter((key) => !key.includes('/routes/')).map(chunkSize),
    lazyChunks: Object.keys(manifest)
      .filter((key) => manifest[key]!.isDynamicEntry && manifest[key]!.file.endsWith('.js'))
      .map(chunkSize)
      .sort((a, b) => b.gzip - a.gzip),
  };
}
