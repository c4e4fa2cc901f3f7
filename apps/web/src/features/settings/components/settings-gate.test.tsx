import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppSettings } from '@crust/contract/app-settings';
import type { OrderingState } from '@crust/contract/ordering-state';
import { defaultSiteConfig } from '@crust/contract/site-config-defaults';
import { useConfigStore } from '@/lib/config-store';
import { EXPIRY_STORAGE_KEY, useSelectedRestaurantStore } from '@/lib/selected-restaurant-store';
import { jsonResponse, makeRestaurant, OPEN_UNTIL_22, renderWithQuery, stubFetch } from '@/testing/test-utils';
import { SettingsGate } from './settings-gate';

const central = makeRestaurant(1, 'Crust Central');
const north = makeRestaurant(2, 'Crust North');
const initialConfig = useConfigStore.getState();
const initialSelection = useSelectedRestaurantStore.getState();

function settingsFor(restaurantId: number, overrides: Partial<AppSettings> = {}): AppSettings {
  return {
    tenant_id: 64,
    restaurant_id: restaurantId,
    web_config: { ...defaultSiteConfig, hero: { ...defaultSiteConfig.hero, title: `Outlet ${restaurantId}` } },
    payment_gateway_config: { provider: 'stripe', mode: 'test', publishable_key: 'pk_test_1', is_cash_on_delivery_enabled: true },
    is_online_order_enabled: 1,
    currency: 'AUD',
    timezone: 'Australia/Sydney',
    is_pickup_enabled: true,
    is_delivery_enabled: true,
    ordering_state: OPEN_UNTIL_22,
    ...overrides,
  };
}

function serveSettings(answer: (restaurantId: number) => AppSettings | 'error') {
  return stubFetch((url) => {
    expect(url.pathname).toBe('/api/v2/restaurants/app-settings');
    expect(url.searchParams.get('tenant_id')).toBe('64');
    const settings = answer(Number(url.searchParams.get('restaurant_id')));
    return settings === 'error' ? jsonResponse(500, { error: { code: 'internal_error', message: 'Internal error' } }) : jsonResponse(200, { data: [settings] });
  });
}

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const notice = () => screen.queryByRole('dialog', { name: 'Online ordering is unavailable' });

beforeEach(() => {
  localStorage.clear();
  useConfigStore.setState(initialConfig, true);
  useSelectedRestaurantStore.setState(initialSelection, true);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('settings gate (spec §4)', () => {
  it('with no restaurant selected, theme loading ends with the current theme and nothing is fetched', async () => {
    const fetchMock = serveSettings(settingsFor);
    renderWithQuery(<SettingsGate />);
    await flush();
    expect(useConfigStore.getState().isThemeLoading).toBe(false);
    expect(useConfigStore.getState().theme).toEqual(defaultSiteConfig);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the outlet settings into the store, applies the colours, and refetches when the outlet changes', async () => {
    useSelectedRestaurantStore.setState({ selected: central });
    const fetchMock = serveSettings((id) =>
      settingsFor(id, { web_config: { ...settingsFor(id).web_config, colors: { ...defaultSiteConfig.colors, primary: `#00000${id}` } } }),
    );
    renderWithQuery(<SettingsGate />);
    await flush();

    const config = useConfigStore.getState();
    expect(config.isThemeLoading).toBe(false);
    expect(config.theme.hero.title).toBe('Outlet 1');
    expect(config.paymentConfig).toMatchObject({ provider: 'stripe', publishable_key: 'pk_test_1' });
    expect(config.webSettings).toMatchObject({ restaurant_id: 1, is_online_order_enabled: 1 });
    expect(config.webSettings).not.toHaveProperty('web_config');
    expect(config.webSettings).not.toHaveProperty('payment_gateway_config');
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#000001');

    act(() => useSelectedRestaurantStore.setState({ selected: north }));
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(useConfigStore.getState().theme.hero.title).toBe('Outlet 2');
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#000002');
  });

  it('expired selections are cleared after settings load', async () => {
    useSelectedRestaurantStore.setState({ selected: central });
    localStorage.setItem(EXPIRY_STORAGE_KEY, String(Date.now() - 1));
    serveSettings(settingsFor);
    renderWithQuery(<SettingsGate />);
    await flush();

    expect(useSelectedRestaurantStore.getState().selected).toBeNull();
    expect(localStorage.getItem(EXPIRY_STORAGE_KEY)).toBeNull();
  });

  it("if app settings fail to load, the server-error flag is set with 'Failed to load restaurant settings'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useSelectedRestaurantStore.setState({ selected: central });
    serveSettings(() => 'error');
    renderWithQuery(<SettingsGate />);
    await flush();

    expect(useConfigStore.getState()).toMatchObject({
      isServerDown: true,
      errorMessage: 'Failed to load restaurant settings',
    });
  });

  it('the online-ordering-off dialog appears 3 s after settings load if is_online_order_enabled is 0', async () => {
    useSelectedRestaurantStore.setState({ selected: central });
    serveSettings((id) => settingsFor(id, { is_online_order_enabled: 0 }));
    renderWithQuery(<SettingsGate />);
    await flush();

    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(notice()).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(notice()).toBeInTheDocument();
    expect(screen.getByText(/You can still browse the menu/)).toBeInTheDocument();

    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Continue Browsing' }));
    expect(notice()).not.toBeInTheDocument();
  });

  it('a timed pause’s notice says when ordering resumes and the slot it can be ordered for (issue 18 point 7)', async () => {
    useSelectedRestaurantStore.setState({ selected: central });
    const ordering_state = {
      state: 'paused',
      label: 'Online ordering paused until 19:45',
      changes_at: new Date(Date.now() + 30 * 60_000).toISOString(),
      later_slots: [{ delivery_method: 'pickup', date: '2026-11-27', time: '19:45', label: 'today 19:45' }],
    } satisfies OrderingState;
    serveSettings((id) => settingsFor(id, { is_online_order_enabled: 0, ordering_state }));
    renderWithQuery(<SettingsGate />);
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(notice()).toHaveTextContent('Online ordering paused until 19:45. You can order now for today 19:45 or later.');
  });

  it('the online-ordering notice does not appear when is_online_order_enabled is 1', async () => {
    useSelectedRestaurantStore.setState({ selected: central });
    serveSettings(settingsFor);
    renderWithQuery(<SettingsGate />);
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(notice()).not.toBeInTheDocument();
  });
});
