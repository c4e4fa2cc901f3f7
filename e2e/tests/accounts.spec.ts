import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { accountButton, PASSWORD, signUp, storedIdentity } from './support/accounts.ts';
import { cartButton, cartLine, expectCartCount, openCart } from './support/cart.ts';
import { uniqueEmail, waitForCode } from './support/mailbox.ts';
import { addToCart, openItem } from './support/menu.ts';
import { attackFromManyNetworks, postFrom } from './support/networks.ts';
import { TENANT_ID } from './support/outlets.ts';
import { startAsGuest } from './support/session.ts';
import { expectToast } from './support/toasts.ts';

// Issue 8, acceptance 2: accounts and the wishlist in a real browser, codes read from the mail a
// real SMTP server received.

test.describe('customer accounts and the wishlist', () => {
  test('signup, code from the email, profile and addresses, favourites, then logout', async ({ page, request }) => {
    await startAsGuest(page, request);
    await signUp(page);

    // A saved address: add, then edit.
    await page.getByRole('button', { name: 'Add an address' }).click();
    const form = page.getByRole('form', { name: 'New address' });
    await form.getByLabel('Label (optional)').fill('Home');
    await form.getByLabel('Street address').fill('12 Crown St');
    await form.getByLabel('Suburb').fill('Surry Hills');
    await form.getByLabel('City').fill('Sydney');
    await form.getByLabel('Postcode').fill('2010');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('12 Crown St, Surry Hills NSW 2010')).toBeVisible();
    await expect(page.getByText('Default')).toBeVisible();
    await page.getByRole('button', { name: 'Edit 12 Crown St, Surry Hills NSW 2010' }).click();
    await page.getByRole('form', { name: 'Edit address' }).getByLabel('Delivery instructions (optional)').fill('Ring the side door');
    await page.getByRole('form', { name: 'Edit address' }).getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Ring the side door')).toBeVisible();

    // Favourites: heart two dishes on the menu, see them, remove one, clear the rest.
    await page.goto('/menu');
    await page.getByRole('button', { name: 'Add Margherita to favourites' }).click();
    await expectToast(page, { title: 'Added to wishlist', kind: 'success' });
    await expect(page.getByRole('button', { name: 'Remove Margherita from favourites' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Add Garlic Bread to favourites' }).click();
    await expect(page.getByRole('button', { name: 'Remove Garlic Bread from favourites' })).toBeVisible();
    await accountButton(page, 'Ada').click();
    await page.getByRole('link', { name: 'Favourites' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Margherita' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Garlic Bread' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove Margherita from favourites' }).click();
    await expectToast(page, { title: 'Removed from wishlist', kind: 'success' });
    await expect(page.getByRole('heading', { name: 'Margherita' })).toBeHidden();
    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.getByRole('button', { name: 'Yes, clear all' }).click();
    await expectToast(page, { title: 'Wishlist cleared', kind: 'success' });
    await expect(page.getByText(/No favourites yet/)).toBeVisible();

    // Logout: the header offers "Log in" again, and the profile is for logged-in diners only.
    await accountButton(page, 'Ada').click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    expect((await storedIdentity(page)).token).toBeNull();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });

  test('a guest with items in the cart logs in and keeps them', async ({ page, request }) => {
    await startAsGuest(page, request);
    await addToCart(page, await openItem(page, 'Garlic Bread'));
    await expectCartCount(page, 1);
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Email').fill('diner@crust.test');
    await page.getByLabel('Password', { exact: true }).fill('crust-demo-2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    const identity = await storedIdentity(page);
    expect(identity.guestToken).toBeNull();
    expect(identity.user?.name).toBe('Demo Diner');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    const drawer = await openCart(page);
    await expect(cartLine(drawer, 'Garlic Bread')).toBeVisible();
  });

  test('forgot password: code, new password, logged in, and the old token is dead', async ({ page, request }) => {
    await startAsGuest(page, request);
    const email = await signUp(page, 'Grace Hopper');
    const oldToken = (await storedIdentity(page)).token;
    expect((await request.get('/api/v2/me', { headers: { authorization: `Bearer ${oldToken}` } })).status()).toBe(200);

    const asked = new Date();
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(`If an account exists for ${email}, we sent a code to it.`)).toBeVisible();
    await page.getByLabel('Code').fill(await waitForCode(email, { subject: /password reset code/, after: asked }));
    await page.getByLabel('New password', { exact: true }).fill('an entirely new passphrase');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();

    const newToken = (await storedIdentity(page)).token;
    expect(newToken).not.toBe(oldToken);
    expect((await request.get('/api/v2/me', { headers: { authorization: `Bearer ${oldToken}` } })).status()).toBe(401);
    expect((await request.get('/api/v2/me', { headers: { authorization: `Bearer ${newToken}` } })).status()).toBe(200);
  });

  test("a guest who hearts a dish is asked to log in ('Please log in')", async ({ page, request }) => {
    await startAsGuest(page, request);
    await page.getByRole('button', { name: 'Add Margherita to favourites' }).click();
    await expectToast(page, { title: 'Please log in', message: 'You need to be logged in to add items to your wishlist.', kind: 'warning' });
    await expect(page.getByRole('button', { name: 'Add Margherita to favourites' })).toHaveAttribute('aria-pressed', 'false');
  });

  // Issue 17: an account failing from many networks is under attack; a login from a network new to it
  // then needs the code emailed to the account as well as the password.
  test('under attack from many networks, logging in from a new one asks for the emailed code and signs in with it', async ({ page, request, baseURL }) => {
    // The diner signs up from another network, so the browser's is new to the account.
    const email = uniqueEmail('attacked');
    const home = '127.0.0.50';
    const signup = await postFrom(baseURL!, home, '/api/v2/auth/signup', {
      tenant_id: TENANT_ID,
      name: 'Ada Lovelace',
      email,
      phone_no: '0400 123 456',
      password: PASSWORD,
    });
    expect(signup.status, signup.body).toBe(201);
    const verification = await waitForCode(email, { subject: /verification code/ });
    const { signup_token } = (JSON.parse(signup.body) as { data: { signup_token: string } }).data;
    const verified = await postFrom(baseURL!, home, '/api/v2/auth/verify-otp', { tenant_id: TENANT_ID, email, code: verification, signup_token });
    expect(verified.status, verified.body).toBe(200);
    await attackFromManyNetworks(baseURL!, '/api/v2/auth/login', email);

    await startAsGuest(page, request, '/login');
    const asked = new Date();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText(`so we emailed a code to ${email}`, { exact: false })).toBeVisible();
    await page.getByLabel('Code').fill(await waitForCode(email, { subject: /sign-in code/, after: asked }));
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    expect((await storedIdentity(page)).user?.name).toBe('Ada Lovelace');
  });

  // Issue 17: a code is proved only from the browser that signed up (a stranger's signup of the same
  // address also mails a code to the diner's inbox). On another device the diner's password finds
  // their signup and gives that browser a token of its own.
  test('on another device the code page asks for the password, and logging in with it lets the emailed code finish the signup', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    await startAsGuest(page, request, '/signup');
    const email = uniqueEmail('two-devices');
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('0400 123 456');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your code' })).toBeVisible();
    const code = await waitForCode(email, { subject: /verification code/ });

    const phone = await browser.newContext({ baseURL });
    const other = await phone.newPage();
    await startAsGuest(other, phone.request, `/otp-verification?email=${encodeURIComponent(email)}`);
    await expect(other.getByLabel('Code')).toBeHidden();
    await other.getByRole('link', { name: 'log in with your password' }).click();
    await expect(other.getByLabel('Email')).toHaveValue(email);
    await other.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await other.getByRole('button', { name: 'Log in' }).click();
    await expect(other.getByRole('heading', { level: 1, name: 'Verify your code' })).toBeVisible();
    // Within the resend pause no new code goes out: the one already in the inbox finishes the signup.
    await other.getByLabel('Code').fill(code);
    await other.getByRole('button', { name: 'Verify' }).click();
    await expect(other.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    expect((await storedIdentity(other)).user?.name).toBe('Ada Lovelace');
    await phone.close();
  });

  test('a wrong password shows the one failure message on the form', async ({ page, request }) => {
    await startAsGuest(page, request, '/login');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Wrong email or password.');
  });
});

test.describe('accessibility of the account pages (axe: no serious or critical violations)', () => {
  for (const path of ['/login', '/signup', '/otp-verification?email=diner%40example.test', '/forgot-password']) {
    test(`page ${path}`, async ({ page, request }) => {
      await startAsGuest(page, request, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('/profile and /favorites of a logged-in diner', async ({ page, request }) => {
    await startAsGuest(page, request);
    await signUp(page, 'Alan Turing');
    await page.getByRole('button', { name: 'Add an address' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/menu');
    await page.getByRole('button', { name: 'Add Margherita to favourites' }).click();
    await expectToast(page, { title: 'Added to wishlist', kind: 'success' });
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { name: 'Margherita' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
