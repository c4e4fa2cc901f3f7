import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Menu } from '@crust/contract/menu';
import { familyDeal, menuFixture } from '@/testing/menu-fixture';
import { jsonResponse, renderWithQuery, stubFetch } from '@/testing/test-utils';
import { useMenu } from '../api/use-menu';
import { DealsPage } from './deals-page';

function renderDeals(menu: Menu | 'error', outletName: string | null = 'Crust Central') {
  const fetchMock = stubFetch(() =>
    menu === 'error' ? jsonResponse(502, { error: { code: 'bad_gateway', message: 'Bad gateway' } }) : jsonResponse(200, { data: menu }),
  );
  const onSelect = vi.fn();
  const onChooseOutlet = vi.fn();
  function Harness() {
    const query = useMenu(outletName === null ? null : 1, 'main');
    return <DealsPage menu={query} outletName={outletName} onChooseOutlet={onChooseOutlet} onSelect={onSelect} />;
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
    expect(new URL(String(fetchMock.mock.calls[0]![0]), window.location.origin).searchParams.get('menu')).toBe('main');
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
});
