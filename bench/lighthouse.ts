// Issue 20: Lighthouse's mobile preset (a Moto G Power's screen, slow 4G and a 4× slower CPU, all
// simulated from one unthrottled load) on the storefront's first pages as the production server
// serves them; the median of three runs per page, as Lighthouse itself advises for variance.
import { launch } from 'chrome-launcher';
import { availableParallelism, loadavg } from 'node:os';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';
import type { GoalCheck } from './goals.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

export const LIGHTHOUSE_RUNS = 3;
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
/** The mobile preset spelled out, so a change of Lighthouse's defaults cannot change what is measured. */
const MOBILE_PRESET: Flags = {
  formFactor: 'mobile',
  screenEmulation: screenEmulationMetrics.mobile,
  throttlingMethod: 'simulate',
  throttling: throttling.mobileSlow4G,
};
const CATEGORIES = ['performance', 'seo', 'accessibility'] as const;

export interface LighthousePage {
  path: string;
  /** Sent with every request of the load, as a returning diner's browser would. */
  cookie?: string;
}

/** What the bench loads: the first pages a diner or a search engine lands on. */
export function storefrontPages(outletId: number): LighthousePage[] {
  // The renderer reads the chosen outlet from either (issue 20): the query for a shared link, the cookie for a return visit.
  return [{ path: '/' }, { path: `/menu?outlet=${outletId}`, cookie: `crust_outlet=${outletId}` }, { path: '/deals' }];
}

/** Each figure the median of the runs; scores 0–100. */
export interface PageScores {
  path: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  seo: number;
  accessibility: number;
  /** Each run's performance score, in order. */
  performanceRuns: number[];
  /** What costs the points in the run with the median performance score, when a budget is missed. */
  costs: string[];
}

interface Budget {
  label: string;
  value: (page: PageScores) => number;
  format: (value: number) => string;
  atLeast?: number;
  atMost?: number;
}
const score = (value: number) => String(value);
const ms = (value: number) => `${Math.round(value)} ms`;
/** Issue 20's budgets, per page. */
export const LIGHTHOUSE_BUDGETS: Budget[] = [
  { label: 'performance', value: (page) => page.performance, format: score, atLeast: 95 },
  { label: 'LCP', value: (page) => page.lcpMs, format: ms, atMost: 1500 },
  { label: 'TBT', value: (page) => page.tbtMs, format: ms, atMost: 150 },
  { label: 'CLS', value: (page) => page.cls, format: (value) => value.toFixed(3), atMost: 0.02 },
  { label: 'SEO', value: (page) => page.seo, format: score, atLeast: 100 },
  { label: 'accessibility', value: (page) => page.accessibility, format: score, atLeast: 100 },
];
const meets = (budget: Budget, page: PageScores) => {
  const value = budget.value(page);
  return (budget.atLeast === undefined || value >= budget.atLeast) && (budget.atMost === undefined || value <= budget.atMost);
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * One run in a Chromium of its own: reusing one browser for the next run, Chromium 156 left the
 * navigation's navigationStart out of the trace and Lighthouse answered NO_NAVSTART every time.
 */
async function runOnce(url: string, cookie: string | undefined): Promise<Result> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      ...MOBILE_PRESET,
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse answered nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

const categoryScore = (lhr: Result, category: (typeof CATEGORIES)[number]) => {
  const value = lhr.categories[category]?.score;
  if (value === null || value === undefined) throw new Error(`Lighthouse gave ${lhr.finalDisplayedUrl} no ${category} score`);
  return Math.round(value * 100);
};
const numeric = (lhr: Result, auditId: string) => {
  const value = lhr.audits[auditId]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave ${lhr.finalDisplayedUrl} no ${auditId}`);
  return value;
};

/** The LCP element and how its time splits (time to first byte, load delay, load time, render delay). */
function lcpElement(lhr: Result): string | undefined {
  // A list of two tables: the element, then its phases (Lighthouse 12's largest-contentful-paint-element).
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { snippet?: string; nodeLabel?: string }; phase?: string; timing?: number }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  if (!node) return undefined;
  const phases = (details?.items?.[1]?.items ?? []).map((phase) => `${phase.phase} ${Math.round(phase.timing ?? 0)} ms`);
  return `the LCP element: ${shorten(node.snippet ?? '')} "${shorten(node.nodeLabel ?? '')}" (${phases.join(', ')})`;
}

/** One line of at most 100 characters, as the report's lines stay readable. */
const shorten = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 100 ? `${line.slice(0, 99)}…` : line;
};

/** The first few resources an audit names, by path, so the line says what to fix. */
function resources(lhr: Result, auditId: string): string {
  const details = lhr.audits[auditId]?.details as { items?: { url?: unknown }[] } | undefined;
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  // Some rows are not resources (e.g. "Unattributable" main-thread time): only addresses name something to fix.
  const urls = (details?.items ?? []).flatMap((item) => (typeof item.url === 'string' && /^https?:/.test(item.url) ? [item.url.replace(origin, '')] : []));
  return urls.length === 0 ? '' : ` [${urls.slice(0, 3).join(', ')}${urls.length > 3 ? ', …' : ''}]`;
}

/** The audits behind each missed point: the metrics' lost points, the LCP element, the worst diagnostics, failed SEO and accessibility audits. */
function pointCosts(lhr: Result): string[] {
  const costs: string[] = [];
  const performance = lhr.categories.performance?.auditRefs ?? [];
  // A metric's weight is its share of the 100 points, so weight × (1 − score) is the points it loses.
  for (const ref of performance.filter((r) => r.weight > 0)) {
    const audit = lhr.audits[ref.id]!;
    const lost = ref.weight * (1 - (audit.score ?? 0));
    if (lost >= 0.5) costs.push(`${audit.title} ${audit.displayValue ?? ''} loses ${lost.toFixed(0)} performance points`);
  }
  const lcp = lcpElement(lhr);
  if (lcp) costs.push(lcp);
  // The diagnostics the report shows (not its hidden group), those that save the most LCP and TBT
  // first, leaving out those Lighthouse estimates to save nothing on this page.
  const savedMs = (id: string) => (lhr.audits[id]?.metricSavings?.LCP ?? 0) + (lhr.audits[id]?.metricSavings?.TBT ?? 0);
  const savesSomething = (id: string) => Object.values(lhr.audits[id]?.metricSavings ?? { unknown: 1 }).some((saving) => saving !== 0);
  const diagnostics = performance
    .filter((r) => r.group !== 'metrics' && r.group !== 'hidden' && r.id !== 'largest-contentful-paint-element')
    .filter((r) => (lhr.audits[r.id]?.score ?? 1) < 0.9 && savesSomething(r.id))
    .sort((a, b) => savedMs(b.id) - savedMs(a.id))
    .slice(0, 5);
  for (const ref of diagnostics) {
    const audit = lhr.audits[ref.id]!;
    const saving = savedMs(ref.id) > 0 ? ` (saves ~${Math.round(savedMs(ref.id))} ms of LCP + TBT)` : '';
    costs.push(`${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}${saving}${resources(lhr, ref.id)}`);
  }
  for (const category of ['seo', 'accessibility'] as const) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]!;
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) costs.push(`${lhr.categories[category]!.title}: ${audit.title}${resources(lhr, ref.id)}`);
    }
  }
  return costs;
}

/** Trace recordings Lighthouse drops now and then on a busy machine (NO_NAVSTART): a run is tried again, up to this many times. */
const RUN_ATTEMPTS = 3;

async function runWithRetries(url: string, cookie: string | undefined): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, cookie);
    } catch (error) {
      if (attempt >= RUN_ATTEMPTS || !String(error).includes('NO_NAVSTART')) throw error;
      console.warn(`  (Lighthouse lost the trace of ${url}: running it again)`);
    }
  }
}

/** LIGHTHOUSE_RUNS runs of each page in turn against the server at `baseUrl`; each figure the median of its runs. */
export async function measureLighthouse(baseUrl: string, pages: LighthousePage[]): Promise<PageScores[]> {
  const scores: PageScores[] = [];
  for (const page of pages) {
    const runs: Result[] = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) runs.push(await runWithRetries(`${baseUrl}${page.path}`, page.cookie));
    const performanceRuns = runs.map((lhr) => categoryScore(lhr, 'performance'));
    const medianRun = runs[performanceRuns.indexOf(median(performanceRuns))] ?? runs[0]!;
    const measured: PageScores = {
      path: page.path,
      performance: median(performanceRuns),
      lcpMs: median(runs.map((lhr) => numeric(lhr, 'largest-contentful-paint'))),
      tbtMs: median(runs.map((lhr) => numeric(lhr, 'total-blocking-time'))),
      cls: median(runs.map((lhr) => numeric(lhr, 'cumulative-layout-shift'))),
      seo: median(runs.map((lhr) => categoryScore(lhr, 'seo'))),
      accessibility: median(runs.map((lhr) => categoryScore(lhr, 'accessibility'))),
      performanceRuns,
      costs: [],
    };
    if (LIGHTHOUSE_BUDGETS.some((budget) => !meets(budget, measured))) measured.costs = pointCosts(medianRun);
    scores.push(measured);
  }
  return scores;
}

/** One line per page: the medians, each run's performance score, and what costs the points of a page over budget. */
export function printLighthouse(scores: PageScores[]): void {
  // TBT is the page's own main-thread time × 4: other work on a shared box inflates it, so the heading says how busy the box was.
  console.log(
    `\nLighthouse (mobile preset: Moto G Power screen, simulated slow 4G and 4× CPU slowdown; median of ${LIGHTHOUSE_RUNS} runs, each in a fresh Chromium; PGlite; ` +
      `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores at the end)`,
  );
  for (const page of scores) {
    const figures = LIGHTHOUSE_BUDGETS.map((budget) => `${budget.label} ${budget.format(budget.value(page))}`).join('  ');
    console.log(`  ${page.path.padEnd(16)} ${figures}  (performance per run: ${page.performanceRuns.join(', ')})`);
    for (const cost of page.costs) console.log(`      ${cost}`);
  }
}

/** Each page's every budget as a goal line. */
export function lighthouseGoals(scores: PageScores[]): GoalCheck[] {
  return scores.flatMap((page) =>
    LIGHTHOUSE_BUDGETS.map((budget) => ({
      subject: page.path.replace(/\?.*$/, ''),
      met: meets(budget, page),
      what: `Lighthouse ${budget.label} ${budget.format(budget.value(page))} (goal ${budget.atLeast === undefined ? `<= ${budget.format(budget.atMost!)}` : `>= ${budget.format(budget.atLeast)}`})`,
    })),
  );
}
