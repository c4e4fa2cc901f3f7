import { expect, type Page } from '@playwright/test';
import { uniqueEmail, waitForCode } from './mailbox.ts';

export const PASSWORD = 'pizza on a friday night';

/** The identity the app keeps in local storage (spec §3 account state). */
export async function storedIdentity(page: Page): Promise<{ token: string | null; guestToken: string | null; user: { id: number; name: string } | null }> {
  const stored = await page.evaluate(() => localStorage.getItem('identityStore'));
  const state =
    (JSON.parse(stored ?? '{}') as { state?: { token?: string | null; guestToken?: string | null; user?: { id: number; name: string } | null } }).state ?? {};
  return { token: state.token ?? null, guestToken: state.guestToken ?? null, user: state.user ?? null };
}

/** Signs up through /signup and the emailed code; the diner ends logged in on /profile. */
export async function signUp(page: Page, name = 'Ada Lovelace'): Promise<string> {
  const email = uniqueEmail();
  await page.goto('/signup');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('0400 123 456');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/otp-verification\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your code' })).toBeVisible();
  await page.getByLabel('Code').fill(await waitForCode(email, { subject: /verification code/ }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  return email;
}

/** The header's account menu button, named by the diner's first name. */
export const accountButton = (page: Page, firstName: string) => page.getByRole('banner').getByRole('button', { name: `Account: ${firstName}` });
