// The one test command (`npm test`): lint, typecheck, the build, unit/component/server tests (Vitest, on PGlite
// and, when reachable, PostgreSQL), then the browser journeys (Playwright on Debian's chromium).
// It ends with a plain `N passed, N failed` line, which CI reads.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const tmp = '.tmp/test-results';
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

const steps = [
  { name: 'lint', cmd: 'npm', args: ['run', 'lint'] },
  { name: 'typecheck', cmd: 'npm', args: ['run', 'typecheck'] },
  // Before the unit tests: the server's tests of its rendered pages import the built storefront (issue 20).
  { name: 'build', cmd: 'npm', args: ['run', 'build'] },
  {
    name: 'vitest',
    cmd: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${tmp}/vitest.json`],
    count: () => countVitest(`${tmp}/vitest.json`),
  },
  {
    name: 'e2e',
    cmd: 'npm',
    args: ['run', 'test', '-w', '@crust/e2e'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${process.cwd()}/${tmp}/playwright.json` },
    count: () => countPlaywright(`${tmp}/playwright.json`),
  },
];

let passed = 0;
let failed = 0;
let built = true;
for (const step of steps) {
  // Without a build there is nothing for the browser journeys (nor the rendered pages' tests) to drive.
  if ((step.name === 'e2e' || step.name === 'vitest') && !built) {
    console.log(`\n=== ${step.name}: not run, the build failed ===`);
    failed++;
    continue;
  }
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const result = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const ok = result.status === 0;
  console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  if (step.name === 'build') built = ok;
  const counted = step.count?.();
  if (counted) {
    passed += counted.passed;
    // A runner that failed without a failed test (a crash, a config error) still fails the run.
    failed += counted.failed > 0 || ok ? counted.failed : 1;
  } else if (ok) {
    // A step without tests of its own (lint, typecheck, build) counts as one check.
    passed++;
  } else {
    failed++;
  }
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

function countVitest(path) {
  const report = readJson(path);
  if (!report) return null;
  return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numTotalTestSuites === 0 ? 1 : 0) };
}

function countPlaywright(path) {
  const report = readJson(path);
  if (!report) return null;
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  return { passed: expected + flaky, failed: unexpected };
}
