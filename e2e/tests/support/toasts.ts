import { expect, type Page } from '@playwright/test';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/**
 * Expects a toast (spec §8) with exactly this title and, when given, exactly this message; `message:
 * null` expects a title alone. The kind is the toast's colour: success green, error red (spec §2).
 */
export async function expectToast(page: Page, { title, message, kind }: { title: string; message?: string | null; kind: ToastKind }) {
  const toast = page
    .locator('[data-sonner-toast]')
    .filter({ has: page.locator('[data-title]', { hasText: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) })
    .first();
  await expect(toast).toBeVisible();
  await expect(toast.locator('[data-title]')).toHaveText(title);
  if (message === null) await expect(toast.locator('[data-description]')).toHaveCount(0);
  else if (message !== undefined) await expect(toast.locator('[data-description]')).toHaveText(message);
  await expect(toast).toHaveAttribute('data-type', kind);
}
