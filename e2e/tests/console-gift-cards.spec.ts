import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { consoleApi, outletId, signInToConsole, SURRY_HILLS } from './support/console.ts';
import { TABLET } from './support/screenshots.ts';

// Issue 21, acceptance 4: the restaurant's side of gift cards. An owner issues a card by hand and
// sees its code once; a manager finds it by its last four, adjusts it with a reason (audited) and
// voids it, each change a row of its ledger; the liability report moves by exactly that ledger.

/** What the journeys read of the console's answers (packages/contract/src/console-gift-cards.ts has them whole). */
type LedgerEntry = { kind: string; amount: number };
type GiftCard = { id: number; balance: number; ledger: LedgerEntry[] };
type Flow = { count: number; value: number };
type Report = { sold: Flow; issued_by_hand: Flow; adjusted: Flow; voided: Flow; outstanding_at_end: number };
type AuditEntry = { action: string; target: string };

const CODE = /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/;

/** Cents as the console shows them: '$25.00', and a signed figure with a true minus: '−$5.00'. */
const money = (cents: number) => `${cents < 0 ? '−' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;

/** A person signed in to the console on a restaurant's 1024×768 tablet, in a context of their own. */
async function personIn(browser: Browser, role: 'owner' | 'manager'): Promise<Page> {
  const page = await (await browser.newContext({ viewport: TABLET })).newPage();
  await signInToConsole(page, role);
  return page;
}

/** The console's Gift cards section, through its navigation. */
async function openGiftCards(page: Page) {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Gift cards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gift cards' })).toBeVisible();
}

/** The page fits the tablet's width: wide tables scroll inside their own box. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(TABLET.width);
}

const ledgerRows = (page: Page) => page.getByRole('table', { name: /^Ledger/ }).locator('tbody tr');

/** A row's cells' texts, for a row of figures. */
const cellsOf = (row: Locator) => row.locator('th, td');

test.describe('gift cards in the console (issue 21)', () => {
  // Two people's sessions, axe twice and a download, on a machine the other journeys share.
  test.setTimeout(90_000);

  test('an owner issues a card by hand and sees its code once; a manager finds it, adjusts it with a reason and voids it', async ({ browser }) => {
    const owner = await personIn(browser, 'owner');
    await openGiftCards(owner);
    await owner.getByRole('button', { name: 'Issue a card' }).click();
    const form = owner.getByRole('form', { name: 'Issue a card' });
    await form.getByLabel('Amount ($)').fill('40');
    await form.getByLabel('Outlet').selectOption({ label: SURRY_HILLS });
    await form.getByLabel('Reason').fill('Goodwill: a cold pizza on Friday');
    await form.getByRole('button', { name: 'Issue card' }).click();

    const issued = owner.getByRole('dialog', { name: 'Card issued: note its code' });
    const code = (await issued.getByText(CODE).textContent())!.trim();
    const last4 = code.slice(-4);
    await expectNoSeriousViolations(owner);
    await issued.getByRole('button', { name: 'I have the code: open the card' }).click();
    await expect(owner.getByRole('heading', { level: 1, name: `Gift card ••••-••••-••••-${last4}` })).toBeVisible();
    // Shown once: the card's own page never shows the code again.
    await expect(owner.getByText(code)).toHaveCount(0);
    await expect(ledgerRows(owner)).toHaveCount(1);
    await expect(ledgerRows(owner).first()).toContainText('Goodwill: a cold pizza on Friday');

    const manager = await personIn(browser, 'manager');
    await openGiftCards(manager);
    await manager.getByLabel('Code’s last four, or an email').fill(last4);
    await manager.getByRole('button', { name: 'Find' }).click();
    const found = manager.getByRole('row', { name: new RegExp(last4) });
    await expect(found).toContainText('Active');
    await expect(found).toContainText('$40.00');
    await expect(found).toContainText(SURRY_HILLS);
    await found.getByRole('link', { name: `Card ending ${last4}` }).click();
    await expect(manager.getByRole('heading', { level: 1, name: new RegExp(`${last4}$`) })).toBeVisible();
    const cardId = Number(new URL(manager.url()).pathname.split('/').at(-1));

    // Taking off more than it holds is refused with what can be taken off; nothing is sent.
    await manager.getByRole('button', { name: 'Adjust balance' }).click();
    const adjust = manager.getByRole('form', { name: 'Adjust balance' });
    await adjust.getByRole('radio', { name: 'Take off the balance' }).check();
    await adjust.getByLabel('Amount ($)').fill('50');
    await adjust.getByLabel('Reason').fill('Part of it paid at the counter');
    await adjust.getByRole('button', { name: 'Save adjustment' }).click();
    await expect(adjust.getByText('That would take the balance below zero: at most $40.00 can be taken off.')).toBeVisible();
    await adjust.getByLabel('Amount ($)').fill('15');
    const adjusted = manager.waitForResponse((response) => response.url().endsWith(`/api/console/gift-cards/${cardId}/adjust`));
    await adjust.getByRole('button', { name: 'Save adjustment' }).click();
    expect((await adjusted).status()).toBe(200);
    const adjustment = ledgerRows(manager).last();
    await expect(adjustment).toContainText('Adjusted');
    await expect(adjustment).toContainText('−$15.00');
    await expect(adjustment).toContainText('$25.00');
    await expect(adjustment).toContainText('Part of it paid at the counter');
    await expectNoSeriousViolations(manager);
    await expectNoSidewaysScroll(manager);

    await manager.getByRole('button', { name: 'Void card' }).click();
    const confirm = manager.getByRole('dialog', { name: `Void the card ending ${last4}?` });
    await expect(confirm).toContainText('Its balance of $25.00 is removed');
    await confirm.getByLabel('Reason').fill('Reported stolen by its holder');
    await confirm.getByRole('button', { name: 'Void card' }).click();
    await expect(confirm).toBeHidden();
    await expect(manager.getByText('Status', { exact: true }).locator('+ dd')).toHaveText('Void');
    const voided = ledgerRows(manager).last();
    await expect(voided).toContainText('Voided');
    await expect(voided).toContainText('−$25.00');
    await expect(voided).toContainText('Reported stolen by its holder');
    await expect(manager.getByRole('button', { name: 'Adjust balance' })).toHaveCount(0);

    // Each change is audited with its before and after.
    const api = await consoleApi(owner.request, 'owner');
    const { entries } = await api.get<{ entries: AuditEntry[] }>('/audit-log?page=1&per_page=50');
    const ofCard = entries.filter((entry) => entry.target === `gift_card:${cardId}`).map((entry) => entry.action);
    expect(ofCard).toEqual(expect.arrayContaining(['gift_card.issue', 'gift_card.adjust', 'gift_card.void']));
    const card = await api.get<GiftCard>(`/gift-cards/${cardId}`);
    expect(card.balance).toBe(0);
    expect(card.ledger.reduce((sum, entry) => sum + entry.amount, 0)).toBe(card.balance);
  });

  test('the liability report moves by exactly a card’s ledger, and downloads as CSV', async ({ browser }) => {
    const owner = await personIn(browser, 'owner');
    await openGiftCards(owner);
    await owner.getByRole('navigation', { name: 'Gift cards' }).getByRole('link', { name: 'Liability report' }).click();
    await expect(owner.getByRole('heading', { level: 1, name: 'Gift card liability' })).toBeVisible();
    // The period the page starts with (the tenant's month so far): the API is asked for the same.
    const from = await owner.getByLabel('From').inputValue();
    const to = await owner.getByLabel('To').inputValue();
    const api = await consoleApi(owner.request, 'owner');
    const before = await api.get<Report>(`/reports/gift-cards?from=${from}&to=${to}`);
    const surryHills = await outletId(owner.request, SURRY_HILLS);
    const beforeAtSurryHills = await api.get<Report>(`/reports/gift-cards?from=${from}&to=${to}&outlet_id=${surryHills}`);

    // A card issued by hand at Surry Hills, $5 taken off, then voided: three ledger rows, all in the period.
    const issued = await api.post<GiftCard>('/gift-cards', { amount: 3000, restaurant_id: surryHills, reason: 'Report check: goodwill' });
    await api.post(`/gift-cards/${issued.id}/adjust`, { delta: -500, reason: 'Report check: part used' });
    const card = await api.post<GiftCard>(`/gift-cards/${issued.id}/void`, { reason: 'Report check: voided' });
    const moved = (kind: string) => card.ledger.filter((entry) => entry.kind === kind);
    const sum = (entries: { amount: number }[]) => entries.reduce((total, entry) => total + entry.amount, 0);

    await owner.reload();
    const movements = owner.getByRole('table', { name: 'In the period' });
    const row = (name: string) => movements.getByRole('row', { name: new RegExp(`^${name}`) });
    await expect(cellsOf(row('Issued by hand'))).toHaveText([
      'Issued by hand',
      String(before.issued_by_hand.count + moved('issue').length),
      money(before.issued_by_hand.value + sum(moved('issue'))),
    ]);
    await expect(cellsOf(row('Adjusted'))).toHaveText([
      'Adjusted (net)',
      String(before.adjusted.count + moved('adjust').length),
      money(before.adjusted.value + sum(moved('adjust'))),
    ]);
    await expect(cellsOf(row('Voided'))).toHaveText(['Voided', String(before.voided.count + 1), money(before.voided.value - sum(moved('void')))]);
    await expect(cellsOf(row('Sold'))).toHaveText(['Sold', String(before.sold.count), money(before.sold.value)]);
    // The card owes nothing at the end: what is outstanding has not moved.
    await expect(owner.getByText(`Outstanding at the end of ${to}`).locator('+ p')).toHaveText(money(before.outstanding_at_end));
    await expect(owner.getByRole('table', { name: 'By outlet' })).toBeVisible();
    await expectNoSeriousViolations(owner);
    await expectNoSidewaysScroll(owner);

    await owner.getByLabel('Outlet').selectOption({ label: SURRY_HILLS });
    const download = owner.waitForEvent('download');
    await owner.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`gift-cards-${from}-to-${to}-outlet-${surryHills}.csv`);
    // The file is the report's figures one per row (GIFT_CARD_REPORT_COLUMNS), with the byte-order mark spreadsheets need.
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split(/\r?\n/);
    expect(lines[0]).toBe('figure,outlet_id,outlet,count,value');
    const dollars = (cents: number) => `${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toFixed(2)}`;
    const { issued_by_hand: issuedThere, voided: voidedThere } = beforeAtSurryHills;
    expect(lines).toContain(`issued_by_hand,,,${issuedThere.count + 1},${dollars(issuedThere.value + 3000)}`);
    expect(lines).toContain(`voided,,,${voidedThere.count + 1},${dollars(voidedThere.value + 2500)}`);
    expect(lines).toContain(`outstanding_at_end,,,,${dollars(beforeAtSurryHills.outstanding_at_end)}`);
    expect(lines).toContain(`outlet_sold,${surryHills},${SURRY_HILLS},${beforeAtSurryHills.sold.count},${dollars(beforeAtSurryHills.sold.value)}`);
  });
});
