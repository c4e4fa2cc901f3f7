import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Menu } from '@crust/contract/menu';
import type { OutletOffers } from '@crust/contract/offers';
import { familyDeal, menuFixture } from '@/testing/menu-fixture';
import { jsonResponse, renderWithQuery, stubFetch } from '@/testing/test-utils';
import { useMenu } from '../api/use-menu';
import { DealsPage } from './deals-page';

const badGateway = () => jsonResponse(502, { error: { code: 'bad_gateway', message: 'Bad gateway' } });

/** Crust Central's automatic offer and two public codes, as GET /api/v2/offers answers them. */
const centralOffers: OutletOffers = {
  timezone: 'Australia/Sydney',
  offers: [
    { code: null, name: 'Free garlic bread with any 2 pizzas', min_order: 0, payment: 'any', valid_until: null, uses_per_customer: null },
    { code: 'SAVE10', name: '10% off orders of $25 or more', min_order: 2500, payment: 'any', valid_until: null, uses_per_customer: null },
    // 23:59 in Sydney is 12:59 UTC: the page reads it on the outlet's clock.
    { code: 'CASH5', name: '$5 off cash orders', min_order: 2000, payment: 'cash_on_delivery', valid_until: '2026-12-31T12:59:00.000Z', uses_per_customer: 1 },
  ],
};

function renderDeals(
  menu: Menu | 'error',
  outletName: string | null = 'Crust Central',
  offers: OutletOffers | 'error' = { timezone: 'Australia/Sydney', offers: [] },
) {
  const fetchMock = stubFetch((url) => {
    if (url.pathname === '/api/v2/offers') return offers === 'error' ? badGateway() : jsonResponse(200, { data: offers });
    return menu === 'error' ? badGateway() : jsonResponse(200, { data: menu });
  });
  const onSelect = vi.fn();
  const onChooseOutlet = vi.fn();
  function Harness() {
    const query = useMenu(outletName === null ? null : 1, 'main');
    return <DealsPage menu={query} outletId={outletName === null ? null : 1} outletName={outletName} onChooseOutlet={onChooseOutlet} onSelect={onSelect} />;
  }
  renderWithQuery(
    <MemoryRouter>
      <Harness />
    </MemoryRouter>,
  );
  return { fetchMock, onSelect, onChooseOutlet };
}

describe('deals page', () => {
  it('shows the outlet’s deals as cards with image, description and price, each opening the deal builder', async () => {
    const combo = { ...familyDeal, deal_id: null, combo_product_id: 4, name: 'Lunch combo', price: 1490, image: '' };
    const { onSelect, fetchMock } = renderDeals({ ...menuFixture, deals: [familyDeal, combo] });
    expect(screen.getByRole('heading', { level: 1, name: 'Deals' })).toBeInTheDocument();
    expect(screen.getByText('Meal deals and offers at Crust Central.')).toBeInTheDocument();

    const family = await screen.findByRole('button', { name: 'Family feast $44.90' });
    expect(family).toHaveAccessibleDescription(familyDeal.description);
    expect(family.querySelector('img')).toHaveAttribute('src', familyDeal.image);
    // An image-less combo shows the placeholder rather than a broken picture.
    expect(screen.getByRole('button', { name: 'Lunch combo $14.90' }).querySelector('img')).toHaveAttribute('src', '/placeholder.svg');

    await userEvent.click(family);
    expect(onSelect).toHaveBeenCalledWith({ kind: 'deal', deal: familyDeal });
    const menuCall = fetchMock.mock.calls.map(([input]) => new URL(String(input), window.location.origin)).find((url) => url.pathname === '/api/v2/menu');
    expect(menuCall?.searchParams.get('menu')).toBe('main');
  });

  it('says so when the outlet has no deals, pointing to the menu', async () => {
    renderDeals({ ...menuFixture, deals: [] });
    expect(await screen.findByText('There are no deals at Crust Central right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the full menu' })).toHaveAttribute('href', '/menu');
  });

  it('shows the error state with a Retry button when the menu fails', async () => {
    renderDeals('error');
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load the menu for Crust Central.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('asks for an outlet when none is chosen', async () => {
    const { onChooseOutlet } = renderDeals(menuFixture, null);
    await userEvent.click(screen.getByRole('button', { name: 'Choose outlet' }));
    expect(onChooseOutlet).toHaveBeenCalledOnce();
  });

  // Issue 18 point 12.
  it('lists the outlet’s automatic offers and public coupon codes with what each needs, from the offers API', async () => {
    const { fetchMock } = renderDeals(menuFixture, 'Crust Central', centralOffers);
    const section = await screen.findByRole('region', { name: 'Offers and coupon codes' });
    const automatic = within(within(section).getByRole('region', { name: 'Applied for you' })).getAllByRole('listitem');
    expect(automatic.map((item) => item.textContent)).toEqual(['Free garlic bread with any 2 pizzas']);
    const codes = within(within(section).getByRole('region', { name: 'Coupon codes' })).getAllByRole('listitem');
    expect(codes.map((item) => item.textContent)).toEqual([
      'Code SAVE1010% off orders of $25 or moreOn orders of $25.00 or more',
      'Code CASH5$5 off cash ordersOn orders of $20.00 or more · When you pay cash on delivery · Once per customer · Until 31 Dec 2026, 11:59 pm',
    ]);
    const offersCall = fetchMock.mock.calls.map(([input]) => new URL(String(input), window.location.origin)).find((url) => url.pathname === '/api/v2/offers');
    expect(offersCall?.searchParams.get('restaurant_id')).toBe('1');
  });

  it('shows no offers section when the outlet has none', async () => {
    renderDeals(menuFixture);
    await screen.findByRole('button', { name: 'Family feast $44.90' });
    expect(screen.queryByRole('region', { name: 'Offers and coupon codes' })).not.toBeInTheDocument();
  });

  it('says the coupons could not be loaded, with a way to try again', async () => {
    renderDeals(menuFixture, 'Crust Central', 'error');
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load the coupons of Crust Central.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
