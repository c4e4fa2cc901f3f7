import type { Page } from '@playwright/test';

/**
 * Waits until the browser has taken over the server's HTML: hydrateRoot has marked the root, every
 * chunk and call it started has answered, and React has had time to report a mismatch.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await page.waitForLoadState('networkidle');
}
