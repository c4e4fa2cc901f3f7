import type { StorefrontView } from '@crust/contract/storefront-view';
import { defaultSiteConfig } from '@crust/contract/site-config-defaults';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mergeTheme, useConfigStore } from '@/lib/config-store';
import { useSelectedRestaurantStore } from '@/lib/selected-restaurant-store';
import { storefrontQueryKeys } from '@/lib/storefront-query-keys';
import { makeRestaurant } from '@/testing/test-utils';
import { adoptServerView } from './adopt-server-view';

const surryHills = makeRestaurant(1, 'Crust Surry Hills');
const newtown = makeRestaurant(2, 'Crust Newtown');
const tenantTheme = mergeTheme(defaultSiteConfig, { hero: { ...defaultSiteConfig.hero, title: 'Pizza from the server' } });
const READ_AT = Date.parse('2026-11-27T08:00:00Z');

const viewFor = (outlet: StorefrontView['outlet']): StorefrontView => ({
  theme: tenantTheme,
  outlet,
  restaurants: [surryHills, newtown],
  appSettings: null,
  menu: null,
  offers: null,
  readAt: READ_AT,
});

const initialConfig = useConfigStore.getInitialState();
const initialSelection = useSelectedRestaurantStore.getInitialState();
const configDefaults = { ...initialConfig };
const selectionDefaults = { ...initialSelection };

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/menu');
});
afterEach(() => {
  // The initial states are changed in place (the stores' server snapshot): put them back for the next test.
  Object.assign(initialConfig, configDefaults);
  Object.assign(initialSelection, selectionDefaults);
  useSelectedRestaurantStore.setState({ selected: null });
  useConfigStore.setState({ theme: defaultSiteConfig });
});

describe('adopting a server-rendered page’s view before hydrating (issue 20)', () => {
  it('hydrates the stores from what the server drew, and keeps the server’s theme for the next visit', () => {
    adoptServerView(viewFor(newtown));
    expect(useConfigStore.getInitialState().theme.hero.title).toBe('Pizza from the server');
    expect(useConfigStore.getInitialState().isThemeLoading).toBe(false);
    expect(useSelectedRestaurantStore.getInitialState().selected?.restaurant.id).toBe(2);
    expect(useConfigStore.getState().theme.hero.title).toBe('Pizza from the server');
    expect(JSON.parse(localStorage.getItem('configStore')!).state.theme.hero.title).toBe('Pizza from the server');
  });

  it('seeds the query cache under the features’ keys, dated when the server read it', () => {
    const queryClient = adoptServerView(viewFor(null));
    const restaurants = queryClient.getQueryState(storefrontQueryKeys.restaurants());
    expect(restaurants?.data).toEqual([surryHills, newtown]);
    expect(restaurants?.dataUpdatedAt).toBe(READ_AT);
  });

  it('takes the server’s outlet when the browser has none stored (the cookie), and keeps the diner’s stored choice otherwise', () => {
    adoptServerView(viewFor(newtown));
    expect(useSelectedRestaurantStore.getState().selected?.restaurant.id).toBe(2);

    useSelectedRestaurantStore.setState({ selected: surryHills });
    adoptServerView(viewFor(newtown));
    expect(useSelectedRestaurantStore.getState().selected?.restaurant.id).toBe(1);
  });

  it('chooses the outlet a link names (?outlet=), over the diner’s stored choice', () => {
    useSelectedRestaurantStore.setState({ selected: surryHills });
    window.history.replaceState(null, '', '/menu?outlet=2');
    adoptServerView(viewFor(newtown));
    expect(useSelectedRestaurantStore.getState().selected?.restaurant.id).toBe(2);
  });
});
