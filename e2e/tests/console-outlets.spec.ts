import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { consoleApi, signInToConsole } from './support/console.ts';
import { saveScreenshot, TABLET } from './support/screenshots.ts';

// Issue 19 (outlets): an owner creates an outlet through the console's form; a diner then finds it in
// the storefront's outlet picker. The data directory is shared by every journey of a run, so the
// outlet has a name of its own and is archived afterwards (archived outlets leave the storefront and
// the owner's outlets), keeping the journeys that count outlets or pick the first open one as they were.

test.use({ viewport: TABLET });

const NAME = `Crust Journey ${Date.now().toString(36)}`;

test.afterAll(async ({ request }) => {
  const api = await consoleApi(request, 'owner');
  const outlets = await api.get<{ id: number; name: string; archived_at: string | null }[]>('/outlets');
  for (const outlet of outlets.filter((candidate) => candidate.name === NAME && !candidate.archived_at)) await api.post(`/outlets/${outlet.id}/archive`);
});

test('an owner creates an outlet through the form and a diner sees it in the outlet picker', async ({ page: owner, browser }) => {
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
  await expect(owner.getByRole('form', { name: 'Outlet profile' }).getByLabel('Suburb')).toHaveValue('Woolloomooloo');
  await expectNoSeriousViolations(owner);

  const diner = await browser.newPage({ viewport: TABLET });
  await diner.goto('/menu');
  const picker = diner.getByRole('dialog', { name: /restaurant|outlet/i });
  await expect(picker.getByText(NAME, { exact: true })).toBeVisible();
  await expect(picker.getByText('12 Crown St, Sydney', { exact: true })).toBeVisible();
  await diner.close();
});
