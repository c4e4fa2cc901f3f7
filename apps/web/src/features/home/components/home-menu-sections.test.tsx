import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@crust/contract/site-config';
import { defaultSiteConfig } from '@crust/contract/site-config-defaults';
import { diavola, menuFixture } from '@/testing/menu-fixture';
import { HomeMenuSections, type HomeMenuState } from './home-menu-sections';

type Options = {
  general?: Partial<SiteConfig['general']>;
  menuConfig?: Partial<SiteConfig['menu']>;
  outletName?: string | null;
  menu?: Partial<HomeMenuState>;
};

function renderSections({ general = {}, menuConfig = {}, outletName = 'Crust Central', menu = {} }: Options = {}) {
  const props: ComponentProps<typeof HomeMenuSections> = {
    theme: {
      ...defaultSiteConfig,
      general: { ...defaultSiteConfig.general, ...general },
      menu: { ...defaultSiteConfig.menu, ...menuConfig },
    },
    outletName,
    onChooseOutlet: vi.fn(),
    menu: { data: menuFixture, isError: false, isRetrying: false, retry: vi.fn(), ...menu },
    categoryHref: (category) => `/menu#category-${category.id}`,
    // The route passes the menu page's product grid; a plain list is enough to see what is shown.
    renderProducts: (products) => (
      <ul>
        {products.map((product) => (
          <li key={product.restaurant_product_id}>{product.name}</li>
        ))}
      </ul>
    ),
  };
  render(
    <MemoryRouter>
      <HomeMenuSections {...props} />
    </MemoryRouter>,
  );
  return props;
}

const region = (name: string) => screen.queryByRole('region', { name });
const itemsIn = (name: string) =>
  within(region(name)!)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('home menu sections (spec §2)', () => {
  it('shows the categories grid, each linking to its section of the full menu', () => {
    renderSections();
    const grid = region('Browse by category')!;
    expect(within(grid).getByRole('link', { name: 'Pizzas' })).toHaveAttribute('href', '/menu#category-1');
    expect(within(grid).getByRole('link', { name: 'Drinks' })).toHaveAttribute('href', '/menu#category-3');
    expect(within(grid).getByRole('link', { name: 'Sides' }).querySelector('img')).toHaveAttribute('src', '/images/categories/sides.jpg');
  });

  it('loads the category photos lazily, without priority: they are below the hero (issue 20)', () => {
    renderSections();
    const photos = [...region('Browse by category')!.querySelectorAll('img')];
    expect(photos.length).toBeGreaterThan(0);
    for (const photo of photos) {
      expect(photo).toHaveAttribute('loading', 'lazy');
      expect(photo).not.toHaveAttribute('fetchpriority');
    }
  });

  it('leaves out a category whose dishes are all sold out when the menu hides sold-out dishes', () => {
    const soldOut = { id: 9, name: 'Specials', image: '', products: [diavola] };
    renderSections({ menu: { data: { ...menuFixture, categories: [...menuFixture.categories, soldOut] } } });
    expect(within(region('Browse by category')!).getByRole('link', { name: 'Specials' })).toBeInTheDocument();
    cleanup();
    renderSections({
      menuConfig: { showOutOfStockProducts: false },
      menu: { data: { ...menuFixture, categories: [...menuFixture.categories, soldOut] } },
    });
    expect(within(region('Browse by category')!).queryByRole('link', { name: 'Specials' })).not.toBeInTheDocument();
  });

  it('features a few dishes in the menu section (#menu), with a link to the full menu', () => {
    renderSections();
    expect(region('Our menu')).toHaveAttribute('id', 'menu');
    expect(itemsIn('Our menu')).toEqual(['Margherita', 'Garlic bread', 'Cola', 'Pepperoni']);
    expect(screen.getByRole('link', { name: 'See the full menu' })).toHaveAttribute('href', '/menu');
  });

  it('shows popular dishes as best sellers and new ones as fresh additions when their flags are on', () => {
    renderSections({ general: { showBestSellingSection: true, showFreshAdditionsSection: true } });
    expect(itemsIn('Best sellers')).toEqual(['Margherita', 'Pepperoni']);
    expect(itemsIn('Fresh additions')).toEqual(['Garlic bread']);
  });

  it('hides best sellers and fresh additions when their flags are off', () => {
    renderSections({ general: { showBestSellingSection: false, showFreshAdditionsSection: false } });
    expect(region('Best sellers')).not.toBeInTheDocument();
    expect(region('Fresh additions')).not.toBeInTheDocument();
    expect(region('Our menu')).toBeInTheDocument();
  });

  it('leaves out a shelf the menu has nothing for', () => {
    const noNews = { ...menuFixture, categories: menuFixture.categories.map((c) => ({ ...c, products: c.products.map((p) => ({ ...p, is_new: false })) })) };
    renderSections({ menu: { data: noNews } });
    expect(region('Fresh additions')).not.toBeInTheDocument();
    expect(region('Best sellers')).toBeInTheDocument();
  });

  it('asks for an outlet when none is chosen, with one button that opens the picker', async () => {
    const { onChooseOutlet } = renderSections({ outletName: null, menu: { data: undefined } });
    expect(screen.getByText('Choose an outlet to see its menu.')).toBeInTheDocument();
    expect(within(region('Best sellers')!).getByText('Choose an outlet first.')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Choose outlet' });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    expect(onChooseOutlet).toHaveBeenCalledOnce();
  });

  it('holds each section’s place while the menu loads', () => {
    renderSections({ menu: { data: undefined } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the menu…');
    expect(region('Browse by category')).toBeInTheDocument();
    expect(region('Best sellers')).toBeInTheDocument();
  });

  it('when the menu fails, says so once in the menu section and retries on request', async () => {
    const { menu } = renderSections({ menu: { data: undefined, isError: true } });
    expect(within(region('Our menu')!).getByRole('alert')).toHaveTextContent('We couldn’t load the menu for Crust Central.');
    expect(region('Browse by category')).not.toBeInTheDocument();
    expect(region('Best sellers')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(menu.retry).toHaveBeenCalledOnce();
  });
});
