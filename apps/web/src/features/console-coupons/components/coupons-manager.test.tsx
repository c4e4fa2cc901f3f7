import type { ConsoleCoupon, CouponUse } from '@crust/contract/console-coupons';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { setUpConsoleEditorTests } from '@/testing/console-test-setup';
import { onDeviceInZone } from '@/testing/device-time-zone';
import { jsonResponse, renderWithQuery, stubFetch } from '@/testing/test-utils';
import { consoleCoupon } from '../testing/coupon-fixture';
import { CouponsManager } from './coupons-manager';

// Issue 10: managers list the coupons of an outlet, create and edit them (checked as the contract
// checks them), disable and enable them, and page through their uses.

type Call = { method: string; path: string; query: string; body: unknown };

// Newtown in Perth's zone, for the test of coupons' times on their outlet's clock.
const outlets = [
  { id: 1, name: 'Crust Surry Hills', timezone: 'Australia/Sydney' },
  { id: 2, name: 'Crust Newtown', timezone: 'Australia/Perth' },
];
const catalogue = {
  categories: [{ id: 30, name: 'Pizzas' }],
  products: [
    { id: 40, name: 'Margherita' },
    { id: 41, name: 'Garlic bread' },
  ],
};

const use = (n: number): CouponUse => ({
  used_at: '2026-03-06T08:00:00.000Z',
  order_id: `ord_${n}`,
  order_number: n,
  restaurant_id: 1,
  customer_email: `diner${n}@example.test`,
  customer_phone: null,
});

function serveCoupons(answer: (call: Call) => Response | undefined = () => undefined) {
  const calls: Call[] = [];
  let coupons: ConsoleCoupon[] = [
    consoleCoupon(),
    consoleCoupon({ id: 6, code: null, name: 'Tuesday fiver', kind: 'fixed', value: 500, restaurant_id: null, disabled: true }),
  ];
  stubFetch((url, init) => {
    const call = { method: init.method ?? 'GET', path: url.pathname, query: url.search, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const taken = answer(call);
    if (taken) return taken;
    const id = Number(url.pathname.split('/')[4]);
    if (call.path === '/api/console/coupons' && call.method === 'GET') return jsonResponse(200, { data: coupons });
    if (call.path === '/api/console/coupons' && call.method === 'POST') {
      const created = consoleCoupon({ ...(call.body as Partial<ConsoleCoupon>), id: 7, used_count: 0 });
      coupons = [...coupons, created];
      return jsonResponse(201, { data: created });
    }
    if (call.path.endsWith('/uses')) {
      const page = Number(url.searchParams.get('page'));
      const uses = page === 1 ? Array.from({ length: 20 }, (_, index) => use(100 - index)) : [use(80), use(79)];
      return jsonResponse(200, { data: { uses, page, per_page: 20, total: 22 } });
    }
    if (call.path.endsWith('/enable') || call.path.endsWith('/disable')) {
      coupons = coupons.map((coupon) => (coupon.id === id ? { ...coupon, disabled: call.path.endsWith('/disable') } : coupon));
      return jsonResponse(200, { data: coupons.find((coupon) => coupon.id === id) });
    }
    throw new Error(`Unexpected call: ${call.method} ${call.path}`);
  });
  return calls;
}

function Manager() {
  const [outletId, setOutletId] = useState<number | null>(1);
  return <CouponsManager outlets={outlets} tenantTimeZone="Australia/Sydney" outletId={outletId} onOutletChange={setOutletId} catalogue={catalogue} />;
}

const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

setUpConsoleEditorTests();
// A manager's laptop set to UTC.
onDeviceInZone('UTC');

describe('the coupons page', () => {
  it('lists the chosen outlet’s coupons from the API, and all of them when the filter is cleared', async () => {
    const calls = serveCoupons();
    const user = userEvent.setup();
    renderWithQuery(<Manager />);

    const pizza = (await screen.findByRole('row', { name: /PIZZA20/ })) as HTMLElement;
    expect(pizza).toHaveTextContent('20% off · orders from $30.00');
    expect(pizza).toHaveTextContent('100 in all · 1 per customer');
    expect(pizza).toHaveTextContent('42 of 100 · 58 left');
    expect(within(pizza).getByRole('cell', { name: 'Active' })).toBeInTheDocument();
    const fiver = screen.getByRole('row', { name: /Automatic/ });
    expect(fiver).toHaveTextContent('$5.00 off');
    expect(fiver).toHaveTextContent('Every outlet');
    expect(within(fiver).getByRole('cell', { name: 'Disabled' })).toBeInTheDocument();
    expect(calls[0]?.query).toBe('?outlet_id=1');

    await user.selectOptions(screen.getByLabelText('Show coupons for'), 'All my outlets');
    await waitFor(() => expect(calls.at(-1)?.query).toBe(''));
  });

  it('checks the form before sending, then creates the coupon with its dollars in cents', async () => {
    const calls = serveCoupons();
    const user = userEvent.setup();
    renderWithQuery(<Manager />);

    await user.click(await screen.findByRole('button', { name: 'New coupon' }));
    const form = screen.getByRole('form', { name: 'New coupon' });
    await user.type(within(form).getByLabelText('Code'), 'bad code');
    await user.selectOptions(within(form).getByLabelText('Kind'), 'Amount off');
    await user.selectOptions(within(form).getByLabelText('Applies to'), 'Some products');
    await user.click(within(form).getByRole('button', { name: 'Save coupon' }));

    expect(within(form).getByText('Name the coupon.')).toBeInTheDocument();
    expect(within(form).getByText('A coupon code is 2 to 32 letters, digits or dashes.')).toBeInTheDocument();
    expect(within(form).getByText('Enter an amount in dollars, e.g. 5 or 4.50.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toHaveLength(0);

    await user.type(within(form).getByLabelText('Name'), 'Garlic Friday');
    await user.clear(within(form).getByLabelText('Code'));
    await user.type(within(form).getByLabelText('Code'), 'garlic-5');
    await user.type(within(form).getByLabelText('Amount off ($)'), '2.95');
    // The rules across fields (the contract's refinements) are checked once each field is right.
    await user.click(within(form).getByRole('button', { name: 'Save coupon' }));
    expect(within(form).getByText('Choose the products it applies to.')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
    await user.click(within(form).getByRole('checkbox', { name: 'Garlic bread' }));
    await user.type(within(form).getByLabelText('Uses per customer'), '2');
    // Issue 18 point 12: a code is private unless shown on the storefront's Deals page.
    const isPublic = within(form).getByRole('switch', { name: /Show on the Deals page/ });
    expect(isPublic).not.toBeChecked();
    await user.click(isPublic);
    await user.click(within(form).getByRole('button', { name: 'Save coupon' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'POST',
      path: '/api/console/coupons',
      body: {
        code: 'GARLIC-5',
        name: 'Garlic Friday',
        kind: 'fixed',
        value: 295,
        scope: 'products',
        product_ids: [41],
        min_order: 0,
        usage_limit_total: null,
        usage_limit_per_customer: 2,
        restaurant_id: 1,
        is_public: true,
      },
    });
    expect(await screen.findByRole('row', { name: /GARLIC-5/ })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New coupon' })).not.toBeInTheDocument();
  });

  // Issue 17: on a device set to UTC, a coupon's times read as UTC's.
  it('shows and takes a coupon’s times on the clock of the outlet it applies at, whatever the device’s zone', async () => {
    const perthCoupon = consoleCoupon({ id: 8, code: 'PERTH', restaurant_id: 2, valid_until: '2026-06-30T15:59:00.000Z' });
    const calls = serveCoupons((call) => {
      if (call.path !== '/api/console/coupons/8' && call.path !== '/api/console/coupons') return undefined;
      if (call.method === 'GET') return jsonResponse(200, { data: [perthCoupon] });
      return jsonResponse(200, { data: { ...perthCoupon, ...(call.body as Partial<ConsoleCoupon>) } });
    });
    const user = userEvent.setup();
    renderWithQuery(<Manager />);

    // 15:59 UTC is 11:59 pm in Perth (+8).
    const perth = await screen.findByRole('row', { name: /PERTH/ });
    expect(perth).toHaveTextContent(/Until 30 June 2026, 11:59\spm/);
    await user.click(within(perth).getByRole('button', { name: 'Edit PERTH' }));
    const form = screen.getByRole('form', { name: 'Edit PERTH' });
    expect(within(form).getByLabelText('Valid until')).toHaveValue('2026-06-30T23:59');

    await user.clear(within(form).getByLabelText('Valid until'));
    await user.type(within(form).getByLabelText('Valid until'), '2026-07-31T22:00');
    await user.click(within(form).getByRole('button', { name: 'Save coupon' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'PUT', path: '/api/console/coupons/8', body: { valid_until: '2026-07-31T14:00:00.000Z' } });
  });

  it('shows the server’s refusal at the form and keeps what was typed', async () => {
    serveCoupons((call) =>
      call.method === 'PUT' ? jsonResponse(409, { error: { code: 'conflict', message: 'The coupon code PIZZA20 is already in use' } }) : undefined,
    );
    const user = userEvent.setup();
    renderWithQuery(<Manager />);

    await user.click(await screen.findByRole('button', { name: 'Edit PIZZA20' }));
    const form = screen.getByRole('form', { name: 'Edit PIZZA20' });
    expect(within(form).getByLabelText('Percent off')).toHaveValue('20');
    expect(within(form).getByLabelText('Minimum order ($)')).toHaveValue('30.00');
    await user.click(within(form).getByRole('button', { name: 'Save coupon' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('The coupon code PIZZA20 is already in use');
    expect(within(form).getByLabelText('Name')).toHaveValue('Pizza night');
  });

  it('disables and enables a coupon', async () => {
    const calls = serveCoupons();
    const user = userEvent.setup();
    renderWithQuery(<Manager />);

    await user.click(await screen.findByRole('button', { name: 'Disable PIZZA20' }));
    expect(await screen.findByRole('button', { name: 'Enable PIZZA20' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enable Tuesday fiver' }));
    await screen.findByRole('button', { name: 'Disable Tuesday fiver' });
    expect(writes(calls).map((call) => call.path)).toEqual(['/api/console/coupons/5/disable', '/api/console/coupons/6/enable']);
  });

  it('pages through a coupon’s uses, newest first', async () => {
    const calls = serveCoupons();
    const user = userEvent.setup();
    renderWithQuery(<Manager />);

    await user.click(await screen.findByRole('button', { name: 'Uses of PIZZA20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uses of PIZZA20' });
    expect(await within(dialog).findByText('Page 1 of 2 · 22 uses')).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: /#100/ })).toHaveTextContent('diner100@example.test');
    expect(within(dialog).getByRole('button', { name: 'Newer' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Older' }));
    expect(await within(dialog).findByText('Page 2 of 2 · 22 uses')).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: /#79/ })).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/uses')).map((call) => call.query)).toEqual(['?page=1&per_page=20', '?page=2&per_page=20']);
  });
});
