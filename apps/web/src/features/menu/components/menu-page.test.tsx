import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Menu } from '@crust/contract/menu';
import { familyDeal, makeProduct, menuFixture } from '@/testing/menu-fixture';
import { installScrollStubs } from '@/testing/scroll-stubs';
import { jsonResponse, renderWithQuery, stubFetch } from '@/testing/test-utils';
import { useMenu } from '../api/use-menu';
import type { MenuDisplay } from '../menu-display';
import { MenuPage } from './menu-page';

let scroll: ReturnType<typeof installScrollStubs>;

beforeEach(() => {
  scroll = installScrollStubs();
});

afterEach(() => {
  scroll.uninstall();
  vi.restoreAllMocks();
});

function serveMenu(...answers: (Menu | 'error')[]) {
  let call = 0;
  return stubFetch((url) => {
    expect(url.pathname).toBe('/api/v2/menu');
    const answer = answers[Math.min(call++, answers.length - 1)]!;
    return answer === 'error' ? jsonResponse(500, { error: { code: 'internal_error', message: 'Internal error' } }) : jsonResponse(200, { data: answer });
  });
}

type Options = { display?: Partial<MenuDisplay>; outletName?: string | null; path?: string };

function renderMenuPage({ display = {}, outletName = 'Crust Central', path = '/menu' }: Options = {}) {
  const onSelect = vi.fn();
  const onChooseOutlet = vi.fn();
  function Harness() {
    const menu = useMenu(outletName === null ? null : 1, 'main');
    return (
      <MenuPage
        title="Our menu"
        subtitle="Prices shown are for online orders."
        menu={menu}
        outletName={outletName}
        onChooseOutlet={onChooseOutlet}
        display={{ showUnit: false, showOutOfStock: true, ...display }}
        onSelect={onSelect}
      />
    );
  }
  renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <Harness />
    </MemoryRouter>,
  );
  return { onSelect, onChooseOutlet };
}

const card = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} \\$`) });
const section = (name: string) => screen.getByRole('region', { name });

describe('menu page: content', () => {
  it('asks for the chosen outlet’s main menu and lists each category under its own h2', async () => {
    const fetchMock = serveMenu(menuFixture);
    renderMenuPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Our menu' })).toBeInTheDocument();
    expect(screen.getByText('Prices shown are for online orders.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Pizzas' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Deals', 'Pizzas', 'Sides', 'Drinks']);
    expect(within(section('Sides')).getByRole('button', { name: /^Garlic bread/ })).toBeInTheDocument();

    const url = new URL(String(fetchMock.mock.calls[0]![0]), window.location.origin);
    expect(Object.fromEntries(url.searchParams)).toEqual({ tenant_id: '64', restaurant_id: '1', menu: 'main' });
  });

  it('shows online prices, falling back to the in-store price when there is none (spec §3)', async () => {
    serveMenu(menuFixture);
    renderMenuPage();
    expect(await screen.findByRole('button', { name: 'Margherita $17.50' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pepperoni $18.00' })).toBeInTheDocument();
  });

  it('gives each card its description, badges and a lazily loaded, sized image', async () => {
    serveMenu(menuFixture);
    renderMenuPage();
    const garlic = await screen.findByRole('button', { name: 'Garlic bread $8.00' });
    expect(garlic).toHaveAccessibleDescription('Wood-fired, with herb butter.NewVegetarianGluten-free option');
    expect(within(card('Margherita')).getByText('Popular')).toBeInTheDocument();
    expect(within(card('Diavola')).getByText('Spicy')).toBeInTheDocument();
    const image = garlic.querySelector('img')!;
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '112');
    expect(image).toHaveAttribute('height', '112');
  });

  it('shows units only when general.showProductUnit is on', async () => {
    serveMenu(menuFixture);
    renderMenuPage({ display: { showUnit: true } });
    expect(await screen.findByText('· 1.25 L')).toBeInTheDocument();
    expect(within(card('Garlic bread')).getByText('· 6 pieces')).toBeInTheDocument();
  });

  it('hides units when general.showProductUnit is off', async () => {
    serveMenu(menuFixture);
    renderMenuPage({ display: { showUnit: false } });
    await screen.findByRole('heading', { name: 'Drinks' });
    expect(screen.queryByText('· 1.25 L')).not.toBeInTheDocument();
    expect(within(card('Garlic bread')).queryByText(/6 pieces/)).not.toBeInTheDocument();
  });

  it('shows out-of-stock products disabled when menu.showOutOfStockProducts is on', async () => {
    serveMenu(menuFixture);
    const { onSelect } = renderMenuPage({ display: { showOutOfStock: true } });
    const diavola = await screen.findByRole('button', { name: 'Diavola $20.50' });
    expect(diavola).toBeDisabled();
    expect(within(diavola).getByText('Out of stock')).toBeInTheDocument();
    await userEvent.click(diavola);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('hides out-of-stock products when menu.showOutOfStockProducts is off', async () => {
    serveMenu(menuFixture);
    renderMenuPage({ display: { showOutOfStock: false } });
    await screen.findByRole('heading', { name: 'Pizzas' });
    expect(screen.queryByRole('button', { name: /^Diavola/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Out of stock')).not.toBeInTheDocument();
  });

  it('opens the item builder on a product, and on a deal from the deals section', async () => {
    serveMenu(menuFixture);
    const { onSelect } = renderMenuPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Margherita $17.50' }));
    expect(onSelect).toHaveBeenLastCalledWith({ kind: 'product', product: menuFixture.categories[0]!.products[0] });

    await userEvent.click(within(section('Deals')).getByRole('button', { name: 'Family feast $44.90' }));
    expect(onSelect).toHaveBeenLastCalledWith({ kind: 'deal', deal: menuFixture.deals[0] });
  });

  it('has no deals section when the menu has no deals', async () => {
    serveMenu({ ...menuFixture, deals: [] });
    renderMenuPage();
    await screen.findByRole('heading', { name: 'Pizzas' });
    expect(screen.queryByRole('region', { name: 'Deals' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Deals' })).not.toBeInTheDocument();
  });
});

describe('menu page: search', () => {
  it('filters dishes by name, description and tags, and announces the count', async () => {
    serveMenu(menuFixture);
    renderMenuPage();
    const search = await screen.findByRole('searchbox', { name: 'Search the menu' });

    await userEvent.type(search, 'vegetarian');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Pizzas', 'Sides']);
    expect(screen.getByRole('button', { name: 'Margherita $17.50' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pepperoni/ })).not.toBeInTheDocument();
    expect(screen.getByText('2 dishes match')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Pizzas', 'Sides']);

    await userEvent.clear(search);
    await userEvent.type(search, 'herb butter');
    expect(screen.getByText('1 dish matches')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Garlic bread $8.00' })).toBeInTheDocument();
  });

  it('says when no dish matches, and clears the search on request', async () => {
    serveMenu(menuFixture);
    renderMenuPage();
    const search = await screen.findByRole('searchbox', { name: 'Search the menu' });
    await userEvent.type(search, ' calzone ');
    expect(screen.getByText('No dishes match “calzone”.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Pizzas' })).toBeInTheDocument();
  });
});

describe('menu page: dietary filter (issue 19)', () => {
  it('offers the dietary tags the menu carries; a vegetarian filter hides the rest and the deals, and undoing it brings them back', async () => {
    serveMenu(menuFixture);
    renderMenuPage();
    const filter = await screen.findByRole('group', { name: 'Show only dishes that are' });
    expect(
      within(filter)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Vegetarian', 'Gluten-free option', 'Spicy']);

    await userEvent.click(within(filter).getByRole('checkbox', { name: 'Vegetarian' }));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Pizzas', 'Sides']);
    expect(screen.getByRole('button', { name: 'Margherita $17.50' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Garlic bread $8.00' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pepperoni/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cola/ })).not.toBeInTheDocument();
    expect(screen.getByText('2 dishes match')).toBeInTheDocument();

    // Every chosen tag must hold: vegetarian and gluten-free option is the garlic bread alone.
    await userEvent.click(within(filter).getByRole('checkbox', { name: 'Gluten-free option' }));
    expect(screen.getByText('1 dish matches')).toBeInTheDocument();

    await userEvent.click(within(filter).getByRole('checkbox', { name: 'Vegetarian' }));
    await userEvent.click(within(filter).getByRole('checkbox', { name: 'Gluten-free option' }));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Deals', 'Pizzas', 'Sides', 'Drinks']);
  });

  it('offers no filter on a menu whose dishes carry no dietary tag', async () => {
    serveMenu({ ...menuFixture, categories: [{ id: 3, name: 'Drinks', image: '', products: [makeProduct({ name: 'Lemonade' })] }] });
    renderMenuPage();
    await screen.findByRole('button', { name: /^Lemonade/ });
    expect(screen.queryByRole('group', { name: 'Show only dishes that are' })).not.toBeInTheDocument();
  });
});

describe('menu page: photos, tags and dayparts (issue 19)', () => {
  const srcset = { avif: '/p-320.avif 320w, /p-640.avif 640w', webp: '/p-320.webp 320w, /p-640.webp 640w', jpeg: '/p-320.jpg 320w, /p-640.jpg 640w' };

  it('loads the photos of the first row at once and the rest lazily, each uploaded photo as a <picture>', async () => {
    const photographed = makeProduct({ name: 'Capricciosa', image: '/p-640.jpg', srcset });
    const [pizzas, ...rest] = menuFixture.categories;
    serveMenu({ ...menuFixture, deals: [{ ...familyDeal, srcset }], categories: [{ ...pizzas!, products: [...pizzas!.products, photographed] }, ...rest] });
    renderMenuPage();
    const capricciosa = await screen.findByRole('button', { name: /^Capricciosa/ });
    expect(card('Margherita').querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(card('Diavola').querySelector('img')).toHaveAttribute('loading', 'eager');
    // Issue 20: the first row holds the page's LCP element, fetched before the other images.
    expect(card('Margherita').querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    // The fourth of the first category is below the first row.
    expect(capricciosa.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(capricciosa.querySelector('img')).not.toHaveAttribute('fetchpriority');
    expect(capricciosa.querySelector('picture source[type="image/avif"]')).toHaveAttribute('srcset', srcset.avif);
    expect(capricciosa.querySelector('img')).toHaveAttribute('srcset', srcset.jpeg);
    expect(card('Margherita').querySelector('picture')).toBeNull();
    const deal = screen.getByRole('button', { name: /^Family feast/ });
    expect(deal.querySelector('picture source[type="image/webp"]')).toHaveAttribute('srcset', srcset.webp);
  });

  it('says on the card when a dayparted product is available again', async () => {
    const lunch = makeProduct({ name: 'Lunch special', available: false, available_from: '11:00', tags: ['halal'] });
    const brunch = makeProduct({ name: 'Brunch plate', available: false, available_from: null });
    serveMenu({ ...menuFixture, categories: [{ id: 7, name: 'Lunch', image: '', products: [lunch, brunch] }] });
    renderMenuPage();
    const lunchCard = await screen.findByRole('button', { name: /^Lunch special/ });
    expect(lunchCard).toHaveAccessibleDescription('Lunch special, made fresh.HalalAvailable from 11:00');
    expect(card('Brunch plate')).toHaveAccessibleDescription(/Not available now$/);
  });
});

describe('menu page: category bar', () => {
  it('links each section, deals first, and marks the first one current', async () => {
    serveMenu(menuFixture);
    renderMenuPage();
    const bar = await screen.findByRole('navigation', { name: 'Menu categories' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Deals', '#deals'],
      ['Pizzas', '#category-1'],
      ['Sides', '#category-2'],
      ['Drinks', '#category-3'],
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'true');
  });

  it('scrolls to a section when its link is clicked, moving focus to its heading', async () => {
    serveMenu(menuFixture);
    renderMenuPage();
    const bar = await screen.findByRole('navigation', { name: 'Menu categories' });
    await userEvent.click(within(bar).getByRole('link', { name: 'Drinks' }));
    expect(scroll.scrolledTo()).toEqual(['category-3']);
    expect(scroll.scrollIntoView).toHaveBeenLastCalledWith({ block: 'start', behavior: 'smooth' });
    expect(screen.getByRole('heading', { name: 'Drinks' })).toHaveFocus();
    expect(within(bar).getByRole('link', { name: 'Drinks' })).toHaveAttribute('aria-current', 'true');
  });

  it('follows the scroll: the section that has reached the reading line, 40% down the screen, is the current one (issue 18)', async () => {
    serveMenu(menuFixture);
    renderMenuPage();
    const bar = await screen.findByRole('navigation', { name: 'Menu categories' });
    const readingLine = window.innerHeight * 0.4;
    // The sides fill the screen below the pizzas' last cards: the sides are being read.
    act(() => scroll.setSectionTops({ deals: -2000, 'category-1': -600, 'category-2': readingLine - 100, 'category-3': readingLine + 600 }));
    await waitFor(() => expect(within(bar).getByRole('link', { name: 'Sides' })).toHaveAttribute('aria-current', 'true'));
    act(() => scroll.setSectionTops({ 'category-2': -900, 'category-3': readingLine - 1 }));
    await waitFor(() => expect(within(bar).getByRole('link', { name: 'Drinks' })).toHaveAttribute('aria-current', 'true'));
    expect(
      within(bar)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('scrolls to the category a link such as /menu#category-3 names once the menu is there', async () => {
    serveMenu(menuFixture);
    renderMenuPage({ path: '/menu#category-3' });
    await screen.findByRole('heading', { name: 'Drinks' });
    expect(scroll.scrolledTo()).toEqual(['category-3']);
    expect(scroll.scrollIntoView).toHaveBeenLastCalledWith({ block: 'start', behavior: 'auto' });
  });
});

describe('menu page: states', () => {
  it('without an outlet, asks for one and fetches nothing', async () => {
    const fetchMock = serveMenu(menuFixture);
    const { onChooseOutlet } = renderMenuPage({ outletName: null });
    expect(screen.getByText('Choose an outlet to see its menu.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose outlet' }));
    expect(onChooseOutlet).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a loading status while the menu loads', () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderMenuPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the menu…');
  });

  it('shows an error with a Retry button that loads the menu again', async () => {
    const fetchMock = serveMenu('error', menuFixture);
    renderMenuPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load the menu for Crust Central.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Pizzas' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('says so when the menu is empty', async () => {
    serveMenu({ categories: [], deals: [], half_and_half_pricing: 'dearer' });
    renderMenuPage();
    expect(await screen.findByText('Nothing is on this menu right now. Please check back soon.')).toBeInTheDocument();
  });
});
