import { expect, test, type Response } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { chooseEarlyTime, continueToPayment, fillGuestDetails, followPlacedOrder, goToCheckout, GUEST } from './support/checkout.ts';
import { boardCard, openBoard, signInToConsole, startAsGuestAt, SURRY_HILLS } from './support/console.ts';
import { addToCart, openItem } from './support/menu.ts';
import { PHONE, saveScreenshot, TABLET } from './support/screenshots.ts';

// Issue 18, points 1–5 on a kitchen's 1024×768 tablet: a driver must know to collect cash, whom to
// call, where to go and what the diner asked, from the board card and the printed ticket alike.

const INSTRUCTIONS = 'Side gate, call on arrival';
const ADDRESS = '12 Crown St, Surry Hills, Sydney 2010';

test.use({ viewport: TABLET });

const isPlacement = (response: Response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v2/orders';

test('a cash delivery’s board card and kitchen ticket say what to collect, the phone, the address and the instructions', async ({ page: diner, browser }) => {
  // A diner's whole checkout, then an owner's sign-in and four console pages, each checked by axe.
  test.slow();
  await startAsGuestAt(diner, SURRY_HILLS);
  // Two Margheritas: over the delivery zone's minimum order.
  for (let added = 0; added < 2; added += 1) await addToCart(diner, await openItem(diner, 'Margherita'));
  await goToCheckout(diner);
  await diner.getByRole('radio', { name: /^Delivery/ }).check();
  await diner.getByLabel('Street address').fill('12 Crown St');
  await diner.getByLabel('Suburb').fill('Surry Hills');
  await diner.getByLabel('City').fill('Sydney');
  await diner.getByLabel('Postcode').fill('2010');
  await expect(diner.getByRole('status').filter({ hasText: 'Working out the delivery charge' })).toBeHidden();
  await chooseEarlyTime(diner);
  await fillGuestDetails(diner);
  await diner.getByLabel('Special instructions').fill(INSTRUCTIONS);
  await continueToPayment(diner);
  await diner.getByRole('radio', { name: /^Cash on delivery/ }).check();
  const placement = diner.waitForResponse(isPlacement);
  await diner.getByRole('button', { name: 'Place order' }).click();
  const placed = await placement;
  expect(placed.status()).toBe(201);
  const { total } = ((await placed.json()) as { data: { totals: { total: number } } }).data.totals;
  const { number } = await followPlacedOrder(diner);
  // The total the server charged, as the console formats cents.
  const collect = `CASH — collect $${(total / 100).toFixed(2)}`;

  const owner = await (await browser.newContext({ viewport: TABLET })).newPage();
  try {
    await signInToConsole(owner, 'owner');
    const board = await openBoard(owner, SURRY_HILLS);
    const card = boardCard(board, number);
    await expect(card).toContainText(collect);
    await expect(card.getByRole('link', { name: GUEST.phone })).toBeVisible();
    await expect(card).toContainText(ADDRESS);
    await expect(card).toContainText(INSTRUCTIONS);
    // Point 2: the card lists the line, not only its name.
    await expect(card.getByRole('list', { name: 'Items' })).toContainText('2 × Margherita');
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(owner, 'console-board');
    await expectNoSeriousViolations(owner);

    const boardUrl = owner.url();
    await card.getByRole('link', { name: 'Ticket' }).click();
    const ticket = owner.getByRole('article', { name: `Kitchen ticket, order #${number}` });
    const ticketUrl = owner.url();
    await expect(ticket).toContainText(collect);
    await expect(ticket).toContainText(`Phone: ${GUEST.phone}`);
    await expect(ticket).toContainText(`Deliver to: ${ADDRESS}`);
    await expect(ticket).toContainText(`Instructions: ${INSTRUCTIONS}`);
    // Point 5: the ticket keeps every section an owner may use, the outlet's included.
    const nav = owner.getByRole('navigation', { name: 'Console' });
    for (const section of ['Board', 'Stock', 'Rules', 'Coupons', 'Summary', 'Site', 'Staff', 'Audit log'])
      await expect(nav.getByRole('link', { name: section, exact: true })).toBeVisible();
    await saveScreenshot(owner, 'console-ticket');
    await expectNoSeriousViolations(owner);

    // Point 3: each coupon with its state and its uses.
    await nav.getByRole('link', { name: 'Coupons', exact: true }).click();
    const coupons = owner.getByRole('table', { name: 'Coupons' });
    await expect(coupons.getByRole('row').nth(1)).toContainText(/Active|Expired|Used up|Scheduled|Disabled/);
    await expect(nav.getByRole('link', { name: 'Stock', exact: true })).toBeVisible();
    await expectNoSeriousViolations(owner);

    // Point 4: the log reads as sentences, the record one click away.
    await nav.getByRole('link', { name: 'Audit log', exact: true }).click();
    await expect(owner.getByRole('cell', { name: /^The owner at owner@crust\.test signed in$/ }).first()).toBeVisible();
    await expectNoSeriousViolations(owner);

    // A driver's phone: the card and the ticket say the same, within the screen's width.
    await owner.setViewportSize(PHONE);
    await owner.goto(boardUrl);
    const phoneCard = boardCard(owner.getByRole('region', { name: `Order board, ${SURRY_HILLS}` }), number);
    await expect(phoneCard).toContainText(collect);
    await phoneCard.scrollIntoViewIfNeeded();
    await saveScreenshot(owner, 'console-board');
    await owner.goto(ticketUrl);
    await expect(ticket).toContainText(collect);
    await expect(ticket.getByText(`Phone: ${GUEST.phone}`)).toBeInViewport();
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(owner, 'console-ticket');
  } finally {
    await owner.context().close();
  }
});
