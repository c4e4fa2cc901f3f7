import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { consoleApi, signInToConsole } from './support/console.ts';
import { saveScreenshot, TABLET } from './support/screenshots.ts';

// Issue 19 (outlets): an owner creates an outlet through the console's form and gives it a photo
// through the form's photo field; a diner then finds it in the storefront's outlet picker. The data directory is shared by every journey of a run, so the
// outlet has a name of its own and is archived afterwards (archived outlets leave the storefront and
// the owner's outlets), keeping the journeys that count outlets or pick the first open one as they were.

test.use({ viewport: TABLET });

const NAME = `Crust Journey ${Date.now().toString(36)}`;

test.afterAll(async ({ request }) => {
  const api = await consoleApi(request, 'owner');
  const outlets = await api.get<{ id: number; name: string; archived_at: string | null }[]>('/outlets');
  for (const outlet of outlets.filter((candidate) => candidate.name === NAME && !candidate.archived_at)) await api.post(`/outlets/${outlet.id}/archive`);
});

/** A photo made in the browser (a canvas as JPEG), so the journey needs no binary fixture. */
async function jpegMadeIn(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 600;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 800, 600);
    gradient.addColorStop(0, '#c86432');
    gradient.addColorStop(1, '#f4d35e');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 800, 600);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

test('an owner creates an outlet through the form, gives it a photo, and a diner sees it in the outlet picker', async ({ page: owner, browser }) => {
  await signInToConsole(owner, 'owner');
  await owner.getByRole('link', { name: 'Manage outlets' }).first().click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Outlets' })).toBeVisible();
  await owner.getByRole('button', { name: 'New outlet' }).click();
  const form = owner.getByRole('form', { name: 'New outlet' });

  // The contract's rules, beside the fields, before anything is sent.
  await form.getByLabel('Postcode').fill('20');
  await form.getByRole('button', { name: 'Create outlet' }).click();
  await expect(form.getByText('Enter the outlet’s name')).toBeVisible();
  await expect(form.getByText('Enter a postcode of 4 digits')).toBeVisible();
  await expectNoSeriousViolations(owner);

  await form.getByLabel('Name', { exact: true }).fill(NAME);
  await form.getByLabel('Street address').fill('12 Crown St');
  await form.getByLabel('Suburb').fill('Woolloomooloo');
  await form.getByLabel('City').fill('Sydney');
  await form.getByLabel('Postcode').fill('2011');
  await form.getByLabel('Phone').fill('(02) 9000 1234');
  await form.getByLabel('Email').fill('journey@crust.test');
  await form.getByLabel('Time zone').selectOption('Australia/Sydney');
  await saveScreenshot(owner, 'console-new-outlet-tablet');
  await form.getByRole('button', { name: 'Create outlet' }).click();
  await expect(form).toBeHidden();
  const listed = owner.getByRole('list', { name: 'Outlets' }).getByRole('listitem').filter({ hasText: NAME });
  await expect(listed).toContainText('Active');

  // Its profile form, as the owner edits it later.
  await listed.getByRole('link', { name: `Edit ${NAME}` }).click();
  const profile = owner.getByRole('form', { name: 'Outlet profile' });
  await expect(profile.getByLabel('Suburb')).toHaveValue('Woolloomooloo');
  await expectNoSeriousViolations(owner);

  // Its photo: uploaded through the photo field, shown at once, kept by the save and there when the form opens again.
  await profile.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'outlet.jpg', mimeType: 'image/jpeg', buffer: await jpegMadeIn(owner) });
  await expect(profile.getByText('Photo uploaded.')).toBeVisible();
  await expect(profile.getByRole('img', { name: 'Photo: the photo chosen' })).toHaveAttribute('src', /^\/uploads\/images\/.+\.jpe?g$/);
  await expectNoSeriousViolations(owner);
  await profile.getByRole('button', { name: 'Save outlet' }).click();
  await expect(owner.getByText('Outlet saved')).toBeVisible();
  await owner.reload();
  const shown = owner.getByRole('form', { name: 'Outlet profile' }).getByRole('img', { name: 'Photo: the photo chosen' });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(owner.getByRole('button', { name: 'Remove photo' })).toBeVisible();

  const diner = await browser.newPage({ viewport: TABLET });
  await diner.goto('/menu');
  const picker = diner.getByRole('dialog', { name: /restaurant|outlet/i });
  await expect(picker.getByText(NAME, { exact: true })).toBeVisible();
  await expect(picker.getByText('12 Crown St, Sydney', { exact: true })).toBeVisible();
  await diner.close();
});
