// First-load JS and lazy route chunk sizes, gzipped, read from Vite's build manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleReport {
  firstLoadBytes: number;
  routeChunks: { route: string; bytes: number }[];
}

const gzippedSize = (dist: string, file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** Every JS file a chunk needs before it runs: itself and its static imports, recursively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** First load of `/` = the entry's closure plus the home route's lazy chunk and its closure. */
export function measureBundle(dist: string, homeRouteSrc: string): BundleReport {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('No entry chunk in the Vite manifest: is build.manifest on?');
  const firstLoad = staticClosure(manifest, entryKey);
  const homeKey = Object.keys(manifest).find((key) => key.endsWith(homeRouteSrc));
  if (homeKey) staticClosure(manifest, homeKey, firstLoad);
  const firstLoadBytes = [...firstLoad].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzippedSize(dist, file), 0);

  const routeChunks = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && chunk.file.endsWith('.js'))
    .map(([key, chunk]) => ({ route: chunk.src ?? key, bytes: gzippedSize(dist, chunk.file) }))
    .sort((a, b) => b.bytes - a.bytes);
  return { firstLoadBytes, routeChunks };
}
