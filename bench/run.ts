// `npm run bench`: the production build's first-load JS and route chunks, and the API's throughput
// as ratios to /api/health in the same run (absolute numbers vary between machines and runs).
import { measureBundle } from './bundle-size.ts';
import { measure, type LoadTarget } from './load.ts';
import { startServer } from './server-process.ts';

const FIRST_LOAD_BUDGET_BYTES = 110 * 1024;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const bundle = measureBundle('apps/web/dist');
const homeFirstLoad = bundle.firstLoad('src/app/routes/home.tsx');
console.log('\nBundle (production build, as served: gzip / brotli)');
console.log(`  first-load JS of /: ${kb(homeFirstLoad.gzip)} gzip / ${kb(homeFirstLoad.brotli)} brotli (budget ${kb(FIRST_LOAD_BUDGET_BYTES)} gzip)`);
console.log('  requested by the shell after it runs, off the critical path:');
for (const chunk of bundle.deferredByShell) console.log(`    ${chunk.src.padEnd(46)} ${kb(chunk.gzip)}`);
console.log('  lazy chunks (gzip):');
for (const chunk of bundle.lazyChunks) console.log(`    ${chunk.src.padEnd(46)} ${kb(chunk.gzip)}`);

const targets: LoadTarget[] = [
  { name: 'GET /api/health', path: '/api/health' },
  { name: 'POST /api/restaurants-with-images', path: '/api/restaurants-with-images', method: 'POST', body: { tenant_id: 64, status: 1 } },
];

const server = await startServer();
let failures = 0;
try {
  // A short warm-up so the first target does not pay for JIT and caches.
  await measure(server.baseUrl, targets[0]!, CONNECTIONS, 1);
  const results = [];
  for (const target of targets) results.push(await measure(server.baseUrl, target, CONNECTIONS, SECONDS));
  const baseline = results[0]!.requestsPerSecond;
  console.log(`\nAPI load (${CONNECTIONS} connections, ${SECONDS} s each, PGlite)`);
  for (const r of results) {
    const ratio = ((r.requestsPerSecond / baseline) * 100).toFixed(0);
    console.log(`  ${r.name.padEnd(40)} ${String(r.requestsPerSecond).padStart(7)} req/s  p99 ${r.p99Ms} ms  ${ratio}% of health  errors ${r.errors} non-2xx ${r.non2xx}`);
    if (r.errors > 0 || r.non2xx > 0) failures++;
  }
} finally {
  await server.stop();
}

if (homeFirstLoad.gzip > FIRST_LOAD_BUDGET_BYTES) {
  console.error(`\nOver budget: first-load JS of / is ${kb(homeFirstLoad.gzip)} > ${kb(FIRST_LOAD_BUDGET_BYTES)}`);
  failures++;
}
if (failures > 0) process.exit(1);
