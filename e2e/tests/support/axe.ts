import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe's serious and critical findings, one per element, once finite animations and transitions have ended. */
async function settledViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/**
 * axe's serious and critical findings on the page as it stands. Finite animations and transitions
 * end first: a toast fading in is half transparent, and axe would judge a contrast nobody sees. A
 * toast whose time runs out while axe runs starts fading out mid-check, so a finding is kept only if
 * a second check, once that has ended too, finds it again: what the page shows stays; a fade does not.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const first = await settledViolations(page);
  if (first.length === 0) return first;
  const second = await settledViolations(page);
  return first.filter((violation) => second.includes(violation));
}

export async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}
