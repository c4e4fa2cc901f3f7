import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { menuFixture } from '@/testing/menu-fixture';
import { jsonResponse, renderWithQuery, stubFetch } from '@/testing/test-utils';
import { useMenu } from '../api/use-menu';
import type { MenuDisplay } from '../menu-display';
import { InStoreMenuPage } from './instore-menu-page';

function renderBoard(display: Partial<MenuDisplay> = {}, outletName: string | null = 'Crust Central') {
  const fetchMock = stubFetch(() => jsonResponse(200, { data: menuFixture }));
  const onSelect = vi.fn();
  const onChooseOutlet = vi.fn();
  function Harness() {
    const menu = useMenu(outletName === null ? null : 1, 'instore');
    return (
      <InStoreMenuPage
        menu={menu}
        outletName={outletName}
        onChooseOutlet={onChooseOutlet}
        display={{ showUnit: false, showOutOfStock: true, ...display }}
        onSelect={onSelect}
      />
    );
  }
  renderWithQuery(<Harness />);
  return { fetchMock, onSelect, onChooseOutlet };
}

describe('in-store menu page', () => {
  it('asks for the in-store menu and shows in-store prices, not online ones', async () => {
    const { fetchMock } = renderBoard();
    expect(screen.getByRole('heading', { level: 1, name: 'In-store menu' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Margherita $16.00' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cola $4.50' })).toBeInTheDocument();
    expect(screen.queryByText('$17.50')).not.toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]![0]), window.location.origin);
    expect(url.searchParams.get('menu')).toBe('instore');
  });

  it('sets each category and the deals under an h2, with no add buttons', async () => {
    renderBoard();
    await screen.findByRole('heading', { name: 'Pizzas' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Deals', 'Pizzas', 'Sides', 'Drinks']);
    expect(within(screen.getByRole('region', { name: 'Deals' })).getByRole('button', { name: 'Family feast $44.90' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add/i })).not.toBeInTheDocument();
  });

  it('opens a dish to look at it', async () => {
    const { onSelect } = renderBoard();
    await userEvent.click(await screen.findByRole('button', { name: 'Margherita $16.00' }));
    expect(onSelect).toHaveBeenCalledWith({ kind: 'product', product: menuFixture.categories[0]!.products[0] });
  });

  it('follows the out-of-stock and unit settings', async () => {
    renderBoard({ showOutOfStock: true, showUnit: true });
    const diavola = await screen.findByRole('button', { name: 'Diavola $19.00' });
    expect(diavola).toBeDisabled();
    expect(within(diavola).getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByText('1.25 L')).toBeInTheDocument();
  });

  it('leaves out-of-stock dishes and units out when the settings are off', async () => {
    renderBoard({ showOutOfStock: false, showUnit: false });
    await screen.findByRole('heading', { name: 'Pizzas' });
    expect(screen.queryByRole('button', { name: /^Diavola/ })).not.toBeInTheDocument();
    expect(screen.queryByText('1.25 L')).not.toBeInTheDocument();
  });

  it('asks for an outlet when none is chosen', async () => {
    const { fetchMock, onChooseOutlet } = renderBoard({}, null);
    await userEvent.click(screen.getByRole('button', { name: 'Choose outlet' }));
    expect(onChooseOutlet).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
