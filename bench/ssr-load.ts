// Issue 20: what server rendering costs the server. Rendered pages from its HTML cache as a share of
// /api/health's requests/s in the same rounds, then, on a second server with the cache switched off
// (SSR_CACHE_MAX_ENTRIES=0), the p99 of a render. Before the renderer exists both serve the SPA's index.html.
import { firstActiveOutlet } from './demo-outlets.ts';
import type { GoalCheck } from './goals.ts';
import { measureInterleaved, medianShare, warmUp, type LoadResult, type LoadTarget } from './load.ts';
import type { RunningServer } from './server-process.ts';

export const SSR_CACHED_MIN_SHARE = 0.5;
export const SSR_UNCACHED_MAX_P99_MS = 50;
export const SSR_CONNECTIONS = 10;

export interface SsrLoadOptions {
  /** Starts a server on the part's database with `env` added to the bench's. */
  start: (env: Record<string, string>) => Promise<RunningServer>;
  health: LoadTarget;
  /** What a browser sends, so the pages are measured as browsers get them. */
  acceptEncoding: string;
  seconds: number;
}

export interface SsrLoadResult {
  /** Health first, then each page from the HTML cache. */
  cached: LoadResult[];
  /** Health first, then each page rendered on every request. */
  uncached: LoadResult[];
}

const page = (path: string, acceptEncoding: string): LoadTarget => ({
  name: `GET ${path} (html, br)`,
  path,
  headers: { accept: 'text/html', 'accept-encoding': acceptEncoding },
});

async function withServer<T>(start: Promise<RunningServer>, measure: (baseUrl: string) => Promise<T>): Promise<T> {
  const server = await start;
  try {
    return await measure(server.baseUrl);
  } finally {
    await server.stop();
  }
}

/** The cached pages beside health on one server, then the uncached renders beside health on another. */
export async function measureSsrLoad({ start, health, acceptEncoding, seconds }: SsrLoadOptions): Promise<SsrLoadResult> {
  // The warm-ups fill the HTML cache (and the menu and settings caches under it) before the rounds.
  const measurePages = async (baseUrl: string, paths: (outletId: number) => string[]) => {
    const targets = [health, ...paths(await firstActiveOutlet(baseUrl)).map((path) => page(path, acceptEncoding))];
    for (const target of targets) await warmUp(baseUrl, target, SSR_CONNECTIONS);
    return measureInterleaved(baseUrl, targets, SSR_CONNECTIONS, seconds);
  };
  const cached = await withServer(start({}), (baseUrl) => measurePages(baseUrl, (outlet) => ['/', `/menu?outlet=${outlet}`, '/deals']));
  const uncached = await withServer(start({ SSR_CACHE_MAX_ENTRIES: '0' }), (baseUrl) => measurePages(baseUrl, (outlet) => [`/menu?outlet=${outlet}`, '/']));
  return { cached, uncached };
}

/** Each cached page's share of health and each uncached render's p99 as goal lines. */
export function ssrGoals(database: string, { cached, uncached }: SsrLoadResult): GoalCheck[] {
  const cachedChecks = cached.slice(1).map((target) => {
    const share = medianShare(target, cached[0]!);
    return {
      subject: database,
      met: share >= SSR_CACHED_MIN_SHARE && target.errors + target.unexpected === 0,
      what: `${target.name} from the HTML cache: ${(share * 100).toFixed(1)}% of health (goal >= ${SSR_CACHED_MIN_SHARE * 100}%)`,
    };
  });
  const uncachedChecks = uncached.slice(1).map((target) => ({
    subject: database,
    met: target.p99Ms <= SSR_UNCACHED_MAX_P99_MS && target.errors + target.unexpected === 0,
    what: `${target.name} rendered uncached at ${SSR_CONNECTIONS} connections: p99 ${target.p99Ms} ms (goal <= ${SSR_UNCACHED_MAX_P99_MS} ms)`,
  }));
  return [...cachedChecks, ...uncachedChecks];
}
