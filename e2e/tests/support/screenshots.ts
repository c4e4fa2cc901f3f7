import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** Issue 18: the sizes a diner's phone and a kitchen's tablet show the product at. */
export const PHONE = { width: 390, height: 844 } as const;
export const TABLET = { width: 1024, height: 768 } as const;

/** e2e/screenshots/ (git-ignored): what the journeys saw, for a reviewer to look at after a run. */
const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'screenshots');

/**
 * Saves the page as it stands as `<name>-<width>x<height>.png`, the viewport only (what the person
 * sees without scrolling). Call it once what the journey asserts is on screen.
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  const file = join(SCREENSHOTS, `${name}${size ? `-${size.width}x${size.height}` : ''}.png`);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: file, animations: 'disabled' });
}
